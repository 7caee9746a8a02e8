import { describe, expect, test } from 'vitest';
import { compileToolValidators, vetToolManifest } from '../../src/index.js';
import { parsedPattern } from '../../src/validators/linear-pattern.js';
import { anchoredReach, InputTooLong, linearProgramSize, MAX_LINEAR_PROGRAM, MAX_MATCH_STEPS } from '../../src/validators/linear-size.js';
import { compileLinear } from '../../src/validators/re2-syntax.js';
import { mcpTool, packTool, refusal } from '../fixtures.js';

const withPattern = (pattern: string) => mcpTool({ input: { type: 'object', properties: { p: { type: 'string', pattern } } } });

describe('the linear-time engine’s program is bounded', () => {
  test.each(['^[A-Z]{3}-[0-9]{4}$', '(a|bc)+', '^\\d{3}-\\d{4}$', '^(?:[a-z0-9-]+\\.)+[a-z]{2,}$', '^[A-Za-z ,.]{1,200}$'])('a real tool’s pattern, %s, is far under the bound', (pattern) => {
    expect(linearProgramSize(parsedPattern(pattern))).toBeLessThan(MAX_LINEAR_PROGRAM / 10);
  });

  test('a repeat counts its body once per count', () => {
    const size = (pattern: string) => linearProgramSize(parsedPattern(pattern));
    expect(size('(?:ab){0,200}') - size('(?:ab){0,100}')).toBe(100 * (size('(?:ab){0,2}') - size('(?:ab){0,1}')));
  });

  // Each repeat sits between two characters: at an unanchored end it would be cut to its least count (`trimSearchEnds`).
  test.each(['ax{0,300000}b', 'a[a-z]{1,65535}b', '(?:x{1000}){1000}', 'c(a|b){0,8000}d'])('%s is refused at compile time with validator/pattern-too-large, before re2js compiles it', (pattern) => {
    expect(linearProgramSize(parsedPattern(pattern))).toBeGreaterThan(MAX_LINEAR_PROGRAM);
    const error = refusal(() => compileToolValidators(withPattern(pattern)));
    expect(error.issues).toEqual([expect.objectContaining({ code: 'validator/pattern-too-large', pointer: '/input/properties/p/pattern', message: expect.stringMatching(/over the 20,000 instructions the linear-time engine is given/) })]);
  });

  test('a large repeat that runs natively (anchored, provably linear) is no program at all: it compiles', () => {
    expect(compileToolValidators(withPattern('^[A-Za-z ,.]{1,20000}$')).input({ p: 'Hello, world.' }).valid).toBe(true);
  });

  test('with regExp: native, the same pattern compiles', () => {
    expect(compileToolValidators(withPattern('x{0,300000}'), { regExp: 'native' }).input({ p: 'x' }).valid).toBe(true);
  });

  test('an env default judged against a huge pattern: the vet does not compile it, and says nothing of it', () => {
    const manifest = packTool({ needsSpec: { env: { REGION: { type: 'string', pattern: 'x{0,300000}', default: 'x' } } } });
    expect(vetToolManifest(manifest).issues.filter((issue) => issue.code === 'needs-spec/env-default-invalid')).toEqual([]);
  });
});

