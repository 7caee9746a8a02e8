import { checkChoice, checkCount, checkOptionKeys, COMPILE_OPTION_KEYS, describeValue, VET_OPTION_KEYS } from '../option-shapes.js';
import { DEFAULT_DATA_LIMITS } from './data-bounds.js';

/** The keys of `CompileOptions`: the vet's and its own. */
export const COMPILE_KEYS: readonly string[] = [...VET_OPTION_KEYS, ...COMPILE_OPTION_KEYS];
/** The keys of `configureValidatorCache`'s options. */
export const CACHE_OPTION_KEYS: readonly string[] = ['max'];
const DATA_LIMIT_KEYS = Object.keys(DEFAULT_DATA_LIMITS);

/**
 * Throws a `TypeError` for options `compileToolValidators` cannot honour as written: an unknown
 * key (with "did you mean"), or a value outside its choices. A misspelt value would otherwise
 * fall back in silence, and for `regExp` or `formats` the fallback is the weaker check. The vet's
 * own options are checked by the vet that comes first.
 */
export function checkCompileOptions(options: unknown): void {
  checkOptionKeys(options, COMPILE_KEYS);
  checkChoice(options, 'formats', ['assert', 'annotate']);
  checkChoice(options, 'useDefaults', [false, true, 'empty']);
  checkChoice(options, 'regExp', ['linear', 'native']);
  checkChoice(options, 'engine', ['auto', 'interpreted']);
  checkCount(options, 'maxFormatLength', 0);
  checkCount(options, 'maxIssues', 1);
  const { dataLimits } = options;
  if (dataLimits === undefined) return;
  checkOptionKeys(dataLimits, DATA_LIMIT_KEYS, 'options.dataLimits');
  for (const key of DATA_LIMIT_KEYS) checkCount(dataLimits, key, 1, 'options.dataLimits');
}

/** Throws a `TypeError` for options `configureValidatorCache` cannot read: an unknown key, or a `max` that is no number (its range is the cache's to check). */
export function checkCacheOptions(options: unknown): void {
  checkOptionKeys(options, CACHE_OPTION_KEYS);
  if (options.max !== undefined && typeof options.max !== 'number') throw new TypeError(`options.max must be a number of entries, not ${describeValue(options.max)}.`);
}
