import { expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool } from '../fixtures.js';

// What a runtime may pass that JSON.parse never makes, on both engines: the same verdict and the
// same issues. The interpreted engine (json-schema-library) let `undefined` pass any `type` (a call
// with no arguments was valid against `type: "object"`), took NaN for an integer and for at least
// any `minimum`, read kinds by Object.prototype.toString (a Date or an object with a
// Symbol.toStringTag was `must be an object, not an object` and its properties went unchecked;
// `new String("x")` was a string) and stringified a BigInt where uniqueItems, a failed oneOf or
// unevaluatedProperties met one (`call/validator-failed`).

const NOT_OBJECT_ALLOWED = { rules: { 'schema/input-not-object': 'off' } } as const;
const tagged = (tag: string, members: Record<string, unknown>): Record<string, unknown> => Object.assign({ [Symbol.toStringTag]: tag }, members);
const city = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };

const CASES: [string, unknown, unknown, string[]][] = [
  ['no arguments at all, against type object', city, undefined, ['call/wrong-type ']],
  ['no arguments, against type string', { type: 'string' }, undefined, ['call/wrong-type ']],
  ['an undefined item', { type: 'array', items: { type: 'string' } }, [undefined], ['call/wrong-type /0']],
  // eslint-disable-next-line no-sparse-arrays
  ['a missing item of a sparse array', { type: 'array', items: { type: 'integer' } }, [1, , 3], ['call/wrong-type /1']],
  ['an undefined tuple item', { type: 'array', prefixItems: [{ type: 'string' }] }, [undefined], ['call/wrong-type /0']],
  ['an undefined member under patternProperties', { type: 'object', patternProperties: { '^a': { type: 'string' } } }, { a: undefined }, ['call/wrong-type /a']],
  ['an undefined member under properties, absent as on Ajv', { type: 'object', properties: { a: { type: 'string' } } }, { a: undefined }, []],
  ['NaN against integer', { type: 'object', properties: { n: { type: 'integer' } } }, { n: NaN }, ['call/wrong-type /n']],
  ['NaN against minimum, exclusiveMinimum, exclusiveMaximum and maximum', { type: 'object', properties: { a: { minimum: 0 }, b: { exclusiveMinimum: 0 }, c: { exclusiveMaximum: 0 }, d: { maximum: 0 } } }, { a: NaN, b: NaN, c: NaN, d: NaN }, ['call/invalid-value /a', 'call/invalid-value /b', 'call/invalid-value /c', 'call/invalid-value /d']],
  ['a Date against an object that requires a property', { type: 'object', properties: { d: { type: 'object', required: ['x'] } } }, { d: new Date(0) }, ['call/missing-property /d']],
  ['a Map against a closed object, which has no own property', { type: 'object', additionalProperties: false }, new Map([['a', 1]]), []],
  ['an object with a Symbol.toStringTag, its properties checked', city, tagged('Args', { city: 5 }), ['call/wrong-type /city']],
  ['the same, nested, against additionalProperties: false', { type: 'object', properties: { p: { type: 'object', properties: { city: {} }, additionalProperties: false } } }, { p: tagged('String', { extra: 1 }) }, ['call/unknown-property /p/extra']],
  ['an object that calls itself an Array', { type: 'object', properties: { p: { type: 'array' }, q: { type: 'object' } } }, { p: tagged('Array', {}), q: tagged('Array', {}) }, ['call/wrong-type /p']],
  ['an array that calls itself an Object, its items checked', { type: 'array', items: { type: 'string' } }, Object.assign([1], { [Symbol.toStringTag]: 'Object' }), ['call/wrong-type /0']],
  ['a boxed string against string', { type: 'object', properties: { s: { type: 'string', minLength: 5 } } }, { s: new String('ab') }, ['call/wrong-type /s']],
  ['repeated BigInts under uniqueItems', { type: 'array', uniqueItems: true }, [1n, 2n, 1n], ['call/invalid-value ']],
  ['a BigInt where a oneOf fails', { oneOf: [{ type: 'string' }, { type: 'boolean' }] }, { a: 1n }, ['call/wrong-type ']],
  ['a BigInt that unevaluatedProperties refuses', { type: 'object', unevaluatedProperties: false }, { a: 1n }, ['call/unknown-property /a']],
];

test.each(CASES)('%s: the same issues on both engines', (_, schema, data, expected) => {
  for (const engine of ['auto', 'interpreted'] as const) {
    const validator = compileToolValidators(mcpTool({ input: schema }), { ...NOT_OBJECT_ALLOWED, engine }).input;
    const result = validator(data);
    expect(result.issues.map((issue) => `${issue.code} ${issue.pointer}`).sort(), `${engine} (${validator.engine}): ${result.issues.map((issue) => issue.message).join(' ')}`).toEqual([...expected].sort());
    expect(result.valid, engine).toBe(expected.length === 0);
    for (const issue of result.issues) expect(issue.message, engine).not.toMatch(/must be an object, not an object/);
  }
});
