import { Worker } from 'node:worker_threads';
import type { Target } from './files.js';
import { inOrder } from './in-order.js';
import { vetTarget, type FileVetter, type Outcome } from './vet-file.js';

/** A batch of files sent to a worker. */
export interface BatchRequest {
  readonly batch: number;
  readonly paths: readonly string[];
}

/** A worker's answer: the batch's outcomes, in order. */
export interface BatchReply {
  readonly batch: number;
  readonly outcomes: readonly Outcome[];
}

/** Files a worker is sent at a time: enough to make a message worth its cost. */
const BATCH = 25;
/** Files of a batch read ahead while one is vetted, as in a sequential run. */
const READ_AHEAD = 8;
/** Batches a worker holds at once: one it vets, one waiting, so it never waits on the main thread. */
const DEPTH = 2;
/** Batches in flight or waiting to be yielded, per worker: what bounds memory (outcomes hold issues only), and enough that the main thread keeps vetting while a worker starts. */
const AHEAD_PER_WORKER = 16;

type Unit = { readonly kind: 'files'; readonly paths: string[] } | { readonly kind: 'main'; readonly target: Target };

/**
 * Vets the targets in `threads` worker threads, yielding their outcomes in the targets' order
 * (as a sequential run would). At most a few batches per worker are in flight or waiting, so
 * memory stays bounded whatever the number of files. Standard input and problems are dealt with
 * on the main thread; a worker that fails hands its batch back to the main thread, and `warn`
 * says so (the report is the same; a failing worker is a bug to hear of).
 */
export async function* vetInWorkers(
  targets: readonly Target[],
  vetter: FileVetter,
  threads: number,
  stdin: AsyncIterable<Uint8Array | string>,
  script: URL,
  warn: (message: string) => void,
): AsyncGenerator<Outcome> {
  const units = batches(targets);
  const done = new Map<number, readonly Outcome[]>();
  const waiting = new Map<number, () => void>();
  let next = 0;
  let yielded = 0;
  const finish = (batch: number, outcomes: readonly Outcome[]) => {
    done.set(batch, outcomes);
    waiting.get(batch)?.();
  };
  const onMain = async (batch: number) => {
    const unit = units[batch] as Unit;
    const list = unit.kind === 'main' ? [unit.target] : unit.paths.map((path): Target => ({ kind: 'file', path }));
    finish(batch, await vetBatch(list, vetter, stdin));
  };
  // The main thread vets too, between the messages it passes on: one core fewer to start a worker on.
  let mainBusy = false;
  const onMainThread = async (batch: number) => {
    mainBusy = true;
    // Let the workers' replies in first: reads that complete at once would otherwise keep the
    // event loop from ever reaching them, and the workers would wait idle until the end.
    await new Promise((resolve) => setImmediate(resolve));
    await onMain(batch);
    mainBusy = false;
    dispatch();
  };
  const pool = Array.from({ length: Math.min(threads, units.length) }, () => thread(script, vetter, { onReply, onFailure }));
  function onReply(reply: BatchReply) {
    finish(reply.batch, reply.outcomes);
    dispatch();
  }
  function onFailure(lost: readonly number[], error: Error) {
    warn(`a worker thread failed (${error.message}); its files are vetted on the main thread`);
    for (const batch of lost) void onMain(batch);
    dispatch();
  }
  function dispatch() {
    while (next < units.length && next < yielded + AHEAD_PER_WORKER * pool.length) {
      const unit = units[next] as Unit;
      const alive = pool.filter((member) => member.alive);
      if (unit.kind === 'main' || alive.length === 0) void onMain(next);
      else {
        // A worker holds up to DEPTH batches, so it never waits on the main thread for its next one.
        const free = alive.filter((member) => member.inFlight.size < DEPTH).sort((a, b) => a.inFlight.size - b.inFlight.size)[0];
        if (free !== undefined) free.send(next, unit.paths);
        else if (!mainBusy) void onMainThread(next);
        else return;
      }
      next++;
    }
  }
  try {
    for (let batch = 0; batch < units.length; batch++) {
      yielded = batch;
      dispatch();
      if (!done.has(batch)) await new Promise<void>((resolve) => waiting.set(batch, resolve));
      waiting.delete(batch);
      const outcomes = done.get(batch) ?? [];
      done.delete(batch);
      yield* outcomes;
    }
  } finally {
    await Promise.all(pool.map((member) => member.worker.terminate()));
  }
}

/** One worker thread, the batches it holds, and whether it still runs. */
interface PoolThread {
  readonly worker: Worker;
  readonly inFlight: Set<number>;
  alive: boolean;
  send(batch: number, paths: readonly string[]): void;
}

/** Starts a worker; its replies and its failure (with the batches it held) go to `events`. */
function thread(script: URL, vetter: FileVetter, events: { onReply(reply: BatchReply): void; onFailure(lost: readonly number[], error: Error): void }): PoolThread {
  const worker = new Worker(script, { workerData: vetter.spec });
  const member: PoolThread = {
    worker,
    inFlight: new Set(),
    alive: true,
    send(batch, paths) {
      member.inFlight.add(batch);
      worker.postMessage({ batch, paths } satisfies BatchRequest);
    },
  };
  worker.on('message', (reply: BatchReply) => {
    member.inFlight.delete(reply.batch);
    events.onReply(reply);
  });
  worker.once('error', (error: Error) => {
    member.alive = false;
    const lost = [...member.inFlight];
    member.inFlight.clear();
    events.onFailure(lost, error);
  });
  return member;
}

/** A batch's outcomes, in order, a few files read ahead. */
export async function vetBatch(targets: readonly Target[], vetter: FileVetter, stdin: AsyncIterable<Uint8Array | string>): Promise<Outcome[]> {
  async function* listed() {
    yield* targets;
  }
  const outcomes: Outcome[] = [];
  for await (const outcome of inOrder(listed(), (target) => vetTarget(target, vetter, stdin), READ_AHEAD)) outcomes.push(outcome);
  return outcomes;
}

/** Runs of files in batches; each other target on its own, for the main thread. */
function batches(targets: readonly Target[]): Unit[] {
  const units: Unit[] = [];
  let current: string[] | undefined;
  for (const target of targets) {
    if (target.kind !== 'file') {
      units.push({ kind: 'main', target });
      current = undefined;
      continue;
    }
    if (current === undefined || current.length >= BATCH) {
      current = [];
      units.push({ kind: 'files', paths: current });
    }
    current.push(target.path);
  }
  return units;
}
