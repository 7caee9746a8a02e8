// What two threads can do on this machine right now: the same warm vetting work, split between
// the main thread and one worker, against one thread doing all of it. On cores that other work
// keeps busy this is below 2×, and no `--concurrency` can beat it; the bench prints it beside the
// CLI's ratio so that a MISS can be read. Even on two free cores it stays well below 2×: V8's
// parallel scavenges run helper tasks beside each isolate's thread, so two busy isolates contend for
// the cores (measured: about 1.3× as Node runs, about 1.5× under --single-threaded-gc, a process-wide
// V8 flag that a CLI cannot set for its workers alone). It is above what the CLI can reach: a CLI
// run also pays each thread's start-up and cold code; `node bench/cli.mjs --concurrency 1` prints that.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const { vetToolManifest } = await import('../dist/index.js');
const vetAll = (texts) => {
  for (const text of texts) vetToolManifest(text);
};

const WARM_PASSES = 4;

/** The speed-up of two threads over one on `texts` (manifest texts), best of `rounds`. */
export async function parallelCeiling(texts, rounds = 8) {
  const half = Math.floor(texts.length / 2);
  // Both threads warm alike, as many vets as a round: a worker measured cold (300 vets, before)
  // put this ceiling near 1× on a machine where two warm threads reach 1.7–2×.
  for (let pass = 0; pass < WARM_PASSES; pass++) vetAll(texts.slice(0, half));
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
  for (let pass = 0; pass < WARM_PASSES; pass++) vetAll(workerData);
  parentPort.postMessage('ready');
  parentPort.on('message', () => {
    vetAll(workerData);
    parentPort.postMessage('done');
  });
}
