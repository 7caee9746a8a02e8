import fc from 'fast-check';
import { compileToolValidators } from '../validators/compile.js';
import { canonicalJson } from '../validators/cache.js';
import { toolArbitrary } from './arbitrary.js';
import type { ContractFailure, ContractReport, ToolContractOptions, ToolHandler } from './contract-options.js';
import { boundedJson } from './bounded-json.js';
import { GENERATOR_KEYS, resolveArbitraryOptions } from './options.js';
import { describeValue } from '../option-shapes.js';
import { optionSnapshot } from '../option-snapshot.js';
import { thrownWords } from './thrown-words.js';

const MAX_LISTED = 10;
const MAX_PREVIEW = 200;
const MAX_SHRINK_CALLS = 500;
const CONTRACT_KEYS = ['runs', 'seed', 'timeoutMs'];
// One list for every call: a snapshot is kept and handed out again per object and list of keys.
const CONTRACT_OPTION_KEYS: readonly string[] = [...GENERATOR_KEYS, ...CONTRACT_KEYS];
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Runs a tool's handler (sync or async) on generated valid inputs and checks every result with
 * the tool's output validator. A handler that throws, rejects or answers after `timeoutMs` fails
 * on that input; nothing it does ends the check. When some input fails, fast-check shrinks it:
 * the smallest failing input it finds comes first in `failures`. A handler that never returns
 * control (a synchronous endless loop) cannot be stopped: keep handlers asynchronous.
 *
 * @example
 * ```ts
 * import { checkToolContract } from 'kindgi-tool-manifest/testing';
 * const report = await checkToolContract(manifest, async ({ city }) => ({ temperature: await forecast(city) }), { runs: 50 });
 * if (report.failures.length > 0) console.log(report.failures[0].input, report.failures[0].issues);
 * ```
 */
export async function checkToolContract(manifest: unknown, handler: ToolHandler, given: ToolContractOptions = {}): Promise<ContractReport> {
  if (typeof handler !== 'function') throw new TypeError(`checkToolContract needs the handler function, not ${handler === null ? 'null' : typeof handler}.`);
  if (given === null || typeof given !== 'object') throw new TypeError(`The contract options must be an object, not ${describeValue(given)}.`);
  const options = optionSnapshot(given, CONTRACT_OPTION_KEYS);
  const { runs = 100, seed = 42, timeoutMs = 1_000, ...generator } = options;
  if (!Number.isInteger(runs) || runs < 1) throw new TypeError(`The contract option runs must be a whole number above 0, not ${String(runs)}.`);
  // setTimeout turns a delay past 2^31 - 1 ms into 1 ms: every call would time out at once.
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS) {
    throw new TypeError(`The contract option timeoutMs must be a whole number above 0 and at most ${MAX_TIMEOUT_MS} (2^31 - 1 ms, the longest timer), not ${String(timeoutMs)}.`);
  }
  if (!Number.isInteger(seed)) throw new TypeError(`The contract option seed must be a whole number, not ${String(seed)}.`);
  const resolved = resolveArbitraryOptions(generator, CONTRACT_KEYS);
  const inputs = toolArbitrary('input', manifest, resolved);
  const output = compileToolValidators(manifest, resolved.compile).output;
  const attempt = (input: unknown): Promise<ContractFailure | undefined> => runOnce(handler, input, timeoutMs, output);

  const found: ContractFailure[] = [];
  let failed = 0;
  // Each input made when it runs, as the shrinking pass below makes them: a hundred inputs of 99,000 strings made at once held 230 MB.
  const counting = fc.asyncProperty(inputs, async (input) => {
    const failure = await attempt(input);
    if (failure === undefined) return true;
    failed++;
    // Only the first failure keeps what the handler gave whole: twenty outputs of 300,000 keys each ran a 256 MB heap out.
    if (found.length < MAX_LISTED) found.push(found.length === 0 ? failure : previewed(failure));
    return true;
  });
  const counted = await fc.check(counting, { seed, numRuns: runs });
  if (counted.errorInstance !== null) throw counted.errorInstance;
  if (found.length === 0) return { runs, failed, seed, failures: [] };
  // Shrinking a timeout would wait timeoutMs for every smaller candidate.
  const smallest = found[0]?.error?.kind === 'timeout' ? (found[0] as ContractFailure) : await shrink(inputs, attempt, found[0] as ContractFailure, seed, runs);
  const rest = found.filter((failure) => canonicalJson(failure.input) !== canonicalJson(smallest.input));
  return { runs, failed, seed, failures: [smallest, ...rest] };
}

