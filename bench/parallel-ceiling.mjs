// What two threads can do on this machine right now: the same warm vetting work, split between
// the main thread and one worker, against one thread doing all of it. On cores that other work
// keeps busy this is well below 2×, and no `--concurrency` can beat it; the bench prints it beside
// the CLI's ratio so that a MISS can be read. It is above what the CLI can reach: a sequential CLI run
// already has V8's collector and compiler threads on the second core (CPU time ≈ 1.5 × wall time), work
// this warm in-process loop mostly does not have; `node bench/cli.mjs --concurrency 1` prints that bound.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const { vetToolManifest } = await import('../dist/index.js');
const vetAll = (texts) => {
  for (const text of texts) vetToolManifest(text);
};

/** The speed-up of two threads over one on `texts` (manifest texts), best of `rounds`. */
export async function parallelCeiling(texts, rounds = 3) {
  const half = Math.floor(texts.length / 2);
  vetAll(texts.slice(0, 300));
  const worker = new Worker(new URL(import.meta.url), { workerData: texts.slice(half), execArgv: [] });
  const next = () => new Promise((resolve) => worker.once('message', resolve));
  await next();
  let one = Infinity;
  let two = Infinity;
  for (let round = 0; round < rounds; round++) {
    let start = performance.now();
    vetAll(texts);
    one = Math.min(one, performance.now() - start);
    start = performance.now();
    const finished = next();
    worker.postMessage('go');
    vetAll(texts.slice(0, half));
    await finished;
    two = Math.min(two, performance.now() - start);
  }
  await worker.terminate();
  return one / two;
}

if (!isMainThread) {
  vetAll(workerData.slice(0, 300));
  parentPort.postMessage('ready');
  parentPort.on('message', () => {
    vetAll(workerData);
    parentPort.postMessage('done');
  });
}
