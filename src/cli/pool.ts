import type { Target } from './files.js';
import { inOrder } from './in-order.js';
import type { PoolThread } from './pool-thread.js';
import { vetTarget, type FileVetter, type Outcome } from './vet-file.js';

/** Files a worker is sent at a time: few messages, yet small enough to share the tail of the run out. */
export const BATCH = 100;
/** Files of a batch read ahead while one is vetted, as in a sequential run. */
const READ_AHEAD = 8;
/** Batches a worker holds at once: one it vets, one waiting, so it never waits on the main thread. */
const DEPTH = 2;
/** Batches in flight or waiting to be yielded, per worker: what bounds the outcomes held (issues only). */
const AHEAD_PER_WORKER = 8;

type Unit = { readonly kind: 'files'; readonly paths: string[] } | { readonly kind: 'main'; readonly target: Target };

/**
 * Vets the targets in the `pool`'s worker threads, yielding their outcomes in the targets' order
 * (as a sequential run would). The main thread vets a batch too whenever every worker holds
 * as many as it may. At most a few batches per worker are in flight or waiting, so the outcomes
 * held stay bounded whatever the number of files. Standard input and problems are dealt with on
 * the main thread; a worker that fails hands its batches back to the main thread, and `warn`
 * says so (the report is the same; a failing worker is a bug to hear of).
 */
export async function* vetInWorkers(
  targets: readonly Target[],
  vetter: FileVetter,
  pool: readonly PoolThread[],
  stdin: AsyncIterable<Uint8Array | string>,
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
  const events = {
    onReply(reply: { batch: number; outcomes: readonly Outcome[] }) {
      finish(reply.batch, reply.outcomes);
      dispatch();
    },
    onFailure(lost: readonly number[], error: Error) {
      warn(`a worker thread failed (${error.message}); its files are vetted on the main thread`);
      for (const batch of lost) void onMain(batch);
      dispatch();
    },
  };
  for (const member of pool) member.events = events;
  function dispatch() {
    while (next < units.length && next < yielded + AHEAD_PER_WORKER * Math.max(1, pool.length)) {
      const unit = units[next] as Unit;
      const alive = pool.filter((member) => member.alive);
      if (unit.kind === 'main' || alive.length === 0) void onMain(next);
      else {
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