describe('one match on the linear-time engine is bounded', () => {
  test.each([
    ['^a{1,5}$', 10],
    ['^(?:ab|a){1,3}\\b', 12],
    ['(?:^x{2,4}|^y)z?', 10],
    ['^a+$', undefined],
    ['a{1,5}$', undefined],
    ['^a|b', undefined],
  ])('%s reaches %s code units from the start', (pattern, reach) => {
    expect(anchoredReach(parsedPattern(pattern))).toBe(reach);
  });

  // Past its reach, only the units a match can reach decide it: the verdicts are RegExp's, on inputs far longer.
  test.each(['^a{1,5}$', '^a{1,5}', '^(?:ab|a){1,3}\\b', '^x{2,4}(?:$|y)', '^(?:[A-Za-z ,.]|-){1,2000}$', '^\\p{L}{2}'])('%s on long inputs says what RegExp says', (pattern) => {
    const linear = compileLinear(pattern);
    const native = new RegExp(pattern, 'u');
    for (const input of ['aaaaa', 'aaaaaa', 'ab'.repeat(3) + ' x', 'xxxy' + 'z'.repeat(9), 'xxxx', 'a'.repeat(2000), 'a'.repeat(2001), 'a'.repeat(1e6), 'é😀'.repeat(5)]) {
      expect(linear.test(input), `${pattern} on ${input.slice(0, 20)}… (${input.length})`).toBe(native.test(input));
    }
  });

  test('an input the program times its length puts past the bound is refused, not matched for seconds', () => {
    const pattern = 'x[\\p{L}\\p{N}]{1,1000}y';
    const longest = Math.floor(MAX_MATCH_STEPS / linearProgramSize(parsedPattern(pattern)));
    const linear = compileLinear(pattern);
    expect(linear.test('xay'.padStart(longest, 'a'))).toBe(true);
    expect(() => linear.test('xay'.padStart(longest + 1, 'a'))).toThrow(InputTooLong);
    // A pattern of a few instructions matches megabytes.
    expect(compileLinear('[a-z]+@[a-z]+').test('a'.repeat(1e6))).toBe(false);
  });

  test('a call whose string is past the bound is call/too-large, on both engines', () => {
    const manifest = withPattern('x[\\p{L}\\p{N}]{1,1000}y');
    for (const engine of ['auto', 'interpreted'] as const) {
      const result = compileToolValidators(manifest, { engine }).input({ p: 'a'.repeat(1e5) });
      expect(result.issues).toEqual([expect.objectContaining({ code: 'call/too-large', pointer: '/p', message: expect.stringMatching(/this is a string of 100,000 characters, longer than the [\d,]+ the pattern/) })]);
    }
  });
});

test('an env default too long to match against its pattern within the bound is not judged: the vet does not match it for seconds', () => {
  // Before the bound, this vet took 5.8 s and said the default did not match.
  const manifest = packTool({ needsSpec: { env: { REGION: { type: 'string', pattern: 'x[\\p{L}\\p{N}]{1,1000}y', default: `${'a'.repeat(1e5)}!` } } } });
  expect(vetToolManifest(manifest).issues.filter((issue) => issue.code === 'needs-spec/env-default-invalid')).toEqual([]);
  const judged = packTool({ needsSpec: { env: { REGION: { type: 'string', pattern: 'x[\\p{L}\\p{N}]{1,1000}y', default: `${'a'.repeat(100)}!` } } } });
  expect(vetToolManifest(judged).issues.map((issue) => issue.code)).toContain('needs-spec/env-default-invalid');
});

test('a vet matches a value only within its bound and its budget', async () => {
  const { matchesLinear, VET_MATCH_STEPS } = await import('../../src/schema-checks/linear-match.js');
  const { VetBudget } = await import('../../src/source/budget.js');
  // At these lengths, past the 500 counts the repeat may take, the program is the pattern's as written (on shorter values it may be smaller: relaxUnreachableCounts).
  const pattern = 'x[\\p{L}\\p{N}]{1,500}y';
  const size = linearProgramSize(parsedPattern(pattern));
  const longest = Math.floor(VET_MATCH_STEPS / size);
  expect(longest).toBeGreaterThan(500);
  expect(matchesLinear(pattern, `${'a'.repeat(longest - 1)}!`)).toBe(false);
  expect(matchesLinear(pattern, `${'a'.repeat(longest)}!`)).toBeUndefined();
  expect(matchesLinear(pattern, 'xabcy!', new VetBudget({ units: { redos: 0 } }))).toBeUndefined();
  expect(matchesLinear(pattern, 'xabcy', new VetBudget({ units: { redos: 1_000 } }))).toBe(true);
});

test('the programs of all a manifest’s patterns are bounded together: the one that passes the bound is refused, and no more are compiled', () => {
  const properties = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, { type: 'string', pattern: `\\b(?:[a-z]+\\s?){1,${2300 + i}}$` }]));
  const sizes = Object.values(properties).map(({ pattern }) => linearProgramSize(parsedPattern(pattern)));
  expect(Math.max(...sizes)).toBeLessThan(MAX_LINEAR_PROGRAM);
  let total = 0;
  const crossing = sizes.findIndex((size) => (total += size) > 200_000);
  const error = refusal(() => compileToolValidators(mcpTool({ input: { type: 'object', properties } })));
  expect(error.issues).toEqual([expect.objectContaining({ code: 'validator/pattern-too-large', pointer: `/input/properties/p${crossing}/pattern`, message: expect.stringMatching(/over the 200,000 the linear-time engine is given for them all/) })]);
});
