import { describe, expect, test } from 'vitest';
import { carriedExactly, surveyLiterals } from '../../src/cli/migrate-literals.js';
import { migrateText } from '../../src/cli/migrate-text.js';

const D7 = 'http://json-schema.org/draft-07/schema#';

describe('carriedExactly: a literal means what JSON.stringify writes of its double', () => {
  test.each([
    ['1', true], ['1.0', true], ['1e2', true], ['-12.50e3', true], ['0.1', true], ['-0', true], ['1152921504606847000', true], ['0.000001', true], ['1E-7', true],
    ['9007199254740993', false], ['1e400', false], ['-1e400', false], ['1e-400', false], ['0.1000000000000000000001', false], ['123456789012345678901234567890', false],
  ])('%s → %s', (raw, exact) => {
    expect(carriedExactly(raw)).toBe(exact);
  });
});

describe('surveyLiterals', () => {
  test('finds the first repeated key with its object and line', () => {
    expect(surveyLiterals('{"input": {\n"type": "object",\n"type": "string"}}').repeated).toEqual({ key: 'type', object: '/input', line: 3 });
  });
  test('keys repeated in different objects are not repeats', () => {
    expect(surveyLiterals('{"a": {"x": 1}, "b": {"x": 1}, "x": 2}').repeated).toBeUndefined();
  });
  test('notes an inexact number by the root field it sits in', () => {
    const survey = surveyLiterals('{"input": {"maximum": 9007199254740993}, "output": {"minimum": 1e400}, "x": 1}');
    expect(survey.inexact.get('input')).toEqual({ raw: '9007199254740993', pointer: '/input/maximum', line: 1 });
    expect(survey.inexact.get('output')?.pointer).toBe('/output/minimum');
    expect(survey.inexact.has('x')).toBe(false);
  });
  test('a text nested past the reader bound is not walked (no stack overflow)', () => {
    expect(surveyLiterals(`${'['.repeat(200_000)}${']'.repeat(200_000)}`).inexact.size).toBe(0);
  });
});

describe('migrate never changes what it does not mean to', () => {
  const manifest = (input: string, output = '{"type": "object"}') => `{\n  "id": "a.b",\n  "transport": "mcp",\n  "input": ${input},\n  "output": ${output}\n}\n`;
  test.each([
    ['an integer past 2^53 in a schema it rewrites', manifest(`{"$schema": "${D7}", "definitions": {"n": {"maximum": 9007199254740993}}}`), /9007199254740993 at \/input\/definitions\/n\/maximum \(line 4\), which a migration would write as 9007199254740992/],
    ['a number too large for a double', manifest(`{"$schema": "${D7}", "definitions": {}, "default": {"big": 1e400}}`), /1e400 at \/input\/default\/big .* write as null/],
    ['a key twice, even where nothing would change', manifest('{"type": "object", "type": "string"}'), /"type" twice in \/input \(line 4\)/],
  ])('%s is refused, named, and left as it was', (_name, text, words) => {
    const result = migrateText(text);
    expect(typeof result).toBe('string');
    expect(result).toMatch(words);
  });

  test('an inexact number in a field the migration leaves alone does not stop it', () => {
    const text = manifest(`{"$schema": "${D7}", "definitions": {"a": {"type": "string"}}}`, '{"type": "object", "maximum": 9007199254740993}');
    const result = migrateText(text);
    if (typeof result === 'string') throw new Error(result);
    expect(result.text).toContain('"$defs"');
    expect(result.text).toContain('9007199254740993');
  });

  test('a bare schema with an inexact number anywhere is refused when it would change', () => {
    expect(migrateText(`{"$schema": "${D7}", "definitions": {}, "const": 0.1000000000000000000001}`)).toMatch(/0\.1000000000000000000001 at \/const/);
    const unchanged = migrateText('{"$schema": "https://json-schema.org/draft/2020-12/schema", "const": 1e400}');
    expect(typeof unchanged === 'object' && unchanged.text).toContain('1e400');
  });
});
