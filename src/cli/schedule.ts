import { availableParallelism } from 'node:os';
import type { CheckCommand } from './args.js';
import type { Target } from './files.js';
import { checkTargets } from './targets.js';
import { inOrder } from './in-order.js';
import type { Io } from './io.js';
import { BATCH, vetInWorkers } from './pool.js';
import { startThreads, type PoolThread } from './pool-thread.js';
import { vetTarget, type FileVetter, type Outcome } from './vet-file.js';

// Files read ahead while one is vetted: reading, not vetting, is what a sequential run waits on.
const READ_AHEAD = 16;
/**
 * Below this many files, `auto` vets on the main thread: a worker costs about 0.15 s of CPU to
 * start and warm up, what the main thread takes to vet several hundred small manifests, so it
 * pays only when it takes over a thousand or more.
 */
export const AUTO_MIN_FILES = 2000;
/**
 * Below this many cores, `auto` starts no worker. A sequential run already keeps about 1.5
 * cores busy (V8 collects garbage and optimises code on threads of its own: 1.35 s of CPU in
 * 0.86 s for 5,000 manifests, the same 1.35 s with `--single-threaded`), so on 2 cores any split
 * could at best reach 2 × 0.86 / 1.35 ≈ 1.3×, and a worker's start-up, cold code and second heap
 * add 0.3–0.5 s of CPU: measured, one worker never beat `off` on 2 cores by more than noise.
 */
export const AUTO_MIN_CORES = 3;
/** Files per worker, at least, under `auto`. */
const AUTO_FILES_PER_WORKER = 1000;

/**
 * Every target's outcome, in the order of the paths, whether vetted on the main thread or in
 * worker threads (`--concurrency`): the same outcomes either way, so the report and the exit
 * code do not depend on it. Ignored files, and the CLI's `own` files (see `checkTargets`), are left out.
 */
export async function* outcomes(command: CheckCommand, vetter: FileVetter, io: Io, own: readonly string[] = [], warn: (message: string) => void = () => undefined): AsyncGenerator<Outcome> {
  const targets = checkTargets(command.paths, io.cwd, vetter.resolver, own);
  const cores = availableParallelism();
  if (command.concurrency === 'off' || io.workerScript === undefined || (command.concurrency === 'auto' && autoThreads(Infinity, cores) === 0)) {
    yield* inOrder(targets, (target) => vetTarget(target, vetter, io.stdin), READ_AHEAD);
    return;
  }
  // Workers start before the files are listed, so that their start-up overlaps the listing: at
  // once for a number of threads (as many as there are cores, the rest once the files are
  // counted), and for `auto` as soon as the listing is long enough.
  const script = io.workerScript;
  const requested = command.concurrency;
  const wanted = (files: number) => (requested === 'auto' ? autoThreads(files, cores) : Math.min(requested, Math.ceil(files / BATCH)));
  const pool: PoolThread[] = requested === 'auto' ? [] : startThreads(Math.min(requested, cores), script, vetter.spec);
  const listed: Target[] = [];
  for await (const target of targets) {
    listed.push(target);
    if (pool.length === 0 && listed.length === AUTO_MIN_FILES) pool.push(...startThreads(wanted(listed.length), script, vetter.spec));
  }
  pool.push(...startThreads(Math.max(0, wanted(listed.length) - pool.length), script, vetter.spec));
  if (pool.length > 0) {
    yield* vetInWorkers(listed, vetter, pool, io.stdin, warn);
    return;
  }
  async function* replay() {
    yield* listed;
  }
  yield* inOrder(replay(), (target) => vetTarget(target, vetter, io.stdin), READ_AHEAD);
}

/**
 * `auto`: no workers for small runs or on fewer than {@link AUTO_MIN_CORES} cores; otherwise
 * one per core but the main thread's (which vets too), and no more than the files keep busy.
 */
export function autoThreads(files: number, cores = availableParallelism()): number {
  if (files < AUTO_MIN_FILES || cores < AUTO_MIN_CORES) return 0;
  return Math.max(1, Math.min(cores - 1, Math.floor(files / AUTO_FILES_PER_WORKER)));
}
