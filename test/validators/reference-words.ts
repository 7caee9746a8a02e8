import { distance } from 'fastest-levenshtein';
import type { CandidateWords } from '../../src/suggest.js';

// The words of call issues as they were spelt before they were made fast: what the fast versions
// must still say, character for character.

/** `subjectOf` as first written (src/validators/data-words.ts). */
export function subjectReference(pointer: string, field: 'input' | 'output'): string {
  if (pointer === '') return `The ${field}`;
  let path = '';
  let quoted = false;
  const length = pointer.length;
  let start = 1;
  while (start <= length) {
    // One look at each character says what the token is: an index, an identifier, or neither.
    let end = start;
    let index = true;
    let identifier = true;
    let escaped = false;
    for (; end < length; end++) {
      const code = pointer.charCodeAt(end);
      if (code === 47) break;
      const digit = code >= 48 && code <= 57;
      if (!digit) index = false;
      if (identifier && !((code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36 || (end > start && (digit || code === 45)))) identifier = false;
      if (code === 126) escaped = true;
    }
    if (end === start || (end > start + 1 && pointer.charCodeAt(start) === 48)) index = false;
    if (end === start) identifier = false;
    if (index) path += `[${pointer.slice(start, end)}]`;
    else if (identifier) path += path === '' ? pointer.slice(start, end) : `.${pointer.slice(start, end)}`;
    else {
      const raw = pointer.slice(start, end);
      path += `[${JSON.stringify(escaped ? raw.replace(/~1/g, '/').replace(/~0/g, '~') : raw)}]`;
      quoted = true;
    }
    start = end + 1;
  }
  const named = path.charCodeAt(0) === 91 ? field + path : path;
  return quoted ? named : `"${named}"`;
}

/** Call issues' did-you-mean as first written (src/validators/near-words.ts, now folded into src/suggest.ts), without the bound by letters. */
export function didYouMeanReference(word: string, candidates: CandidateWords): string | undefined {
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
