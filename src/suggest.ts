import { requireLazily } from './runtime/lazy-require.js';

type Distance = (a: string, b: string) => number;
let levenshtein: Distance | undefined;
// Loaded on the first misspelling: fastest-levenshtein allocates a 256 KB table as it loads.
const distance: Distance = (a, b) => (levenshtein ??= (requireLazily('fastest-levenshtein') as { distance: Distance }).distance)(a, b);

/**
 * Candidate words made ready once for many near-miss look-ups (the fields of a bundled schema,
 * say): each word with its lowercase form, so that no look-up lowercases them again.
 *
 * @example
 * ```ts
 * const fields = new CandidateWords(['mutating', 'metadata']);
 * closestMatch('mutatin', fields); // 'mutating'
 * ```
 */
export class CandidateWords {
  /** The words, in the order given (ties go to the first). */
  readonly words: readonly string[];
  /** Each word lowercased, at the same index. */
  readonly lowered: readonly string[];

  constructor(words: Iterable<string>) {
    this.words = [...words];
    this.lowered = this.words.map((word) => word.toLowerCase());
  }
}

/** Two edits, or a third of the word's length for longer words, never more than 3. */
function budgetFor(word: string): number {
  return Math.min(3, Math.max(2, Math.floor(word.length / 3)));
}

/**
 * The distance between two lowercased words (0.5 for words that differ only in case), or
 * Infinity without measuring when their lengths alone differ by more than `limit`: an edit
 * distance is never less than the difference of the lengths.
 */
function gap(word: string, candidate: string, limit: number): number {
  const longer = word.length - candidate.length;
  if (longer > limit || -longer > limit) return Infinity;
  return candidate === word ? 0.5 : distance(word, candidate);
}

/**
 * The candidate closest to a misspelt word, when it is close enough to be what was meant:
 * two edits away, or a third of the word's length for longer words, never more than 3.
 */
export function closestMatch(word: string, candidates: Iterable<string> | CandidateWords): string | undefined {
  const budget = budgetFor(word);
  const lowered = word.toLowerCase();
  const words = candidates instanceof CandidateWords ? candidates.words : candidates;
  const forms = candidates instanceof CandidateWords ? candidates.lowered : undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  let index = 0;
  for (const candidate of words) {
    if (candidate === word) return undefined;
    // Distances are whole numbers or 0.5, lengths whole: a length difference above
    // bestDistance - 0.5 means a distance no smaller than the best so far, which loses the tie.
    const d = gap(lowered, forms?.[index] ?? candidate.toLowerCase(), Math.min(budget, bestDistance - 0.5));
    index++;
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= budget ? best : undefined;
}

/** A `did you mean "x"?` hint, or undefined when nothing is close. */
export function didYouMean(word: string, candidates: Iterable<string> | CandidateWords): string | undefined {
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
export function closeMatches(word: string, candidates: Iterable<string> | CandidateWords): string[] {
  const budget = budgetFor(word);
  const lowered = word.toLowerCase();
  const words = candidates instanceof CandidateWords ? candidates.words : candidates;
  const forms = candidates instanceof CandidateWords ? candidates.lowered : undefined;
  const close: string[] = [];
  let index = 0;
  for (const candidate of words) {
    if (candidate === word) return [];
    if (gap(lowered, forms?.[index] ?? candidate.toLowerCase(), budget) <= budget) close.push(candidate);
    index++;
  }
  return close;
}

/**
 * What {@link closestMatch} would answer over all the candidates, from the ones
 * {@link closeMatches} kept (the closest, if close enough, is among them, in the same order).
 */
export function closestOfClose(word: string, close: readonly string[]): string | undefined {
  return close.length <= 1 ? close[0] : closestMatch(word, close);
}
