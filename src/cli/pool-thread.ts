import { Worker } from 'node:worker_threads';
import type { Outcome, VetSpec } from './vet-file.js';

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

/** What a worker's owner hears of it: each reply, and its failure with the batches it held. */
export interface ThreadEvents {
  onReply(reply: BatchReply): void;
  onFailure(lost: readonly number[], error: Error): void;
}

/** One worker thread, the batches it holds, and whether it still runs. */
export interface PoolThread {
  readonly worker: Worker;
  readonly inFlight: Set<number>;
  alive: boolean;
  /** Where replies and failure go; set by whoever hands the thread work. */
  events: ThreadEvents;
  send(batch: number, paths: readonly string[]): void;
}

/**
 * Starts `count` workers at once, before they are given anything: their start-up (loading the
 * worker bundle, compiling it, a cold heap) then overlaps the listing of the files.
 */
export function startThreads(count: number, script: URL, spec: VetSpec): PoolThread[] {
  return Array.from({ length: count }, () => startThread(script, spec));
}

function startThread(script: URL, spec: VetSpec): PoolThread {
  const worker = new Worker(script, { workerData: spec });
  const member: PoolThread = {
    worker,
    inFlight: new Set(),
    alive: true,
    events: { onReply: () => undefined, onFailure: () => undefined },
    send(batch, paths) {
      member.inFlight.add(batch);
      worker.postMessage({ batch, paths } satisfies BatchRequest);
    },
  };
  worker.on('message', (reply: BatchReply) => {
    member.inFlight.delete(reply.batch);
    member.events.onReply(reply);
  });
  worker.once('error', (error: Error) => {
    member.alive = false;
    const lost = [...member.inFlight];
    member.inFlight.clear();
    member.events.onFailure(lost, error);
  });
  return member;
}
