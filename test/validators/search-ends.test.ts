import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { linearRegExp, runsNatively } from '../../src/validators/regexp.js';
import { trimSearchEnds } from '../../src/validators/search-ends.js';

describe('trimSearchEnds: a repeat at an unanchored end needs only its least count', () => {
  test.each([
    ['[a-z]{1,3000}$', '[a-z]{1}$'],
    ['[a-z]{2,300}-\\d+', '[a-z]{2}-\\d{1}'],
    ['.*secret.*', 'secret'],
    ['\\s*\\w*foo', 'foo'],
    ['a*b+c', 'b{1}c'],
    ['x{0,5}', ''],
    ['[0-9]{3,}|^ab*', '[0-9]{3}|^a'],
    ['(?:ab){1,30}c', '(?:ab){1}c'],
    ['(a|b)*c(d)+', 'c(d){1}'],
    // Anchors and other assertions stop the cut.
    ['^[a-z]{1,300}$', '^[a-z]{1,300}$'],
    ['\\b[a-z]{1,30}\\b', '\\b[a-z]{1,30}\\b'],
    ['(', '('],
    // Cut, the backreference would name no group: left as it is, to be refused as needing backtracking.
    ['(a)*\\1', '(a)*\\1'],
  ])('%s → %s', (pattern, trimmed) => {
    expect(trimSearchEnds(pattern)).toBe(trimmed);
  });

  const piece = fc.constantFrom('a', 'b', '[ab]', '.', '\\d', '(?:ab)', '^', '$', '\\b', 'ab', '(a|b)', '(?:a|ab)', '(?:a?b?)', '(?:\\ba)', '(?:b$|a)');
  const quantifier = fc.constantFrom('', '*', '+', '?', '{2}', '{0,3}', '{1,4}', '{2,}', '*?', '{1,3}?');
  const alternative = fc.array(fc.tuple(piece, quantifier), { maxLength: 5 }).map((parts) => parts.map(([atom, count]) => (atom === '^' || atom === '$' || atom === '\\b' ? atom : atom + count)).join(''));
  test('a trimmed pattern finds a match in exactly the strings the original does', () => {
    fc.assert(
      fc.property(fc.array(alternative, { minLength: 1, maxLength: 3 }), fc.array(fc.stringMatching(/^[ab1 ]{0,12}$/), { minLength: 1, maxLength: 8 }), (alternatives, inputs) => {
        const pattern = alternatives.join('|');
        let original: RegExp;
        try {
          original = new RegExp(pattern, 'u');
        } catch {
          return;
        }
        const trimmed = new RegExp(trimSearchEnds(pattern), 'u');
        for (const input of inputs) expect(trimmed.test(input)).toBe(original.test(input));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('linearRegExp: a pattern proven linear once its unanchored ends are cut runs natively', () => {
  test.each([
    ['[\\w-]{1,128}', true],
    ['[a-z0-9]{3,200}x', true],
    ['x[a-z0-9]{3,200}y', false],
    ['(?:a|ab){1,50}', false],
  ])('%s natively: %s', (pattern, native) => {
    const matcher = linearRegExp(pattern, 'u');
    expect(runsNatively(matcher)).toBe(native);
    const reference = new RegExp(pattern, 'u');
    for (const input of ['', 'x', 'ab', '-', 'xab0y', 'x123y', `x${'a'.repeat(300)}y`, '!!']) expect(matcher.test(input), input).toBe(reference.test(input));
  });
});
