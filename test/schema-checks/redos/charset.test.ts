import { describe, expect, test } from 'vitest';
import { hasCodePoint, intersect, isEmpty, overlap, type CharSet } from '../../../src/schema-checks/redos/charset.js';

const set = (...ranges: [number, number][]): CharSet => ({ ranges, exact: true });

// overlap is the allocation-free form of !isEmpty(intersect(a, b)): the two must agree.
const PAIRS: [name: string, a: CharSet, b: CharSet, overlapping: boolean][] = [
  ['disjoint single ranges', set([0x61, 0x7a]), set([0x30, 0x39]), false],
  ['touching at one point', set([0x61, 0x7a]), set([0x7a, 0x7f]), true],
  ['adjacent but not touching', set([0x61, 0x7a]), set([0x7b, 0x7f]), false],
  ['one inside the other', set([0x00, 0xff]), set([0x41, 0x41]), true],
  ['interleaved, never meeting', set([0x00, 0x09], [0x20, 0x29], [0x40, 0x49]), set([0x10, 0x19], [0x30, 0x39], [0x50, 0x59]), false],
  ['interleaved, meeting in the last range', set([0x00, 0x09], [0x20, 0x29], [0x40, 0x49]), set([0x10, 0x19], [0x30, 0x39], [0x49, 0x59]), true],
  ['an empty set', set(), set([0x00, 0x10ffff]), false],
];

describe('character sets', () => {
  test.each(PAIRS)('%s: overlap is %s and agrees with the intersection', (_, a, b, overlapping) => {
    expect(overlap(a, b)).toBe(overlapping);
    expect(overlap(b, a)).toBe(overlapping);
    expect(!isEmpty(intersect(a, b))).toBe(overlapping);
  });

  test.each([
    [0x2f, false],
    [0x30, true],
    [0x35, true],
    [0x39, true],
    [0x3a, false],
    [0x61, true],
    [0x7b, false],
  ])('hasCodePoint(digits and a-z, %i) is %s', (point, member) => {
    expect(hasCodePoint(set([0x30, 0x39], [0x61, 0x7a]), point)).toBe(member);
  });
});
