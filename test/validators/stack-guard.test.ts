import { describe, expect, test } from 'vitest';
import { parsedPattern } from '../../src/validators/linear-pattern.js';
import { repeatsAGroup, StackGuardedPattern } from '../../src/validators/stack-guard.js';

describe('repeatsAGroup: the patterns whose native match may overflow the backtracking stack', () => {
  test.each([
    ['^[a-z]+$', false],
    ['^\\p{L}+$', false],
    ['^[A-Z]{3}-[0-9]{4}$', false],
    ['^(?:ab)?$', false],
    ['^(?:ab){1}$', false],
    ['^(?:a|b)+$', true],
    ['^(a|b)*$', true],
    ['^(?:[a-z0-9-]+\\.)+[a-z]{2,}$', true],
    ['^(?:x(?:a|b)+)?$', true],
    ['^(?=(?:a|b)+$)', true],
    ['^(?:ab){2,4}$', true],
  ])('%s: %s', (pattern, expected) => {
    expect(repeatsAGroup(parsedPattern(pattern))).toBe(expected);
  });
});

describe('StackGuardedPattern', () => {
  test('answers as native RegExp, and is named by its pattern', () => {
    const guarded = new StackGuardedPattern('^(a|b)*$', '^(a|b)*$', 'u');
    for (const input of ['', 'ab', 'abc', 'ba']) expect(guarded.test(input), input).toBe(/^(a|b)*$/u.test(input));
    expect(String(guarded)).toBe('/^(a|b)*$/u');
  });

  test('answers on the linear-time engine the input whose native match overflows', () => {
    const long = 'a'.repeat(6.5e6);
    expect(() => /^(a|b)*$/u.test(long)).toThrow(RangeError);
    const guarded = new StackGuardedPattern('^(a|b)*$', '^(a|b)*$', 'u');
    expect(guarded.test(long)).toBe(true);
    expect(guarded.test(`${long}c`)).toBe(false);
  });

  test('keeps the overflow where the linear-time engine cannot take the pattern', () => {
    const guarded = new StackGuardedPattern('^(?:(a)|b)*\\1?$', '^(?:(a)|b)*\\1?$', 'u');
    expect(() => guarded.test('a'.repeat(6.5e6))).toThrow(RangeError);
  });
});
