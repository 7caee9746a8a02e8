import { expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool } from '../fixtures.js';

// Keys and values a runtime may pass that are awkward to point at or to quote. On both engines
// every issue points exactly at the place (RFC 6901: `~1` for `/`, `~0` for `~`, `/` for the empty
// key), and its message is bounded and holds no raw line break or control character, so a key
// such as `x\n[ERROR] …` cannot forge a line of the log a runtime writes the message to. (A
// property name from the data was written into the message as it was, and a 100,000-character key
// filled it: `has a property "kkk…(100,000)…"`, `input["kkk…"]` whole.)

const NOT_OBJECT_ALLOWED = { rules: { 'schema/input-not-object': 'off' } } as const;
const FORGED = 'evil\n[ERROR] forged\r\u001b[31m\u0000\u2028';
const LONG = 'k'.repeat(100_000);
const closed = { type: 'object', properties: { city: { type: 'string' } }, additionalProperties: false };
const strings = { type: 'object', additionalProperties: { type: 'string' } };
let deep: unknown = { x: 1 };
for (let level = 0; level < 200; level++) deep = { [`level${level}`]: deep };

const CASES: [string, unknown, unknown, { pointer: string; says?: string }[]][] = [
  ['keys with / and ~, the empty key, a numeric key', strings, { 'a/b': 1, 'c~d': 1, '': 1, '0': 1 }, [{ pointer: '/a~1b', says: 'input["a/b"]' }, { pointer: '/c~0d', says: 'input["c~d"]' }, { pointer: '/', says: 'input[""]' }, { pointer: '/0' }]],
  ['__proto__, non-ASCII and astral keys, not allowed', closed, JSON.parse('{"__proto__": 1, "é": 1, "😀": 1, "\\ud800": 1}'), [{ pointer: '/__proto__' }, { pointer: '/é' }, { pointer: '/😀' }, { pointer: '/\ud800', says: '"\\ud800"' }]],
  ['a key that would forge a log line, not allowed', closed, { [FORGED]: 1 }, [{ pointer: `/${FORGED}`, says: '"evil\\n[ERROR] forged\\r\\u001b[31m\\u0000' }]],
  ['the same key under additionalProperties', strings, { [FORGED]: 1 }, [{ pointer: `/${FORGED}` }]],
  ['the same key refused by propertyNames', { type: 'object', propertyNames: { maxLength: 3 } }, { [FORGED]: 1 }, [{ pointer: `/${FORGED}`, says: 'property name "evil\\n' }]],
  ['the same key as a misspelling of a required property', { type: 'object', properties: { city: {} }, required: ['city'] }, { 'cit\ny': 1 }, [{ pointer: '', says: 'property "city"' }]],
  ['a 100,000-character key, not allowed', closed, { [LONG]: 1 }, [{ pointer: `/${LONG}` }]],
  ['the same key under additionalProperties', strings, { [LONG]: 1 }, [{ pointer: `/${LONG}`, says: 'input["kkkk' }]],
  ['the same key as an identifier in a path', { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }, { [LONG]: [1] }, [{ pointer: `/${LONG}/0`, says: '…"][0]' }]],
  ['200 levels of keys', { type: 'object', properties: { x: { type: 'string' } }, additionalProperties: { $ref: '#' } }, deep, [{ pointer: `${Array.from({ length: 200 }, (_, level) => `/level${199 - level}`).join('')}/x`, says: '"level199.level198.' }]],
  ['a long string with line breaks, against an enum', { enum: ['a'] }, `${FORGED}${'x'.repeat(100_000)}`, [{ pointer: '', says: 'not "evil\\n' }]],
  ['-0, which is no more than 0', { type: 'object', properties: { a: { exclusiveMinimum: 0 } } }, { a: -0 }, [{ pointer: '/a', says: 'not -0.' }]],
  ['1e308 and a number past 2^53', { type: 'object', properties: { a: { maximum: 10 }, b: { maximum: 2 ** 53 } } }, { a: 1e308, b: 2 ** 53 + 2 }, [{ pointer: '/a', says: 'not 1e+308.' }, { pointer: '/b', says: 'not 9007199254740994.' }]],
  ['a bigint against a const of the same digits', { const: 1 }, 1n, [{ pointer: '', says: 'must be 1, not 1n.' }]],
];

function resolve(data: unknown, pointer: string): unknown {
  let value = data;
  for (const token of pointer === '' ? [] : pointer.slice(1).split('/')) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) throw new Error(`${pointer} is not in the data`);
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

test.each(CASES)('%s: exact pointers and bounded, escaped words on both engines', (_, schema, data, expected) => {
  for (const engine of ['auto', 'interpreted'] as const) {
    const { issues } = compileToolValidators(mcpTool({ input: schema }), { ...NOT_OBJECT_ALLOWED, engine }).input(data);
    expect(issues.map((issue) => issue.pointer).sort(), engine).toEqual(expected.map((issue) => issue.pointer).sort());
    for (const issue of issues) {
      expect(() => resolve(data, issue.pointer), engine).not.toThrow();
      for (const words of [issue.message, issue.hint ?? '']) {
        expect(words.length, `${engine}: ${words.slice(0, 300)}`).toBeLessThan(400);
        expect(words, engine).not.toMatch(/[\u0000-\u001f\u2028\u2029]/);
      }
    }
    for (const { pointer, says } of expected) {
      if (says !== undefined) expect(issues.find((issue) => issue.pointer === pointer)?.message, engine).toContain(says);
    }
  }
});
