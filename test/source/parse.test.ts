import { describe, expect, test } from 'vitest';
import { parseText } from '../../src/source/parse.js';

describe('parseText', () => {
  test('keeps positions for every pointer', () => {
    const parsed = parseText('{\n  "a": {\n    "b": [1, "x"]\n  }\n}');
    expect(parsed.value).toEqual({ a: { b: [1, 'x'] } });
    const positions = parsed.positions();
    expect(positions?.value('/a/b/1')).toEqual({ line: 3, column: 14, offset: expect.any(Number) });
    expect(positions?.key('/a/b')).toMatchObject({ line: 3, column: 5 });
    expect(positions?.value('/a/missing/deeper')).toMatchObject({ line: 2, column: 8 });
  });

  test.each([
    ['{"a": 1,}', 1, 9],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3],
    ['', 1, 1],
    ["{'a': 1}", 1, 2],
    ['{"a": 01}', 1, 7],
    ['[1, 2', 1, 5],
  ])('a syntax error in %j is json/syntax at %i:%i, never an exception', (text, line, column) => {
    const parsed = parseText(text);
    expect(parsed.hasValue).toBe(false);
    expect(parsed.issues).toEqual([expect.objectContaining({ code: 'json/syntax', severity: 'error', line, column })]);
  });

  test('a duplicate key is an error at the second occurrence', () => {
    const parsed = parseText('{\n  "a": 1,\n  "a": 2\n}');
    expect(parsed.issues).toEqual([expect.objectContaining({ code: 'json/duplicate-key', severity: 'error', pointer: '/a', line: 3, column: 3 })]);
    expect(parsed.issues[0]?.message).toContain('line 2');
  });

  test('a leading BOM is accepted', () => {
    const parsed = parseText('\uFEFF{"a": 1}');
    expect(parsed.issues).toEqual([]);
    expect(parsed.value).toEqual({ a: 1 });
  });

  test('"__proto__" stays an own key and never changes a prototype', () => {
    const parsed = parseText('{"__proto__": {"polluted": true}}');
    const value = parsed.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('nesting deep enough to overflow a recursive parser is refused with its place', () => {
    const parsed = parseText(`{"a": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(parsed.hasValue).toBe(false);
    expect(parsed.issues).toEqual([expect.objectContaining({ code: 'limit/depth', line: 1 })]);
  });
});
