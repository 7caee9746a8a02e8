import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileToolValidators } from '../../src/index.js';
import { parsedPattern } from '../../src/validators/linear-pattern.js';
import { MAX_MATCH_STEPS } from '../../src/validators/linear-size.js';
import { relaxUnreachableCounts, shortestMatch } from '../../src/validators/reachable-counts.js';
import { compileLinear } from '../../src/validators/re2-syntax.js';
import { mcpTool } from '../fixtures.js';

const relax = (pattern: string) => relaxUnreachableCounts(pattern, parsedPattern(pattern));

describe('relaxUnreachableCounts: the upper counts an input too short cannot reach', () => {
  test.each([
    ['^(?:\\w+\\s?){1,2000}$', '^(?:\\w+\\s?){1,}$', 2000],
    ['^(?:ab){2,40}$', '^(?:ab){2,}$', 80],
    ['^[a-z]{1,64}-[0-9]{1,20}$', '^[a-z]{1,}-[0-9]{1,}$', 20],
    // The inner repeat is relaxed too; the outer one's body is at least two characters.
    ['^(?:[a-z]{1,20}\\.){1,50}$', '^(?:[a-z]{1,}\\.){1,}$', 20],
    ['(?:ab){1,30}?c', '(?:ab){1,}?c', 60],
    ['^\\p{L}{3,100}$', '^\\p{L}{3,}$', 100],
    ['^(?:a|bc){1,1500}$', '^(?:a|bc){1,}$', 1500],
    // Only repeats of 16 counts or more: the small one is kept, and does not lower the bound.
    ['^[A-Z]{2,3}(?:\\w+\\s?){1,500}$', '^[A-Z]{2,3}(?:\\w+\\s?){1,}$', 500],
  ])('%s is %s on inputs of up to its bound', (pattern, relaxed, upTo) => {
    expect(relax(pattern)).toEqual({ pattern: relaxed, upTo });
  });

  test.each([
    ['^a{1,8}$', 'few counts'],
    ['^a{40}$', 'an exact count'],
    ['^a{3,}$', 'no upper count'],
    ['^(?:a?){1,100}$', 'a body that may match nothing'],
    ['^(?:x|){1,50}$', 'an empty alternative'],
    ['^(?:\\b){1,50}$', 'an assertion'],
  ])('%s is left as it is: %s', (pattern) => {
    expect(relax(pattern)).toBeUndefined();
  });

  test.each([
    ['a', 1],
    ['[a-z]', 1],
    ['(?:ab|c)', 1],
    ['(?:ab|cde)x{2}', 4],
    ['a?b*', 0],
    ['(?:a{3}){2}', 6],
    ['^$', 0],
    ['\\p{L}|\\b', 0],
  ])('the shortest match of %s is %s characters', (pattern, shortest) => {
    expect(shortestMatch(parsedPattern(pattern))).toBe(shortest);
  });

  // RegExp is the reference. No body holds an unbounded repeat, and there are at most three pieces,
  // so backtracking stays polynomial of low degree over inputs this short.
  const body = fc.constantFrom('a', 'b', '[ab]', '(?:ab)', '(?:a|bc)', '(?:ab?)', '(?:b{1,3}a)', '(?:[ab]c?)');
  const repeat = fc.tuple(body, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 16, max: 22 }), fc.boolean()).map(([atom, min, max, lazy]) => `${atom}{${min},${max}}${lazy ? '?' : ''}`);
  const piece = fc.oneof(repeat, fc.constantFrom('a', 'c', '[bc]?', '^', '$', '\\b', '(?:a|$)'));
  const inputsFor = (upTo: number, random: readonly string[], seeds: readonly string[]) => [
    ...random,
    // Inputs of the bound's length and just under it, where a count nearly binds.
    ...(upTo > 80 ? [] : seeds.flatMap((seed) => [0, 1, 2].map((short) => seed.repeat(upTo).slice(0, upTo - short)))),
  ];
  test('on every input no longer than the bound, the relaxed pattern finds a match exactly where the pattern does', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 3 }),
        fc.array(fc.stringMatching(/^[abc]{0,40}$/), { maxLength: 6 }),
        fc.array(fc.stringMatching(/^[abc]{1,3}$/), { minLength: 1, maxLength: 3 }),
        (pieces, random, seeds) => {
          const pattern = pieces.join('');
          const relaxed = relax(pattern);
          if (relaxed === undefined) return;
          const original = new RegExp(pattern, 'u');
          const loose = new RegExp(relaxed.pattern, 'u');
          for (const input of inputsFor(relaxed.upTo, random, seeds)) if (input.length <= relaxed.upTo) expect(loose.test(input), `${pattern} on ${input}`).toBe(original.test(input));
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('past the bound the upper count may bind: the engine then runs the pattern as written', () => {
    const pattern = '^(?:ab){1,20}$';
    const input = 'ab'.repeat(21);
    expect(new RegExp((relax(pattern) as { pattern: string }).pattern, 'u').test(input)).toBe(true);
    const linear = compileLinear(pattern);
    for (const each of [input, 'ab'.repeat(20), 'ab'.repeat(19) + 'a', '']) expect(linear.test(each), each).toBe(new RegExp(pattern, 'u').test(each));
  });
});

describe('the linear-time engine matches inputs the counts cannot bind on with the relaxed program', () => {
  const pattern = '^(?:\\w+\\s?){1,2000}$';
  const words = `${'ab '.repeat(666)}cd`;

  test('a 2,000-character string costs the program of (?:\\w+\\s?){1,}, not of 2,000 copies', () => {
    const linear = compileLinear(pattern);
    expect(words).toHaveLength(2000);
    expect(linear.test(words)).toBe(true);
    expect(linear.test(`${words.slice(0, -1)}!`)).toBe(false);
    expect(linear.steps(words)).toBeLessThan(100_000);
    // One character more and the count may bind: the program as written, some 24,000 instructions a character.
    expect(linear.steps(`${words}d`)).toBeGreaterThan(20_000_000);
  });

  test('a call of twenty such strings is checked, not refused as too large for the engine', () => {
    const manifest = mcpTool({ input: { type: 'object', properties: { lines: { type: 'array', items: { type: 'string', pattern } } } } });
    const { input } = compileToolValidators(manifest);
    // Each string alone was 48,000,000 steps before: the second passed the call's bound of 50,000,000.
    expect(20 * compileLinear(pattern).steps(words)).toBeLessThan(MAX_MATCH_STEPS);
    expect(input({ lines: Array.from({ length: 20 }, () => words) })).toEqual({ valid: true, issues: [] });
    expect(input({ lines: [words, `${words.slice(0, -1)}!`] }).issues).toEqual([expect.objectContaining({ code: 'call/invalid-value', pointer: '/lines/1' })]);
  });
});
