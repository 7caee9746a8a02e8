import type { Worker } from 'node:worker_threads';
import { AUTOMATON, FUZZ, type RecheckResult } from './recheck-params.js';
import { cachedVerdict, cacheVerdict, type Verdict } from './verdict.js';

// Where the built worker is, seen from this module: under vitest it runs from src/ (the worker is the
// one `npm test` builds first); bundled, from dist/index.js or a chunk in dist/chunks/.
const WORKER_PLACES = ['../../../dist/schema-checks/redos/recheck-worker.js', './schema-checks/redos/recheck-worker.js', '../schema-checks/redos/recheck-worker.js'];
// A hostile manifest must not queue unbounded work in the worker.
const MAX_QUEUED = 1_000;

let worker: Worker | undefined;
let nextId = 0;
let waiting = 0;
const pending = new Map<number, (result: RecheckResult) => void>();

/**
 * Runs recheck on `patterns` in the one shared worker (started on first use, never keeping the
 * process alive when no caller waits) and caches each verdict as it arrives. Resolves when all
 * are decided or after `ms`, whichever comes first; a verdict arriving later is still cached.
 * Never rejects: a crashed worker or a refused pattern is an undecided verdict.
 *
 * @example
 * ```ts
 * await recheckPatterns(['^(?=.*\\d)\\w+$'], 1000);
 * cachedVerdict('^(?=.*\\d)\\w+$'); // { status: 'safe', tier: 'recheck' }
 * ```
 */
export async function recheckPatterns(patterns: readonly string[], ms: number): Promise<void> {
  if (ms <= 0) return;
  // The backstop of each pattern is the time the caller waits (at most 10 s): work is bounded by counts first.
  // Whole milliseconds: recheck refuses a fractional duration (DecodingFailure at .timeout), and what is left of a budget rarely is whole.
  const timeout = Math.max(100, Math.floor(Math.min(ms, 10_000)));
  const wanted = patterns.filter((pattern) => cachedVerdict(pattern)?.tier !== 'recheck');
  if (wanted.length === 0) return;
  // Node built-ins load here, not at import: the library also runs where there are none (a browser), without this tier.
  const running = await started();
  const asked = wanted.map((pattern) => ask(running, pattern, timeout));
  if (asked.length === 0) return;
  waiting++;
  worker?.ref();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([Promise.all(asked), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
    if (--waiting === 0) worker?.unref();
  }
}

function ask(running: Worker, pattern: string, timeout: number): Promise<Verdict> {
  if (pending.size >= MAX_QUEUED) return Promise.resolve(cacheVerdict(pattern, { status: 'undecided', tier: 'syntactic', reason: 'too many patterns waiting for recheck' }));
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, (result) => resolve(cacheVerdict(pattern, verdictOf(result))));
    running.postMessage({ id, pattern, params: { ...AUTOMATON, timeout }, fallback: { ...FUZZ, timeout } });
  });
}

async function started(): Promise<Worker> {
  if (worker !== undefined) return worker;
  const [{ Worker }, { existsSync }, { fileURLToPath }] = await Promise.all([import('node:worker_threads'), import('node:fs'), import('node:url')]);
  if (worker !== undefined) return worker;
  const place = WORKER_PLACES.map((path) => new URL(path, import.meta.url)).find((url) => existsSync(fileURLToPath(url))) ?? new URL(WORKER_PLACES[0] as string, import.meta.url);
  const made = new Worker(place, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
  made.on('message', ({ id, result }: { id: number; result: RecheckResult }) => {
    pending.get(id)?.(result);
    pending.delete(id);
  });
  const fail = (why: string) => {
    if (worker === made) worker = undefined;
    for (const settle of pending.values()) settle({ status: 'unknown', error: { kind: why } });
    pending.clear();
  };
  made.on('error', (error) => fail(`the worker failed: ${error.message}`));
  made.on('exit', () => fail('the worker stopped'));
  if (waiting === 0) made.unref();
  return (worker = made);
}

function verdictOf(result: RecheckResult): Verdict {
  if (result.status === 'safe') return { status: 'safe', tier: 'recheck' };
  if (result.status === 'vulnerable') {
    const complexity = result.complexity?.type === 'exponential' ? 'exponential' : 'polynomial';
    return { status: 'vulnerable', tier: 'recheck', complexity, ...(result.complexity?.degree === undefined ? {} : { degree: result.complexity.degree }), attack: result.attack?.pattern ?? 'a long repetition' };
  }
  const kind = result.error?.kind ?? 'unknown';
  return { status: 'undecided', tier: 'recheck', reason: kind === 'timeout' ? 'recheck did not decide it within its time limit' : `recheck could not analyse it: ${result.error?.message ?? kind}` };
}
