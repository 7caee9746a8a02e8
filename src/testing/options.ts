import { describeValue } from '../option-shapes.js';
import { optionSnapshot } from '../option-snapshot.js';
import { didYouMean } from '../suggest.js';
import type { CompileOptions } from '../validators/options.js';

/**
 * Options of {@link toolInputArbitrary}, {@link toolOutputArbitrary} and {@link sampleToolInput}.
 * This file imports nothing from fast-check, so `kindgi-tool-manifest/vitest` can name these
 * types for a consumer who has not installed it.
 *
 * @example
 * ```ts
 * toolInputArbitrary(manifest, { maxDepth: 2, maxItems: 3, maxStringLength: 12, optional: 'always' });
 * ```
 */
export interface ToolArbitraryOptions {
  /** How deep generated objects and arrays nest (3 by default); deeper, only what the schema requires is generated. */
  readonly maxDepth?: number;
  /** The most items an array gets beyond its `minItems` (5 by default); `maxItems` in the schema still holds. */
  readonly maxItems?: number;
  /** The shortest generated string when the schema allows it (0 by default). */
  readonly minStringLength?: number;
  /** The longest generated string beyond the schema's `minLength` (20 by default); `maxLength` in the schema still holds. */
  readonly maxStringLength?: number;
  /**
   * The most one generated value may hold, counting one per JSON value and one per string character,
   * nested values included (100,000 by default): what a sample costs in time and memory grows with it.
   * Fewer items and characters are generated where the schema allows, and parts a value must hold
   * (its required properties, the items `minItems` asks for) share it: each gets its least and an even
   * part of the rest. A schema whose smallest valid value holds more is a {@link SchemaTooCostlyError}.
   */
  readonly maxSize?: number;
  /** Optional properties: present in some values (`'sometimes'`, the default), in all, or in none. */
  readonly optional?: 'sometimes' | 'always' | 'never';
  /** How many candidates a filter draws before it gives up with an {@link UnsatisfiableSchemaError} (100 by default). */
  readonly maxTries?: number;
  /** Passed to {@link compileToolValidators}, whose validator checks every generated value last. */
  readonly compile?: CompileOptions;
}

/** The options with every default applied. */
export interface ResolvedArbitraryOptions {
  readonly maxDepth: number;
  readonly maxItems: number;
  readonly minStringLength: number;
  readonly maxStringLength: number;
  readonly maxSize: number;
  readonly optional: 'sometimes' | 'always' | 'never';
  readonly maxTries: number;
  readonly compile: CompileOptions;
}

const DEFAULTS: ResolvedArbitraryOptions = { maxDepth: 3, maxItems: 5, minStringLength: 0, maxStringLength: 20, maxSize: 100_000, optional: 'sometimes', maxTries: 100, compile: {} };
const COUNTS = ['maxDepth', 'maxItems', 'minStringLength', 'maxStringLength', 'maxSize', 'maxTries'] as const;
const POSITIVE = new Set<string>(['maxSize', 'maxTries']);
/** The keys of {@link ToolArbitraryOptions}. */
export const GENERATOR_KEYS: readonly string[] = [...COUNTS, 'optional', 'compile'];
const KNOWN = new Set<string>(GENERATOR_KEYS);

/** Checks the options (a TypeError names what is wrong) and fills in the defaults. */
export function resolveArbitraryOptions(given: ToolArbitraryOptions = {}, extraKeys: readonly string[] = []): ResolvedArbitraryOptions {
  if (given === null || typeof given !== 'object') throw new TypeError(`The generator options must be an object, not ${describeValue(given)}.`);
  const keys = extraKeys.length === 0 ? GENERATOR_KEYS : [...GENERATOR_KEYS, ...extraKeys];
  const options = optionSnapshot(given, keys);
  for (const key of Object.keys(options)) {
    if (KNOWN.has(key) || extraKeys.includes(key)) continue;
    const hint = didYouMean(key, keys);
    throw new TypeError(`Unknown generator option "${key}"${hint ? ` (${hint})` : ''}; the options are ${keys.join(', ')}.`);
  }
  for (const key of COUNTS) {
    const value = options[key];
    if (value !== undefined && (!Number.isInteger(value) || value < (POSITIVE.has(key) ? 1 : 0))) {
      throw new TypeError(`The generator option ${key} must be a whole number${POSITIVE.has(key) ? ' above 0' : ', 0 or more'}, not ${String(value)}.`);
    }
  }
  if (options.optional !== undefined && !['sometimes', 'always', 'never'].includes(options.optional)) {
    throw new TypeError(`The generator option optional must be 'sometimes', 'always' or 'never', not ${JSON.stringify(options.optional)}.`);
  }
  return { ...DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([key, value]) => value !== undefined && KNOWN.has(key))) } as ResolvedArbitraryOptions;
}
