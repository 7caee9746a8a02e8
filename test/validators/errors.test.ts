import { describe, expect, test } from 'vitest';
import type { Issue } from '../../src/index.js';
import { compileToolValidators } from '../../src/validators/compile.js';
import { packTool } from '../fixtures.js';

type Expected = Pick<Issue, 'code' | 'pointer' | 'message'> & { hint?: string };
const object = (properties: Record<string, unknown>, more: Record<string, unknown> = {}) => ({ type: 'object', properties, ...more });

// Each case: a pack tool's input schema, the data, and every issue the input validator must give.
const CASES: [string, Record<string, unknown>, unknown, Expected[]][] = [
  ['the root’s type', { type: 'object' }, [], [{ code: 'call/wrong-type', pointer: '', message: 'The input must be an object, not an array.' }]],
  ['a property’s type', object({ city: { type: 'string' } }), { city: 42 }, [{ code: 'call/wrong-type', pointer: '/city', message: '"city" must be a string, not a number.' }]],
  ['an integer', object({ n: { type: 'integer' } }), { n: 1.5 }, [{ code: 'call/wrong-type', pointer: '/n', message: '"n" must be an integer, not 1.5.' }]],
  ['a nested place', object({ stops: { type: 'array', items: object({ city: { type: 'string' } }) } }), { stops: [{ city: 'Oslo' }, { city: null }] }, [
    { code: 'call/wrong-type', pointer: '/stops/1/city', message: '"stops[1].city" must be a string, not null.' },
  ]],
  ['a key that needs escaping', object({ 'a/b': { type: 'string' } }), { 'a/b': 1 }, [{ code: 'call/wrong-type', pointer: '/a~1b', message: 'input["a/b"] must be a string, not a number.' }]],
  ['a required property, misspelt', object({ city: { type: 'string' } }, { required: ['city'] }), { citty: 'Oslo' }, [
    { code: 'call/missing-property', pointer: '', message: 'The input is missing the required property "city".', hint: '"citty" looks like a misspelling of "city".' },
  ]],
  ['a property the schema does not allow', object({ city: { type: 'string' } }, { additionalProperties: false }), { city: 'Oslo', citty: 'Oslo' }, [
    { code: 'call/unknown-property', pointer: '/citty', message: 'The input has a property "citty" that its schema does not allow.', hint: 'did you mean "city"?' },
  ]],
  ['an unevaluated property', object({ a: { type: 'string' } }, { unevaluatedProperties: false }), { a: 'x', zzz: 1 }, [
    { code: 'call/unknown-property', pointer: '/zzz', message: 'The input has a property "zzz" that its schema does not allow.', hint: 'Allowed: "a".' },
  ]],
  ['a dependent requirement', object({ zip: { type: 'string' }, city: { type: 'string' } }, { dependentRequired: { zip: ['city'] } }), { zip: '0150' }, [
    { code: 'call/missing-property', pointer: '', message: 'The input is missing the property "city", which is required when "zip" is present.' },
  ]],
  ['an enum, near miss', object({ units: { enum: ['celsius', 'fahrenheit'] } }), { units: 'celcius' }, [
    { code: 'call/invalid-value', pointer: '/units', message: '"units" must be one of "celsius" or "fahrenheit", not "celcius".', hint: 'did you mean "celsius"?' },
  ]],
  ['a const', object({ kind: { const: 'point' } }), { kind: 'line' }, [{ code: 'call/invalid-value', pointer: '/kind', message: '"kind" must be "point", not "line".' }]],
  ['a format', object({ to: { type: 'string', format: 'email' } }), { to: 'nobody' }, [{ code: 'call/invalid-value', pointer: '/to', message: '"to" must be a valid email, not "nobody".' }]],
  ['a pattern', object({ zip: { type: 'string', pattern: '^\\d{4}$' } }), { zip: 'abc' }, [{ code: 'call/invalid-value', pointer: '/zip', message: '"zip" must match the pattern ^\\d{4}$, not "abc".' }]],
  ['a length, in characters', object({ name: { type: 'string', minLength: 3 } }), { name: '😀' }, [{ code: 'call/invalid-value', pointer: '/name', message: '"name" must be at least 3 characters long, not 1 character.' }]],
  ['a minimum', object({ age: { type: 'integer', minimum: 0 } }), { age: -1 }, [{ code: 'call/invalid-value', pointer: '/age', message: '"age" must be at least 0, not -1.' }]],
  ['an exclusive maximum', object({ pct: { type: 'number', exclusiveMaximum: 100 } }), { pct: 100 }, [{ code: 'call/invalid-value', pointer: '/pct', message: '"pct" must be less than 100, not 100.' }]],
  ['a multiple', object({ qty: { type: 'integer', multipleOf: 5 } }), { qty: 7 }, [{ code: 'call/invalid-value', pointer: '/qty', message: '"qty" must be a multiple of 5, not 7.' }]],
  ['too many items', object({ tags: { type: 'array', maxItems: 1 } }), { tags: ['a', 'b'] }, [{ code: 'call/invalid-value', pointer: '/tags', message: '"tags" must have at most 1 item, not 2 items.' }]],
  ['too few properties', { type: 'object', minProperties: 1 }, {}, [{ code: 'call/invalid-value', pointer: '', message: 'The input must have at least 1 property, not 0.' }]],
  ['repeated items', object({ tags: { type: 'array', uniqueItems: true } }), { tags: ['a', 'b', 'a'] }, [
    { code: 'call/invalid-value', pointer: '/tags', message: '"tags" must not repeat an item, but items 0 and 2 are equal.' },
  ]],
  ['contains', object({ ids: { type: 'array', contains: { type: 'integer' } } }), { ids: ['a'] }, [
    { code: 'call/invalid-value', pointer: '/ids', message: '"ids" must contain at least 1 item matching the "contains" schema.' },
  ]],
  ['property names', { type: 'object', propertyNames: { pattern: '^[a-z]+$' } }, { Abc: 1 }, [
    { code: 'call/invalid-value', pointer: '/Abc', message: 'The input has a property name "Abc" that its "propertyNames" schema does not allow.' },
  ]],
  ['not', object({ name: { type: 'string', not: { const: 'root' } } }), { name: 'root' }, [{ code: 'call/invalid-value', pointer: '/name', message: '"name" must not match the schema under "not".' }]],
  ['a false schema', object({ secret: false }), { secret: 1 }, [{ code: 'call/invalid-value', pointer: '/secret', message: '"secret" is not allowed here (its schema is `false`).' }]],
  ['union types become one issue', object({ id: { anyOf: [{ type: 'string' }, { type: 'integer' }] } }), { id: true }, [
    { code: 'call/wrong-type', pointer: '/id', message: '"id" must be a string or an integer, not a boolean.' },
  ]],
  ['a branch that failed only on type is left out when another got further', object({ v: { anyOf: [{ type: 'string' }, object({ a: { type: 'string' } }, { required: ['a'] })] } }), { v: {} }, [
    { code: 'call/missing-property', pointer: '/v', message: '"v" is missing the required property "a".' },
  ]],
  ['a union says what its closest branch says: the one that reached deepest', object({ v: { anyOf: [object({ a: { type: 'string' } }, { required: ['a'] }), object({ b: { type: 'array', items: { type: 'string' } } }, { required: ['b'] })] } }), { v: { b: [1] } }, [
    { code: 'call/wrong-type', pointer: '/v/b/0', message: '"v.b[0]" must be a string, not a number.' },
  ]],
  ['a discriminated union: the branch whose kind matched has the fewest errors', object({ req: { oneOf: [
    object({ kind: { const: 'search' }, query: { type: 'string' } }, { required: ['kind', 'query'] }),
    object({ kind: { const: 'fetch' }, url: { type: 'string' } }, { required: ['kind', 'url'] }),
  ] } }), { req: { kind: 'fetch', url: 5 } }, [
    { code: 'call/wrong-type', pointer: '/req/url', message: '"req.url" must be a string, not a number.' },
  ]],
  ['a union inside the closest branch: its types at one place become one issue', object({ v: { anyOf: [{ type: 'string' }, { type: 'array', items: { anyOf: [{ type: 'integer' }, { type: 'null' }] } }] } }), { v: [1, 'x'] }, [
    { code: 'call/wrong-type', pointer: '/v/1', message: '"v[1]" must be an integer or null, not a string.' },
  ]],
  ['union types merged at each of many places (more errors than are looked through one by one)', object({ ids: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } } }), { ids: Array(20).fill(true) },
    Array.from({ length: 20 }, (_, i) => ({ code: 'call/wrong-type', pointer: `/ids/${i}`, message: `"ids[${i}]" must be a string or an integer, not a boolean.` }))],
  ['each item of an array of unions keeps its own closest branch', object({ list: { type: 'array', items: { anyOf: [object({ a: { type: 'string' } }, { required: ['a'] }), object({ b: { type: 'string' } }, { required: ['b'] })] } } }), { list: [{ a: 1 }, { b: 1 }] }, [
    { code: 'call/wrong-type', pointer: '/list/0/a', message: '"list[0].a" must be a string, not a number.' },
    { code: 'call/wrong-type', pointer: '/list/1/b', message: '"list[1].b" must be a string, not a number.' },
  ]],
  ['each item of an array under if/then is reported for itself', object({ list: { type: 'array', items: object({ kind: { type: 'string' }, a: { type: 'string' } }, { if: { properties: { kind: { const: 'a' } }, required: ['kind'] }, then: { properties: { a: { type: 'string' } }, required: ['a'] } }) } }), { list: [{ kind: 'a' }, { kind: 'a' }] }, [
    { code: 'call/missing-property', pointer: '/list/0', message: '"list[0]" is missing the required property "a".' },
    { code: 'call/missing-property', pointer: '/list/1', message: '"list[1]" is missing the required property "a".' },
  ]],
  ['oneOf matching twice says so, whatever its other branches say', object({ n: { type: 'number', oneOf: [{ minimum: 0 }, { maximum: 10 }, { const: 99 }] } }), { n: 5 }, [
    { code: 'call/invalid-value', pointer: '/n', message: '"n" matches alternatives 0 and 1 of "oneOf", but must match exactly one.' },
  ]],
  ['a string with quotes is shown as JSON', object({ s: { type: 'string', maxLength: 2 } }), { s: 'a"b' }, [
    { code: 'call/invalid-value', pointer: '/s', message: '"s" must be at most 2 characters long, not 3 characters.' },
  ]],
  ['a const with quotes and a value with a line break', object({ s: { const: 'say "hi"' } }), { s: 'a\nb' }, [
    { code: 'call/invalid-value', pointer: '/s', message: '"s" must be "say \\"hi\\"", not "a\\nb".' },
  ]],
  ['oneOf matching twice', object({ n: { type: 'number', oneOf: [{ minimum: 0 }, { maximum: 10 }] } }), { n: 5 }, [
    { code: 'call/invalid-value', pointer: '/n', message: '"n" matches alternatives 0 and 1 of "oneOf", but must match exactly one.' },
  ]],
  ['if/then', object({ kind: { type: 'string' }, a: { type: 'string' } }, { if: { properties: { kind: { const: 'a' } }, required: ['kind'] }, then: { properties: { a: { type: 'string' } }, required: ['a'] } }), { kind: 'a' }, [
    { code: 'call/missing-property', pointer: '', message: 'The input is missing the required property "a".' },
  ]],
  ['a long value is cut short', object({ n: { type: 'string', maxLength: 2 , pattern: '^a' } }), { n: 'b'.repeat(100) }, [
    { code: 'call/invalid-value', pointer: '/n', message: '"n" must be at most 2 characters long, not 100 characters.' },
    { code: 'call/invalid-value', pointer: '/n', message: `"n" must match the pattern ^a, not "${'b'.repeat(56)}…".` },
  ]],
];

describe('call issues: pointers into the data, messages a person can read', () => {
  test.each(CASES)('%s', (_, input, data, expected) => {
    const result = compileToolValidators(packTool({ input })).input(data);
    expect(result.valid).toBe(false);
    expect(result.issues).toEqual(expected.map((issue) => ({ severity: 'error', ...issue })));
  });

  test('the output validator speaks of the output', () => {
    const { output } = compileToolValidators(packTool({ output: object({ temperature: { type: 'number' } }, { required: ['temperature'] }) }));
    expect(output({}).issues[0]?.message).toBe('The output is missing the required property "temperature".');
  });
});
