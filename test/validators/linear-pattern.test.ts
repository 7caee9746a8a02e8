import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { splitLargeRepeats } from '../../src/validators/large-repeats.js';
import { isProvablyLinear, parsedPattern } from '../../src/validators/linear-pattern.js';
import { re2Syntax } from '../../src/validators/re2-syntax.js';

/** What these tests read of a re2js pattern: its lazily built DFA's states. */
interface Re2 {
  compile(pattern: string): { test(input: string): boolean; re2(): { lazyDFA: { stateCount: number; cachedStates(): Iterable<{ nfaStates: readonly number[] }> } } };
}

// `count` copies of one string the atom matches.
const atomRun = (atom: string, count: number): string => ({ a: 'a', '[ab]': 'b', '(?:ab|a)': 'ab', '(?:(?:a|b)c?)': 'bc' })[atom]?.repeat(count) ?? '';

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

describe('splitLargeRepeats: counts over re2’s 1,000 split exactly, one way to match each string', () => {
  test.each([
    ['^[a-z]{1,2000}$', '^[a-z]{1}(?:[a-z]{1000}[a-z]{0,999}|[a-z]{0,999})$'],
    ['x{1500,}', 'x{1000}x{500,}'],
    ['a{2000}', 'a{1000}a{1000}'],
    ['(ab){0,2500}c', '(?:(ab){1000}(?:(ab){1000}(ab){0,500}|(ab){0,999})|(ab){0,999})c'],
    ['x{1500,3000}?', 'x{1000}x{500}(?:x{1000}x{0,500}?|x{0,999}?)'],
    ['x{1200}', 'x{1000}x{200}'],
    ['^[a-z]{1,10}$', '^[a-z]{1,10}$'],
  ])('%s → %s', (pattern, split) => {
    expect(splitLargeRepeats(pattern)).toBe(split);
  });

  const atoms = ['a', '[ab]', '(?:ab|a)', '(?:(?:a|b)c?)'];
  test('the split pattern matches exactly the strings the original matches', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...atoms),
        fc.integer({ min: 0, max: 2500 }),
        fc.option(fc.integer({ min: 0, max: 2600 })),
        fc.boolean(),
        fc.integer({ min: 0, max: 5200 }),
        fc.constantFrom('a', 'ab', 'abc'),
        (atom, low, span, lazy, length, alphabet) => {
          const pattern = `^${atom}{${low},${span === null ? '' : low + span}}${lazy ? '?' : ''}$`;
          const input = Array.from({ length }, (_, i) => alphabet[(i * 7 + (i >> 3)) % alphabet.length]).join('');
          expect(new RegExp(splitLargeRepeats(pattern), 'u').test(input)).toBe(new RegExp(pattern, 'u').test(input));
          expect(new RegExp(splitLargeRepeats(pattern), 'u').test(atomRun(atom, length))).toBe(new RegExp(pattern, 'u').test(atomRun(atom, length)));
        },
      ),
      { numRuns: 300 },
    );
  });

  // A split into x{1,1000}x{0,1000} matches the same strings, but a match may cross into the second
  // part after any count: the engine then holds a thread at every count at once, and each of its
  // DFA's states grows with the input (a 2,000-character string took it 300 ms).
  test('the linear-time engine holds a few threads at a time on a split repeat, not one per count', () => {
    const RE2JS = (createRequire(import.meta.url)('re2js') as { RE2JS: Re2 }).RE2JS;
    const matcher = RE2JS.compile(re2Syntax(parsedPattern(splitLargeRepeats('^(?:[A-Za-z ,.]|-){1,2000}$'))));
    expect(matcher.test('a, b. c-d '.repeat(200))).toBe(true);
    const dfa = matcher.re2().lazyDFA;
    const widest = Math.max(...[...dfa.cachedStates()].map((state) => state.nfaStates.length));
    expect(dfa.stateCount).toBeGreaterThan(1000);
    expect(widest).toBeLessThanOrEqual(16);
  });
});
