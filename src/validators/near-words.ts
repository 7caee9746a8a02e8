import { distance } from 'fastest-levenshtein';

/** Words a misspelling is matched against, lower-cased once (a schema's keys or enum values, the same on every call). */
export interface Candidates {
  readonly words: readonly string[];
  readonly lowered: readonly string[];
}

/** {@link Candidates} of a list of words. */
export function candidatesOf(words: readonly string[]): Candidates {
  return { words, lowered: words.map((word) => word.toLowerCase()) };
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
  for (let at = 0; at < candidates.words.length; at++) {
    const candidate = candidates.words[at] as string;
    if (candidate === word) return undefined;
    const other = candidates.lowered[at] as string;
    // No edit script shorter than the difference in lengths: a candidate that far off is skipped unmeasured.
    if (Math.abs(other.length - lowered.length) > Math.min(budget, bestDistance)) continue;
    const d = other === lowered ? 0.5 : distance(lowered, other);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= budget ? `did you mean "${best}"?` : undefined;
}
