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

/** A pattern asked of the worker: settled with its result, or dropped unsent once its caller stopped waiting. */
interface Asked {
  readonly id: number;
  readonly pattern: string;
  readonly timeout: number;
  readonly settle: (result: RecheckResult) => void;
  abandoned: boolean;
}

// Patterns wait here, not in the worker's own queue, and go to it one at a time: a caller that
// stops waiting takes its patterns not yet sent with it (one call of 999 slow patterns kept the
// worker busy for minutes after it returned, and every later call's patterns waited behind them).
const queue: Asked[] = [];
let inFlight: Asked | undefined;

/**
 * Runs recheck on `patterns` in the one shared worker (started on first use, never keeping the
 * process alive when no caller waits) and caches each verdict as it arrives. Resolves when all
 * are decided or after `ms`, whichever comes first; then its patterns not yet sent are dropped
 * (the one being analysed finishes, and its verdict is still cached). Never rejects: a crashed
 * worker or a refused pattern is an undecided verdict.
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
  const mine: Asked[] = [];
  const asked = wanted.map((pattern) => ask(running, pattern, timeout, mine));
  waiting++;
  worker?.ref();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([Promise.all(asked), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
    for (const entry of mine) entry.abandoned = true;
    if (--waiting === 0) worker?.unref();
  }
}

function ask(running: Worker, pattern: string, timeout: number, mine: Asked[]): Promise<Verdict> {
  if (queue.length >= MAX_QUEUED) return Promise.resolve(cacheVerdict(pattern, { status: 'undecided', tier: 'syntactic', reason: 'too many patterns waiting for recheck' }));
  return new Promise((resolve) => {
    const entry: Asked = { id: nextId++, pattern, timeout, settle: (result) => resolve(cacheVerdict(pattern, verdictOf(result))), abandoned: false };
    mine.push(entry);
    queue.push(entry);
    sendNext(running);
  });
}

// The next pattern someone still waits for, to the worker, when it has none.
function sendNext(running: Worker): void {
  while (inFlight === undefined && queue.length > 0) {
    const next = queue.shift() as Asked;
    if (next.abandoned) continue;
    inFlight = next;
    running.postMessage({ id: next.id, pattern: next.pattern, params: { ...AUTOMATON, timeout: next.timeout }, fallback: { ...FUZZ, timeout: next.timeout } });
  }
}

async function started(): Promise<Worker> {
  if (worker !== undefined) return worker;
  const [{ Worker }, { existsSync }, { fileURLToPath }] = await Promise.all([import('node:worker_threads'), import('node:fs'), import('node:url')]);
  if (worker !== undefined) return worker;
  const place = WORKER_PLACES.map((path) => new URL(path, import.meta.url)).find((url) => existsSync(fileURLToPath(url))) ?? new URL(WORKER_PLACES[0] as string, import.meta.url);
  const made = new Worker(place, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
  made.on('message', ({ id, result }: { id: number; result: RecheckResult }) => {
    const done = inFlight;
    if (done?.id !== id) return;
    inFlight = undefined;
    done.settle(result);
    sendNext(made);
  });
  const fail = (why: string) => {
    if (worker === made) worker = undefined;
    const settled = [...(inFlight === undefined ? [] : [inFlight]), ...queue.splice(0)];
    inFlight = undefined;
    for (const entry of settled) entry.settle({ status: 'unknown', error: { kind: why } });
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
