// A worker thread of `check --concurrency`: vets the batches of files the main thread sends,
// with the same code as the main thread, and answers with their outcomes in order.
import { parentPort, workerData } from 'node:worker_threads';
import { fileVetter, vetTarget, type VetSpec } from './vet-file.js';
import type { BatchReply, BatchRequest } from './pool.js';

const vetter = fileVetter(workerData as VetSpec);
// Workers are never given standard input; the main thread vets it.
const noInput: AsyncIterable<Uint8Array> = { async *[Symbol.asyncIterator]() {} };

parentPort?.on('message', async ({ batch, paths }: BatchRequest) => {
  const outcomes = [];
  for (const path of paths) outcomes.push(await vetTarget({ kind: 'file', path }, vetter, noInput));
  const reply: BatchReply = { batch, outcomes };
  parentPort?.postMessage(reply);
});
