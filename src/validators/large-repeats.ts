import { parsedOrNone } from './linear-pattern.js';
import { asAtom, rewriteRepeats } from './rewrite-repeats.js';

/** re2's largest repeat count. */
const RE2_MAX_REPEAT = 1000;

/**
 * The same pattern with every repeat count over re2's limit of 1,000 split into repeats it takes,
 * matching exactly the same strings, each in only one way: the required copies as exact repeats,
 * then the optional ones nested, `(?:x{1000}…|x{0,999})`. So `x{1,2000}` becomes
 * `x{1}(?:x{1000}x{0,999}|x{0,999})`, `x{1500,}` becomes `x{1000}x{500,}`. A split into
 * `x{1,1000}x{0,1000}` would match the same strings, but a match could cross from one part to the
 * other after any count, and the linear-time engine follows every crossing at once: a
 * 2,000-character string took it 300 ms. A pattern that does not parse is returned as it is;
 * `parsed` is the pattern parsed, passed by a caller that has it already.
 *
 * @example
 * ```ts
 * splitLargeRepeats('^[a-z]{1,2000}$'); // → '^[a-z]{1}(?:[a-z]{1000}[a-z]{0,999}|[a-z]{0,999})$'
 * ```
 */
export function splitLargeRepeats(pattern: string, parsed = parsedOrNone(pattern)): string {
  if (parsed === undefined) return pattern;
  return rewriteRepeats(parsed, pattern, (repeat, body) =>
    repeat.min > RE2_MAX_REPEAT || (Number.isFinite(repeat.max) && repeat.max > RE2_MAX_REPEAT) ? splitRepeat(asAtom(repeat, body), repeat.min, repeat.max, repeat.greedy ? '' : '?') : undefined,
  );
}

// `atom{min,max}` (`max` past re2's limit, or `min`) as repeats re2 takes, with one way to match each string.
function splitRepeat(atom: string, min: number, max: number, lazy: string): string {
  let text = '';
  let required = min;
  for (; required > RE2_MAX_REPEAT; required -= RE2_MAX_REPEAT) text += `${atom}{${RE2_MAX_REPEAT}}`;
  if (!Number.isFinite(max)) return `${text}${atom}{${required},}${lazy}`;
  const optional = max - min;
  if (required + optional <= RE2_MAX_REPEAT) return text + (optional === 0 ? `${atom}{${required}}` : `${atom}{${required},${required + optional}}${lazy}`);
  if (required > 0) text += `${atom}{${required}}`;
  return text + optionalCopies(atom, optional, lazy);
}

// Up to `count` copies of `atom`: fewer than 1,000, or 1,000 and then up to `count` − 1,000 more (the two share no length).
function optionalCopies(atom: string, count: number, lazy: string): string {
  if (count <= RE2_MAX_REPEAT) return `${atom}{0,${count}}${lazy}`;
  return `(?:${atom}{${RE2_MAX_REPEAT}}${optionalCopies(atom, count - RE2_MAX_REPEAT, lazy)}|${atom}{0,${RE2_MAX_REPEAT - 1}}${lazy})`;
}
