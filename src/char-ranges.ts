/** Code point ranges, each `[low, high]` inclusive, sorted and apart once normalized. */
export type Ranges = readonly (readonly [number, number])[];

/** Every code point. */
export const ALL: Ranges = [[0, 0x10ffff]];
/** ECMAScript's `\d`. */
export const DIGIT: Ranges = [[0x30, 0x39]];
/** ECMAScript's `\w` (with the `u` flag and without `i`: ASCII). */
export const WORD: Ranges = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
/** ECMAScript's `\s`: WhiteSpace and LineTerminator, Unicode's spaces included. */
export const SPACE: Ranges = [[0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff]];
/** What ECMAScript's `.` does not match (without the `s` flag): the line terminators. */
export const LINE_TERMINATORS: Ranges = [[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]];

/** The ranges sorted, with overlapping and adjacent ones merged. */
export function normalize(ranges: readonly (readonly [number, number])[]): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [low, high] of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else merged.push([low, high]);
  }
  return merged;
}

/** The complement of normalized ranges over every code point when `negate`, else the ranges. */
export function maybeNegate(ranges: Ranges, negate: boolean): Ranges {
  if (!negate) return ranges;
  const complement: [number, number][] = [];
  let next = 0;
  for (const [low, high] of ranges) {
    if (low > next) complement.push([next, low - 1]);
    next = high + 1;
  }
  if (next <= 0x10ffff) complement.push([next, 0x10ffff]);
  return complement;
}
