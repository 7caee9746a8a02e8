import { describe, expect, test } from 'vitest';
import { compileToolValidators, vetToolManifest } from '../../src/index.js';
import { parsedPattern } from '../../src/validators/linear-pattern.js';
import { linearProgramSize, MAX_LINEAR_PROGRAM } from '../../src/validators/linear-size.js';
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

  test.each(['x{0,300000}', '[a-z]{1,65535}', '(?:x{1000}){1000}', '(a|b){0,8000}'])('%s is refused at compile time with validator/pattern-too-large, before re2js compiles it', (pattern) => {
    expect(linearProgramSize(parsedPattern(pattern))).toBeGreaterThan(MAX_LINEAR_PROGRAM);
    const error = refusal(() => compileToolValidators(withPattern(pattern)));
    expect(error.issues).toEqual([expect.objectContaining({ code: 'validator/pattern-too-large', pointer: '/input/properties/p/pattern', message: expect.stringMatching(/more than the 20,000 the linear-time engine is given/) })]);
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
