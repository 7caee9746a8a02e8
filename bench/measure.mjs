// Timing helpers for `npm run bench`: medians of batches, so one noisy moment on a shared machine
// moves a figure little. Figures, never assertions.
import { spawnSync } from 'node:child_process';

// `--cpu-time`: this process's CPU time instead of the wall clock, so that other processes on a
// shared machine do not count (the ratios of vet to its floor stay comparable between runs).
/** Milliseconds on the bench's clock. */
export const now = process.argv.includes('--cpu-time')
  ? () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    }
  : () => performance.now();

/** Microseconds per call of `fn`: the median over `batches` batches, each run for about `batchMs`. */
export function microseconds(fn, { batches = 15, batchMs = 60, warmupMs = 300 } = {}) {
  const warmStart = now();
  let calls = 0;
  while (now() < warmStart + warmupMs) {
    fn();
    calls++;
  }
  const perBatch = Math.max(1, Math.round((calls / warmupMs) * batchMs));
  const samples = [];
  for (let batch = 0; batch < batches; batch++) {
    const start = now();
    for (let i = 0; i < perBatch; i++) fn();
    samples.push(((now() - start) * 1000) / perBatch);
  }
  return median(samples);
}

/** Milliseconds per call of an expensive `fn`, the median of `runs`. */
export function milliseconds(fn, runs = 7) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** Microseconds per call of an async `fn`, the median over batches. */
export async function microsecondsAsync(fn, { batches = 9, perBatch = 200 } = {}) {
  for (let i = 0; i < perBatch; i++) await fn();
  const samples = [];
  for (let batch = 0; batch < batches; batch++) {
    const start = performance.now();
    for (let i = 0; i < perBatch; i++) await fn();
    samples.push(((performance.now() - start) * 1000) / perBatch);
  }
  return median(samples);
}

/** Wall-clock milliseconds of a child `node` process with these arguments, the median of `runs`. */
export function processMilliseconds(args, runs = 10, cwd = process.cwd()) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const child = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
    samples.push(performance.now() - start);
    if (child.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${child.stderr}`);
  }
  return median(samples);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
