import type { AST } from '@eslint-community/regexpp';
import { ALL as ALL_RANGES, DIGIT, LINE_TERMINATORS, maybeNegate, normalize, SPACE, WORD } from '../../char-ranges.js';

/**
 * A set of code points as sorted, disjoint, inclusive ranges. `exact` is false when the set is an
 * over-approximation (a Unicode property escape, whose members are not listed here): such a set
 * may be used to prove two sets disjoint only if the real sets are within it, which they are, and
 * a member taken from it must be checked against the real atom before it is used as a witness.
 */
export interface CharSet {
  readonly ranges: readonly (readonly [number, number])[];
  readonly exact: boolean;
}

const ALL: CharSet = { ranges: ALL_RANGES, exact: true };
const DIGITS: CharSet = { ranges: DIGIT, exact: true };
const WORD_SET: CharSet = { ranges: WORD, exact: true };
const SPACE_SET: CharSet = { ranges: SPACE, exact: true };
const LINE_TERMINATOR_SET: CharSet = { ranges: LINE_TERMINATORS, exact: true };

function fromRanges(ranges: [number, number][], exact = true): CharSet {
  return { ranges: normalize(ranges), exact };
}

/** The union of sets (exact only if all are). */
export function union(...sets: CharSet[]): CharSet {
  return fromRanges(
    sets.flatMap((set) => set.ranges.map(([lo, hi]) => [lo, hi] as [number, number])),
    sets.every((set) => set.exact),
  );
}

/** The code points not in `set`; an inexact set's complement is unknown, so it is everything, inexact. */
export function complement(set: CharSet): CharSet {
  if (!set.exact) return { ranges: ALL.ranges, exact: false };
  return { ranges: maybeNegate(set.ranges, true), exact: true };
}

/** The intersection of two sets (exact only if both are). */
export function intersect(a: CharSet, b: CharSet): CharSet {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.ranges.length && j < b.ranges.length) {
    const x = a.ranges[i] as readonly [number, number];
    const y = b.ranges[j] as readonly [number, number];
    const lo = Math.max(x[0], y[0]);
    const hi = Math.min(x[1], y[1]);
    if (lo <= hi) out.push([lo, hi]);
    if (x[1] < y[1]) i++;
    else j++;
  }
  return { ranges: out, exact: a.exact && b.exact };
}

/** Whether two sets share a code point, as `!isEmpty(intersect(a, b))` without building the intersection. */
export function overlap(a: CharSet, b: CharSet): boolean {
  const left = a.ranges;
  const right = b.ranges;
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const x = left[i] as readonly [number, number];
    const y = right[j] as readonly [number, number];
    if (Math.max(x[0], y[0]) <= Math.min(x[1], y[1])) return true;
    if (x[1] < y[1]) i++;
    else j++;
  }
  return false;
}

export function isEmpty(set: CharSet): boolean {
  return set.ranges.length === 0;
}

/** Whether `codePoint` is in the set's ranges (for an inexact set: possibly in it). */
export function hasCodePoint(set: CharSet, codePoint: number): boolean {
  const ranges = set.ranges;
  for (let i = 0; i < ranges.length; i++) {
    const range = ranges[i] as readonly [number, number];
    if (range[0] <= codePoint && codePoint <= range[1]) return true;
  }
  return false;
}

/** The characters a regexpp atom (a character, a class or a set escape) may match, compiled as Ajv does (`u` flag). */
export function charSetOf(node: AST.Character | AST.CharacterClass | AST.CharacterSet | AST.CharacterClassRange): CharSet {
  switch (node.type) {
    case 'Character':
      return { ranges: [[node.value, node.value]], exact: true };
    case 'CharacterClassRange':
      return { ranges: [[node.min.value, node.max.value]], exact: true };
    case 'CharacterSet':
      return characterSet(node);
    case 'CharacterClass': {
      const members = union(...node.elements.map((element) => (element.type === 'Character' || element.type === 'CharacterClassRange' || element.type === 'CharacterSet' ? charSetOf(element) : { ranges: ALL.ranges, exact: false })));
      return node.negate ? complement(members) : members;
    }
  }
}

function characterSet(node: AST.CharacterSet): CharSet {
  if (node.kind === 'any') return complement(LINE_TERMINATOR_SET);
  if (node.kind === 'property') return { ranges: ALL.ranges, exact: false };
  const base = node.kind === 'digit' ? DIGITS : node.kind === 'word' ? WORD_SET : SPACE_SET;
  return node.negate ? complement(base) : base;
}

/** Any character at all (the search moving to its next start). */
export const ANY_CHARACTER = ALL;
