import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isProvablyLinear, splitLargeRepeats } from '../../src/validators/linear-pattern.js';

describe('isProvablyLinear: native RegExp only where the shape proves linear time', () => {
  test.each([
    ['^[a-z]+-[0-9]+$', true],
    ['^[A-Za-z ,.]{1,2000}$', true],
    ['^[0-9a-f]{40}$', true],
    ['^\\d{4}-\\d{2}-\\d{2}$', true],
    ['^[a-zA-Z0-9_-]+$', true],
    ['^https?://', true],
    ['\\d{3}-\\d{4}', true],
    ['abc', true],
    // quadratic or worse: two repeats that can match the same characters, or an unanchored repeat
    ['^a*a*$', false],
    ['^\\d+\\d+$', false],
    ['^\\s*\\w*\\s*$', false],
    ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', false],
    ['^[a-z]+[a-z0-9]*$', false],
    ['a+b', false],
    // exponential: quantified groups
    ['^(a|a)*$', false],
    ['(a+)+', false],
    ['^(\\w+\\s?)*$', false],
    // optional elements are choices too: 23 of them before 23 that match the same took a backtracking engine 3 s on 46 characters
    ['[ab]?'.repeat(23) + '[ab]'.repeat(23) + 'c', false],
    ['^[ab]?[ab]c$', false],
    ['^-?[0-9]+$', true],
    // an unanchored repeat of many lengths is tried at every position: 1,000 × the input
    ['[a-z]{0,999}x', false],
    // the ways to try, times the longest match, is read at every position: at most 64
    ['[a-z]{2,10}', false],
    ['[a-z]{2,5}', true],
    // no choice at all, but 60,000 characters read at each position: 15 s natively on 100 KB
    ['a{60000}b', false],
    ['[a-z]{5000}0', false],
    ['a{8}b', true],
    // not proven (alternation, lookaround, backreference, Unicode properties), so not native
    ['^(?:foo|bar)$', false],
    ['^(?=.*\\d).+$', false],
    ['^(a)\\1$', false],
    ['^\\p{L}+$', false],
    ['(', false],
  ])('%s → %s', (pattern, linear) => {
    expect(isProvablyLinear(pattern)).toBe(linear);
  });
});

describe('splitLargeRepeats: counts over re2’s 1,000 split exactly', () => {
  test.each([
    ['^[a-z]{1,2000}$', '^[a-z]{1,1000}[a-z]{0,1000}$'],
    ['x{1500,}', 'x{1000}x{500,}'],
    ['a{2000}', 'a{1000}a{1000}'],
    ['(ab){0,2500}c', '(ab){0,1000}(ab){0,1000}(ab){0,500}c'],
    ['^[a-z]{1,10}$', '^[a-z]{1,10}$'],
  ])('%s → %s', (pattern, split) => {
    expect(splitLargeRepeats(pattern)).toBe(split);
  });

  test('the split pattern matches exactly the strings the original matches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 2600 }), fc.integer({ min: 0, max: 3000 }), (low, span, length) => {
        const pattern = `^a{${low},${low + span}}$`;
        const input = 'a'.repeat(length);
        expect(new RegExp(splitLargeRepeats(pattern), 'u').test(input)).toBe(new RegExp(pattern, 'u').test(input));
      }),
      { numRuns: 200 },
    );
  });
});
