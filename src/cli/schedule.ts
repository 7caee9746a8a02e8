import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { CONFIG_FILE } from '../config/config.js';
import type { CheckCommand } from './args.js';
import { expandPaths, type Target } from './files.js';
import { inOrder } from './in-order.js';
import type { Io } from './io.js';
import { vetInWorkers } from './pool.js';
import { vetTarget, type FileVetter, type Outcome } from './vet-file.js';

// Files read ahead while one is vetted: reading, not vetting, is what a sequential run waits on.
const READ_AHEAD = 16;
/**
 * Below this many files, `auto` vets on the main thread: a worker costs about 0.15 s of CPU to
 * start and warm up, what the main thread takes to vet several hundred small manifests, so it
 * pays only when it takes over a thousand or more.
 */
export const AUTO_MIN_FILES = 2000;
/** Files per worker, at least, under `auto`. */
const AUTO_FILES_PER_WORKER = 1000;

/**
 * Every target's outcome, in the order of the paths, whether vetted on the main thread or in
 * worker threads (`--concurrency`): the same outcomes either way, so the report and the exit
 * code do not depend on it. Ignored files are left out.
 */
export async function* outcomes(command: CheckCommand, vetter: FileVetter, io: Io, suppressionsFile?: string, warn: (message: string) => void = () => undefined): AsyncGenerator<Outcome> {
  const targets = notIgnored(expandPaths(command.paths, io.cwd), vetter, suppressionsFile);
  if (command.concurrency === 'off' || io.workerScript === undefined) {
    yield* inOrder(targets, (target) => vetTarget(target, vetter, io.stdin), READ_AHEAD);
    return;
  }
  // Listing the files first (paths only) tells `auto` how many there are.
  const listed: Target[] = [];
  for await (const target of targets) listed.push(target);
  const threads = command.concurrency === 'auto' ? autoThreads(listed.length) : command.concurrency;
  async function* replay() {
    yield* listed;
  }
  if (threads <= 0) yield* inOrder(replay(), (target) => vetTarget(target, vetter, io.stdin), READ_AHEAD);
  else yield* vetInWorkers(listed, vetter, threads, io.stdin, io.workerScript, warn);
}

/**
 * `auto`: no workers for small runs; otherwise one per core but the main thread's (which vets
 * too), and no more than the files keep busy.
 */
export function autoThreads(files: number, cores = availableParallelism()): number {
  if (files < AUTO_MIN_FILES || cores < 2) return 0;
  return Math.max(1, Math.min(cores - 1, Math.floor(files / AUTO_FILES_PER_WORKER)));
}

// The CLI's own files are JSON too, but no manifests: `check .` leaves them alone.
async function* notIgnored(targets: AsyncIterable<Target>, vetter: FileVetter, suppressionsFile: string | undefined): AsyncGenerator<Target> {
  for await (const target of targets) {
    if (target.kind === 'file' && (vetter.resolver.isIgnored(target.path) || basename(target.path) === CONFIG_FILE || target.path === suppressionsFile)) continue;
    yield target;
  }
}
