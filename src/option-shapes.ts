import { isObject } from './json.js';
import { didYouMean } from './suggest.js';

/** The keys of the vet's own options (`VetOptions`). */
export const VET_OPTION_KEYS = ['dialects', 'dialectOptIn', 'schemas', 'rules', 'profile', 'limits'] as const;
/** The keys `compileToolValidators` adds to them (`CompileOptions`). */
export const COMPILE_OPTION_KEYS = ['formats', 'useDefaults', 'regExp', 'maxFormatLength', 'dataLimits', 'maxIssues', 'engine'] as const;
/** The keys `vetPack` and `loadPack` add (`PackOptions`). */
export const PACK_OPTION_KEYS = ['readTool', 'optionsFor'] as const;
/** The keys `vetMcpToolList` adds (`McpToolListOptions`). */
export const MCP_LIST_OPTION_KEYS = ['endpoint', 'version', 'idPrefix'] as const;

/** Throws a `TypeError` for an `endpoint`, `version` or `idPrefix` option that is given and no string. */
export function checkConversionValues(options: Record<string, unknown>): void {
  for (const key of MCP_LIST_OPTION_KEYS) {
    const value = options[key];
    if (value !== undefined && typeof value !== 'string') throw new TypeError(`options.${key} must be a string, not ${describeValue(value)}.`);
  }
}

/**
 * Every key an options object may hold on its way to a vet: each entry point that vets passes its
 * own options on whole (so that one object is one cache key), so a vet meets theirs too.
 */
export const FORWARDED_KEYS: readonly string[] = [...VET_OPTION_KEYS, ...COMPILE_OPTION_KEYS, ...PACK_OPTION_KEYS, ...MCP_LIST_OPTION_KEYS];

/**
 * Throws a `TypeError` unless `options` is an object whose keys are all among `known` (with "did
 * you mean" for a misspelt one): a misspelt option would otherwise be ignored in silence, and the
 * default it leaves in place may be the weaker one (`regExp: 'linaer'`).
 */
export function checkOptionKeys(options: unknown, known: readonly string[], name = 'options', listed: readonly string[] = known, note = ''): asserts options is Record<string, unknown> {
  if (!isObject(options)) throw new TypeError(`${name} must be an object, not ${describeValue(options)}.`);
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const hint = didYouMean(key, known);
    throw new TypeError(`Unknown option "${key}" in ${name}${hint ? ` (${hint})` : ''}. Options: ${listed.join(', ')}.${note}`);
  }
}

// Why a vet takes, unchecked, keys it does not list: the entry points that own them check them.
const FORWARDED_NOTE = ' The vet also lets through, unread, the options of compileToolValidators, vetPack, loadPack and vetMcpToolList, which those check.';

/**
 * {@link checkOptionKeys} for the options a vet is given: its own, or those of an entry point that
 * passes its own on; an unknown key's message lists the vet's own.
 */
export function checkVetOptionKeys(options: unknown): asserts options is Record<string, unknown> {
  checkOptionKeys(options, FORWARDED_KEYS, 'options', VET_OPTION_KEYS, FORWARDED_NOTE);
}

/** Throws a `TypeError` unless `options[key]` is absent or one of `allowed`. */
export function checkChoice(options: Record<string, unknown>, key: string, allowed: readonly unknown[], name = 'options'): void {
  const value = options[key];
  if (value === undefined || allowed.includes(value)) return;
  const hint = typeof value === 'string' ? didYouMean(value, allowed.filter((choice): choice is string => typeof choice === 'string')) : undefined;
  throw new TypeError(`${name}.${key} must be ${allowed.map((choice) => JSON.stringify(choice)).join(', ')} or absent, not ${describeValue(value)}${hint ? ` (${hint})` : ''}.`);
}

/** Throws a `TypeError` unless `options[key]` is absent, a whole number of at least `least`, or (when allowed) `Infinity`. */
export function checkCount(options: Record<string, unknown>, key: string, least: number, name = 'options', infinite = true): void {
  const value = options[key];
  if (value === undefined) return;
  if (typeof value === 'number' && ((infinite && value === Infinity) || (Number.isInteger(value) && value >= least))) return;
  throw new TypeError(`${name}.${key} must be a whole number of at least ${least}${infinite ? ' (or Infinity)' : ''}, not ${describeValue(value)}.`);
}

/** How a message names a value of the wrong kind. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined) return 'undefined';
  try {
    if (Array.isArray(value)) return 'an array';
  } catch {
    return 'a revoked Proxy';
  }
  return value === null ? 'null' : typeof value === 'object' ? 'an object' : typeof value === 'function' ? 'a function' : String(value);
}
