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
  /** Each lowercased word's {@link letterMask}, at the same index. */
  readonly masks: Int32Array;
  /** Each lowercased word's length, at the same index: the first bound looked at, read without touching the word. */
  readonly lengths: Int32Array;

  constructor(words: Iterable<string>) {
    this.words = [...words];
    this.lowered = this.words.map((word) => word.toLowerCase());
    this.masks = Int32Array.from(this.lowered, letterMask);
    this.lengths = Int32Array.from(this.lowered, (word) => word.length);
  }
}

// A hint costs a distance per candidate that the cheap bounds let through, and a distance grows with
// the words' lengths: 900 missing 500-character names among 900 near-identical ones took 9 s of one
// vet. Past this length a word gets no hint (nobody misspells a name that long by two letters), and
// one search measures at most MAX_MEASURED candidates, the first that pass the bounds.
const MAX_HINT_LENGTH = 64;
const MAX_MEASURED = 64;

/** Two edits, or a third of the word's length for longer words, never more than 3. */
function budgetFor(word: string): number {
  return Math.min(3, Math.max(2, Math.floor(word.length / 3)));
}

/**
 * Which characters a word holds, one bit per character code modulo 32 (so `a`–`z` have a bit
 * each). Characters that share a bit only weaken {@link beyond}, never falsify it.
 */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A lower bound on the edit distance of two words, cheap enough to spare most measurements:
 * no edit can match a character that the other word lacks, so each such character needs an
 * edit of its own, and the longer word's extra length needs one edit a character. Whether it puts
 * them more than `limit` apart, the cheapest part (the lengths) looked at first.
 */
function beyond(word: string, wordMask: number, candidate: string, candidateMask: number, limit: number): boolean {
  return lengthsApart(word, candidate, limit) || lettersApart(wordMask, candidateMask, limit);
}

// The two parts of {@link beyond}, so that a caller can make a candidate's mask only once its length passes.
function lengthsApart(word: string, candidate: string, limit: number): boolean {
  const longer = word.length > candidate.length ? word.length - candidate.length : candidate.length - word.length;
  return longer > limit;
}

function lettersApart(wordMask: number, candidateMask: number, limit: number): boolean {
  return bitCount(wordMask & ~candidateMask) > limit || bitCount(candidateMask & ~wordMask) > limit;
}

/**
 * The candidate closest to a misspelt word, when it is close enough to be what was meant:
 * two edits away, or a third of the word's length for longer words, never more than 3.
 */
export function closestMatch(word: string, candidates: Iterable<string> | CandidateWords): string | undefined {
  return candidates instanceof CandidateWords ? closestPrepared(word, candidates) : closestIn(word, [...candidates], undefined);
}

/**
 * {@link closestMatch} over the words `skip` does not exclude, each lowercased as it is looked at:
 * for candidates looked through once (the keys of a value), no {@link CandidateWords} is built.
 */
export function closestMatchAmong(word: string, words: readonly string[], skip: (candidate: string) => boolean): string | undefined {
  return closestIn(word, words, skip);
}

// Distances are whole numbers or 0.5, bounds whole: a bound above bestDistance - 0.5 means a distance
// no smaller than the best so far, which loses the tie. Never below 0, so a candidate equal to the
// word passes every bound and is seen. The two loops below are one search, over prepared candidates
// (read from typed arrays: no string is touched until its bounds pass) and over plain words.

function closestPrepared(word: string, prepared: CandidateWords): string | undefined {
  if (word.length > MAX_HINT_LENGTH) return undefined;
  const budget = budgetFor(word);
  const lowered = lowerCase(word);
  const length = lowered.length;
  const mask = letterMask(lowered);
  const { lengths, masks } = prepared;
  let best = -1;
  let bestDistance = Infinity;
  let limit = budget;
  let measured = 0;
  for (let index = 0; index < lengths.length && measured < MAX_MEASURED; index++) {
    const longer = (lengths[index] as number) - length;
    if (longer > limit || -longer > limit || lettersApart(mask, masks[index] as number, limit)) continue;
    if (prepared.words[index] === word) return undefined;
    measured++;
    const form = prepared.lowered[index] as string;
    const d = form === lowered ? 0.5 : distance(lowered, form);
    if (d < bestDistance) {
      best = index;
      bestDistance = d;
      limit = Math.min(budget, d - 0.5);
    }
  }
  return bestDistance <= budget ? prepared.words[best] : undefined;
}

function closestIn(word: string, words: readonly string[], skip: ((candidate: string) => boolean) | undefined): string | undefined {
  if (word.length > MAX_HINT_LENGTH) return undefined;
  const budget = budgetFor(word);
  const lowered = lowerCase(word);
  const mask = letterMask(lowered);
  let best: string | undefined;
  let bestDistance = Infinity;
  let limit = budget;
  let measured = 0;
  for (let index = 0; index < words.length && measured < MAX_MEASURED; index++) {
    const candidate = words[index] as string;
    if (skip !== undefined && skip(candidate)) continue;
    const form = lowerCase(candidate);
    if (lengthsApart(lowered, form, limit) || lettersApart(mask, letterMask(form), limit)) continue;
    if (candidate === word) return undefined;
    measured++;
    const d = form === lowered ? 0.5 : distance(lowered, form);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      limit = Math.min(budget, d - 0.5);
    }
  }
  return bestDistance <= budget ? best : undefined;
}

/** `word.toLowerCase()`, without the call for a word with no uppercase letter and nothing past ASCII. */
function lowerCase(word: string): string {
  for (let at = 0; at < word.length; at++) {
    const code = word.charCodeAt(at);
    if ((code >= 65 && code <= 90) || code > 127) return word.toLowerCase();
  }
  return word;
}

/** A `did you mean "x"?` hint, or undefined when nothing is close. */
export function didYouMean(word: string, candidates: Iterable<string> | CandidateWords): string | undefined {
  const match = closestMatch(word, candidates);
  return match === undefined ? undefined : `did you mean "${match}"?`;
}

/** Lists values for a message: `"a", "b" or "c"`. */
export function listValues(values: readonly unknown[], conjunction = 'or'): string {
  return listWords(values.map((value) => JSON.stringify(value)), conjunction);
}

/** `a`, `a or b`, `a, b or c` (or with `and`: several that all hold). */
export function listWords(words: readonly string[], conjunction = 'or'): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1] as string}`;
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
  if (word.length > MAX_HINT_LENGTH) return [];
  const budget = budgetFor(word);
  const lowered = word.toLowerCase();
  const { words, lowered: forms, masks } = candidates instanceof CandidateWords ? candidates : new CandidateWords(candidates);
  const mask = letterMask(lowered);
  const close: string[] = [];
  let measured = 0;
  for (let index = 0; index < words.length && measured < MAX_MEASURED; index++) {
    const candidate = words[index] as string;
    if (candidate === word) return [];
    const form = forms[index] as string;
    if (beyond(lowered, mask, form, masks[index] as number, budget)) continue;
    measured++;
    if ((form === lowered ? 0.5 : distance(lowered, form)) <= budget) close.push(candidate);
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
