// A worker thread of `check --concurrency`: vets the batches of files the main thread sends,
// with the same code as the main thread, and answers with their outcomes in order. An entry
// point of its own beside cli.ts, so that a bundled build can keep it one (cli.ts names it).
import { parentPort, workerData } from 'node:worker_threads';
import { vetBatch } from './cli/pool.js';
import type { BatchReply, BatchRequest } from './cli/pool-thread.js';
import { fileVetter, type VetSpec } from './cli/vet-file.js';

const vetter = fileVetter(workerData as VetSpec);
// Workers are never given standard input; the main thread vets it.
const noInput: AsyncIterable<Uint8Array> = { async *[Symbol.asyncIterator]() {} };

parentPort?.on('message', async ({ batch, paths }: BatchRequest) => {
  const reply: BatchReply = { batch, outcomes: await vetBatch(paths.map((path) => ({ kind: 'file', path })), vetter, noInput) };
  parentPort?.postMessage(reply);
});
