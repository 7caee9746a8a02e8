import { expect, test } from 'vitest';
import { AJV_MAX_UNITS, ajvCodeUnits } from '../../src/validators/code-weight.js';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool } from '../fixtures.js';

const names = (count: number) => Array.from({ length: count }, (_, i) => `n${i}`);

test.each([
  ['an empty schema', {}, 1],
  ['one typed property', { type: 'object', properties: { a: { type: 'string' } } }, 5],
  ['a required list unrolls a unit a name', { required: names(10) }, 12],
  ['a required list of 200 names is one loop', { required: names(200) }, 2],
  ['a dependentRequired name is ten units', { dependentRequired: { a: names(3) } }, 32],
  ['draft-07 array dependencies the same', { dependencies: { a: names(3), b: { type: 'string' } } }, 34],
  ['a reference to a small target is a copy of it', { properties: { a: { $ref: '#/$defs/d' } }, $defs: { d: { type: 'string' } } }, 3 + 2 + 1 + 2 + 2],
  // Ajv counts a required list as one key: the copy carries all its names.
  ['a copied target carries its required names', { properties: { a: { $ref: '#/$defs/d' } }, $defs: { d: { required: names(100) } } }, 3 + 2 + 1 + 102 + 102],
  // Inside a subschema with an `$id`, `#/…` is read from that resource, not the root: not followed here, charged at most the whole schema.
  ['a reference beside an inner $id', { properties: { a: { $id: 'https://example.com/in', $ref: '#/$defs/d', $defs: { d: { required: names(100) } } } }, $defs: { d: { type: 'string' } } }, 3 + 4 + (1 + 111) + 102 + 2],
  ['a target of more than 16 keys is called, not copied', { properties: { a: { $ref: '#/$defs/d' } }, $defs: { d: { properties: Object.fromEntries(names(20).map((name) => [name, {}])) } } }, 3 + 2 + 1 + 2 + 20],
  // What a reference not followed here copies is at most the whole schema, and at most what a copied target can hold.
  ['a reference not followed here, in a small schema', { properties: { a: { $ref: 'other.json' } } }, 2 + 2 + 1 + (2 + 2)],
  ['the same in a large one', { required: names(199), properties: { a: { $ref: 'other.json' } }, $defs: Object.fromEntries(names(40).map((name) => [name, { required: names(100) }])) }, 4 + 199 + 2 + 1 + 40 * 102 + 16 * 200],
  ['enum values, ten to a unit', { enum: names(25) }, 4],
])('%s: %d units', (_, schema, units) => {
  expect(ajvCodeUnits(schema, Infinity)).toBe(units);
});

test('counting stops past the bound it is given', () => {
  const schema = { type: 'object', properties: Object.fromEntries(names(5000).map((name) => [name, { type: 'string' }])) };
  expect(ajvCodeUnits(schema, 100)).toBeGreaterThan(100);
  expect(ajvCodeUnits(schema, 100)).toBeLessThan(200);
});

test('a schema past the bound of code runs on the interpreted engine, with the same issues', () => {
  const dependent = { type: 'object', dependentRequired: Object.fromEntries(names(150).map((name) => [name, names(150)])) };
  const { input } = compileToolValidators(mcpTool({ input: dependent }));
  expect(input.engine).toBe('interpreted');
  const check = input({ n0: 1, n1: 1 });
  expect(check.valid).toBe(false);
  expect(check.issues[0]).toMatchObject({ code: 'call/missing-property', pointer: '' });
  expect(input(Object.fromEntries(names(150).map((name) => [name, 1]))).valid).toBe(true);
});

test('a schema within it stays on Ajv', () => {
  const unions = { type: 'object', properties: Object.fromEntries(names(400).map((name) => [name, { anyOf: [{ type: 'string' }, { type: 'number' }] }])) };
  expect(ajvCodeUnits(unions, AJV_MAX_UNITS)).toBeLessThanOrEqual(AJV_MAX_UNITS);
  const { input } = compileToolValidators(mcpTool({ input: unions }));
  expect(input.engine).toBe('ajv');
  expect(input({ n1: true }).issues.map((issue) => issue.code)).toEqual(['call/wrong-type']);
});
