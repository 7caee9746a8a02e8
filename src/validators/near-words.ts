import { distance } from 'fastest-levenshtein';

/** Words a misspelling is matched against, lower-cased once (a schema's keys or enum values, the same on every call). */
export interface Candidates {
  readonly words: readonly string[];
  readonly lowered: readonly string[];
  /** The letters of each lowered word, as bits ({@link lettersOf}). */
  readonly letters: readonly number[];
}

/** {@link Candidates} of a list of words. */
export function candidatesOf(words: readonly string[]): Candidates {
  const lowered = words.map((word) => word.toLowerCase());
  return { words, lowered, letters: lowered.map(lettersOf) };
}

// Which characters a word holds, folded into 31 bits. One edit adds or removes at most one character
// of each of two words' sets, so half the bits in which two words differ is a bound below their
// distance: a candidate farther than that from the word is skipped unmeasured.
function lettersOf(word: string): number {
  let bits = 0;
  for (let at = 0; at < word.length; at++) bits |= 1 << (word.charCodeAt(at) % 31);
  return bits;
}

function bitCount(bits: number): number {
  const pairs = bits - ((bits >>> 1) & 0x55555555);
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * `did you mean "x"?` for the candidate closest to a misspelt word, by the measure of
 * `closestMatch` in src/suggest.ts (two edits, or a third of the word's length, never more than
 * 3), or undefined when none is close or the word is itself a candidate.
 */
export function didYouMeanOf(word: string, candidates: Candidates): string | undefined {
  const budget = Math.min(3, Math.max(2, Math.floor(word.length / 3)));
  const lowered = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  let letters = -1;
  for (let at = 0; at < candidates.words.length; at++) {
    const candidate = candidates.words[at] as string;
    if (candidate === word) return undefined;
    const other = candidates.lowered[at] as string;
    const within = Math.min(budget, bestDistance);
    // No edit script shorter than the difference in lengths: a candidate that far off is skipped unmeasured.
    if (Math.abs(other.length - lowered.length) > within) continue;
    if (letters < 0) letters = lettersOf(lowered);
    if (bitCount(letters ^ (candidates.letters[at] as number)) > 2 * within) continue;
    const d = other === lowered ? 0.5 : distance(lowered, other);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= budget ? `did you mean "${best}"?` : undefined;
}
