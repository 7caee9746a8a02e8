import type { Issue } from '../issue.js';
import type { ToolArbitraryOptions } from './options.js';

/**
 * A tool's handler: takes the input, gives the output, at once or as a promise.
 *
 * @example
 * ```ts
 * const handler: ToolHandler = async ({ city }) => ({ temperature: await forecast(city) });
 * ```
 */
export type ToolHandler = (input: any) => unknown;

/**
 * Options of {@link checkToolContract} and `toHonourToolContract`: the generator's options and
 * how to run. Nothing here names fast-check, so the vitest matchers' types need no fast-check.
 *
 * @example
 * ```ts
 * await checkToolContract(manifest, handler, { runs: 200, seed: 42, timeoutMs: 500, maxDepth: 2 });
 * ```
 */
export interface ToolContractOptions extends ToolArbitraryOptions {
  /** How many generated inputs the handler runs on (100 by default). */
  readonly runs?: number;
  /** The seed of the inputs: the same seed runs the same inputs (a fixed 42 by default, so runs repeat). */
  readonly seed?: number;
  /** How long one call may take, in milliseconds (1,000 by default); a call past it is a failure. */
  readonly timeoutMs?: number;
}

/**
 * One input the handler got wrong: what it answered (or how it failed) and what is wrong with that.
 *
 * @example
 * ```ts
 * // { input: { city: '', units: 'f' }, output: { temperature: '68' }, shrunk: true,
 * //   issues: [{ code: 'call/wrong-type', pointer: '/temperature', message: '"temperature" must be a number, not a string.', … }] }
 * ```
 */
export interface ContractFailure {
  readonly input: unknown;
  /** What the handler answered, when it answered: on the shrunk counterexample and the first failure only. */
  readonly output?: unknown;
  /** On the failures after those two, in place of `output`: it as JSON, cut at 200 characters. */
  readonly outputPreview?: string;
  /**
   * How it failed instead: threw, rejected, or gave no answer within `timeoutMs`. `message` is
   * what it threw, in words and cut at 2,000 characters (`TypeError: no`, `null`, `the string "nope"`);
   * `thrown`, the value itself, is kept on the shrunk counterexample and the first failure only.
   */
  readonly error?: { readonly kind: 'threw' | 'rejected' | 'timeout'; readonly message: string; readonly thrown?: unknown };
  /** The output's problems, with pointers into it (none when the handler failed). */
  readonly issues: readonly Issue[];
  /** True for fast-check's shrunk counterexample: the smallest failing input it found. */
  readonly shrunk: boolean;
}

/**
 * What a contract check found.
 *
 * @example
 * ```ts
 * const { runs, failed, failures } = await checkToolContract(manifest, handler);
 * if (failed > 0) console.log(`${failed} of ${runs} failed; smallest:`, failures[0].input);
 * ```
 */
export interface ContractReport {
  /** How many generated inputs the handler ran on (shrinking not counted). */
  readonly runs: number;
  /** How many of them failed. */
  readonly failed: number;
  readonly seed: number;
  /**
   * The failing inputs: the shrunk counterexample first, then those among the runs (at most 10).
   * Only the counterexample and the first failure keep the output (and thrown value) whole; the
   * rest keep an `outputPreview`, so a report holds two of the handler's answers at most.
   */
  readonly failures: readonly ContractFailure[];
}
