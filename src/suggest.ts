import { requireLazily } from './runtime/lazy-require.js';

type Distance = (a: string, b: string) => number;
let levenshtein: Distance | undefined;
// Loaded on the first misspelling: fastest-levenshtein allocates a 256 KB table as it loads.
const distance: Distance = (a, b) => (levenshtein ??= (requireLazily('fastest-levenshtein') as { distance: Distance }).distance)(a, b);

/**
 * The candidate closest to a misspelt word, when it is close enough to be what was meant:
 * two edits away, or a third of the word's length for longer words, never more than 3.
 */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const budget = Math.min(3, Math.max(2, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  const lowered = word.toLowerCase();
  for (const candidate of candidates) {
    if (candidate === word) return undefined;
    const d = candidate.toLowerCase() === lowered ? 0.5 : distance(lowered, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= budget ? best : undefined;
}

/** A `did you mean "x"?` hint, or undefined when nothing is close. */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const match = closestMatch(word, candidates);
  return match === undefined ? undefined : `did you mean "${match}"?`;
}

/** Lists values for a message: `"a", "b" or "c"`. */
export function listValues(values: readonly unknown[], conjunction = 'or'): string {
  const quoted = values.map((value) => JSON.stringify(value));
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1]}`;
}

/** Prefixes a word with `a` or `an`. */
export function withArticle(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

/** Names a JSON value's kind for a message: `a string`, `null`, `an array`, `an integer`. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return withArticle(typeof value);
}

/**
 * Every candidate close enough to a misspelt word to be what was meant (the same measure as
 * {@link closestMatch}); a fix is certain only when there is exactly one.
 *
 * @example
 * ```ts
 * closeMatches('mutatin', ['mutating', 'metadata']); // ['mutating']
 * ```
 */
export function closeMatches(word: string, candidates: Iterable<string>): string[] {
  const budget = Math.min(3, Math.max(2, Math.floor(word.length / 3)));
  const lowered = word.toLowerCase();
  const close: string[] = [];
  for (const candidate of candidates) {
    if (candidate === word) return [];
    const d = candidate.toLowerCase() === lowered ? 0.5 : distance(lowered, candidate.toLowerCase());
    if (d <= budget) close.push(candidate);
  }
  return close;
}
