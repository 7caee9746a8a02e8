import { single, type Proposals, type ProposedFix } from '../proposal.js';
import { closeMatches, didYouMean } from '../suggest.js';
import type { AllowedWords } from './schema-words.js';

/**
 * A misspelt field is renamed when exactly one known field is close (`close`, from
 * `closeMatches`) and the object does not already have it; anything less certain stays a hint.
 */
export function renameFix(pointer: string, property: string, close: readonly string[], object: unknown): ProposedFix | undefined {
  const target = close[0];
  if (close.length !== 1 || target === undefined) return undefined;
  if (object !== null && typeof object === 'object' && Object.hasOwn(object, target)) return undefined;
  return single(`Rename "${property}" to "${target}".`, { kind: 'rename', pointer, key: target });
}

/** The `did you mean` hint for a string that is none of an enum's values. */
export function enumHint(value: unknown, allowed: AllowedWords): string | undefined {
  return typeof value === 'string' ? didYouMean(value, allowed.all) : undefined;
}

const NONE: Proposals = {};

/**
 * An enum value that differs from exactly one allowed value only in case is fixed to it
 * (`"get"` → `"GET"`); a near miss of another kind is a suggestion.
 *
 * @example
 * ```ts
 * enumProposals('/spec/method', 'get', allowedWords(['GET', 'POST'])); // { fix: { description: 'Write "GET".', … } }
 * ```
 */
export function enumProposals(pointer: string, value: unknown, allowed: AllowedWords): Proposals {
  if (typeof value !== 'string') return NONE;
  const write = (to: string) => single(`Write "${to}".`, { kind: 'replace', pointer, value: to });
  const { words, lowered } = allowed.strings;
  const loweredValue = value.toLowerCase();
  let sameLetters: string | undefined;
  let count = 0;
  for (let i = 0; i < words.length; i++) {
    if (lowered[i] !== loweredValue) continue;
    sameLetters = words[i];
    count++;
  }
  if (count === 1 && sameLetters !== undefined) return { fix: write(sameLetters) };
  const close = closeMatches(value, allowed.strings);
  return close.length === 0 ? NONE : { suggestions: close.map(write) };
}
