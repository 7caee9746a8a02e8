import { DIALECTS } from './dialects/table.js';
import { isObject } from './json.js';
import { DEFAULT_LIMITS } from './limits.js';
import type { VetOptions } from './options.js';
import { checkVetOptionKeys, describeValue as describe } from './option-shapes.js';
import { didYouMean } from './suggest.js';

const LIMIT_NAMES = Object.keys(DEFAULT_LIMITS);
const DIALECT_IDS = DIALECTS.map((row) => row.id);

/**
 * Throws a `TypeError` for a `limits`, `dialects` or `schemas` option no vet can honour: an unknown
 * limit (with "did you mean"), a limit that is not a whole number of at least 1 (or `Infinity`),
 * an unknown dialect, a `schemas` that is not an object. A bad option is the caller's bug, never
 * the manifest's, so it is not an issue.
 */
export function checkOptionValues(options: VetOptions): void {
  checkVetOptionKeys(options);
  const { limits, dialects, schemas } = options;
  if (limits !== undefined) {
    if (!isObject(limits)) throw new TypeError(`options.limits must be an object such as { maxDepth: 64 }, not ${describe(limits)}.`);
    for (const [name, value] of Object.entries(limits)) {
      if (!LIMIT_NAMES.includes(name)) {
        const hint = didYouMean(name, LIMIT_NAMES) ?? sharedPrefix(name, LIMIT_NAMES);
        throw new TypeError(`Unknown limit "${name}" in options.limits${hint ? ` (${hint})` : ''}. Limits: ${LIMIT_NAMES.join(', ')}.`);
      }
      if (value === undefined) continue;
      if (typeof value !== 'number' || !(value === Infinity || (Number.isInteger(value) && value >= 1))) {
        throw new TypeError(`options.limits.${name} must be a whole number of at least 1 (or Infinity), not ${describe(value)}.`);
      }
    }
  }
  if (dialects !== undefined) checkDialectsOption(dialects);
  checkDialectOptIn(options);
  if (schemas !== undefined && !isObject(schemas)) {
    throw new TypeError(`options.schemas must be an object of documents by URI, such as { 'https://example.com/geo.json': geo }, not ${describe(schemas)}.`);
  }
}

// Every limit begins "max": a name that shares more than that with one limit alone (`maxDeep`) means it.
function sharedPrefix(name: string, candidates: readonly string[]): string | undefined {
  const prefix = (candidate: string) => {
    let length = 0;
    while (length < name.length && name[length]?.toLowerCase() === candidate[length]?.toLowerCase()) length++;
    return length;
  };
  const lengths = candidates.map(prefix);
  const best = Math.max(...lengths);
  const winners = candidates.filter((_, index) => lengths[index] === best);
  return best >= 5 && winners.length === 1 ? `did you mean "${winners[0]}"?` : undefined;
}

/** Throws a `TypeError` unless `options.dialectOptIn` is absent or a string: it is a phrase of the draft-04 message (5 had been written as "with 5"). */
export function checkDialectOptIn(options: { readonly dialectOptIn?: unknown }): void {
  const { dialectOptIn } = options;
  if (dialectOptIn !== undefined && typeof dialectOptIn !== 'string') throw new TypeError(`options.dialectOptIn must be a string, such as '--allow-dialect draft-04', not ${describe(dialectOptIn)}.`);
}

/** Throws a `TypeError` unless `dialects` is an array of known dialect ids (`['draft-04']`), with "did you mean". */
export function checkDialectsOption(dialects: unknown): void {
  if (!Array.isArray(dialects)) throw new TypeError(`options.dialects must be an array such as ['draft-04'], not ${describe(dialects)}.`);
  for (const dialect of dialects as readonly unknown[]) {
    if (typeof dialect === 'string' && (DIALECT_IDS as readonly string[]).includes(dialect)) continue;
    const hint = typeof dialect === 'string' ? didYouMean(dialect, DIALECT_IDS) : undefined;
    throw new TypeError(`Unknown dialect ${describe(dialect)} in options.dialects${hint ? ` (${hint})` : ''}. Dialects: ${DIALECT_IDS.join(', ')}.`);
  }
}