// fast-check runs the same inputs again from the seed, stops at the first failure and shrinks it; the last failure it saw is the smallest.
async function shrink(
  inputs: fc.Arbitrary<unknown>,
  attempt: (input: unknown) => Promise<ContractFailure | undefined>,
  first: ContractFailure,
  seed: number,
  runs: number,
): Promise<ContractFailure> {
  let last: ContractFailure | undefined;
  let calls = 0;
  const details = await fc.check(
    fc.asyncProperty(inputs, async (input) => {
      // Past the budget every candidate counts as passing, so shrinking stops at the smallest failure found so far.
      if (++calls > runs + MAX_SHRINK_CALLS) return true;
      const failure = await attempt(input);
      if (failure !== undefined) last = failure;
      return failure === undefined;
    }),
    { seed, numRuns: runs },
  );
  // A handler that fails only now and then may pass every input the second time: the first failure stands.
  const counterexample = details.counterexample?.[0];
  if (last === undefined || counterexample === undefined || canonicalJson(counterexample) !== canonicalJson(last.input)) return { ...first, shrunk: false };
  return { ...last, shrunk: true };
}

async function runOnce(handler: ToolHandler, input: unknown, timeoutMs: number, validate: (value: unknown) => { valid: boolean; issues: ContractFailure['issues'] }): Promise<ContractFailure | undefined> {
  let answer: unknown;
  let thenable: boolean;
  try {
    // The handler gets a copy: one that changes its input must not change the input reported.
    answer = handler(structuredClone(input));
    thenable = isThenable(answer); // reads `then`, which a hostile answer's getter may throw from
  } catch (thrown) {
    return { input, error: { kind: 'threw', message: thrownWords(thrown), thrown }, issues: [], shrunk: false };
  }
  if (thenable) {
    const settled = await settle(answer as PromiseLike<unknown>, timeoutMs);
    if (settled.kind !== 'value') {
      const message = settled.kind === 'timeout' ? `no answer within ${timeoutMs} ms` : thrownWords(settled.thrown);
      return { input, error: { kind: settled.kind, message, ...(settled.kind === 'rejected' ? { thrown: settled.thrown } : {}) }, issues: [], shrunk: false };
    }
    answer = settled.value;
  }
  const result = validate(answer);
  return result.valid ? undefined : { input, output: answer, issues: result.issues, shrunk: false };
}

type Settled = { kind: 'value'; value: unknown } | { kind: 'rejected'; thrown: unknown } | { kind: 'timeout' };

function settle(answer: PromiseLike<unknown>, timeoutMs: number): Promise<Settled> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
    Promise.resolve(answer).then(
      (value) => {
        clearTimeout(timer);
        resolve({ kind: 'value', value });
      },
      (thrown: unknown) => {
        clearTimeout(timer);
        resolve({ kind: 'rejected', thrown });
      },
    );
  });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as { then?: unknown }).then === 'function';
}

// A failure after the first, as the report keeps it: the output as a preview, the thrown value's words without the value.
function previewed(failure: ContractFailure): ContractFailure {
  const { output, error, ...kept } = failure;
  return {
    ...kept,
    ...('output' in failure ? { outputPreview: boundedJson(output, MAX_PREVIEW) } : {}),
    ...(error === undefined ? {} : { error: { kind: error.kind, message: error.message } }),
  };
}
