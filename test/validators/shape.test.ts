import { expect, test } from 'vitest';
import { schemaShape } from '../../src/validators/shape.js';

// What a schema lets a call's data cost decides whether the data is measured at all.
test.each([
  ['named properties only', { type: 'object', properties: { a: { type: 'string' }, b: { enum: [1, 2] } }, additionalProperties: false }, { measureFirst: false, checksPerLevel: 1, discardsErrors: false, keepsEveryError: true, oneSchemaPerPlace: true, refers: false, comparesValues: false }],
  ['items as a schema', { type: 'array', items: { type: 'string' } }, { measureFirst: false, checksPerLevel: 1, discardsErrors: false, keepsEveryError: true, oneSchemaPerPlace: true, refers: false, comparesValues: false }],
  ['an anyOf deep inside', { properties: { a: { anyOf: [{ additionalProperties: { type: 'string' } }] } } }, { measureFirst: false, checksPerLevel: 1, discardsErrors: true, keepsEveryError: false, oneSchemaPerPlace: false, refers: false, comparesValues: false }],
  ['a tuple of named places', { type: 'array', prefixItems: [{ type: 'string' }], items: false }, { measureFirst: false, checksPerLevel: 1, discardsErrors: false, keepsEveryError: true, oneSchemaPerPlace: true, refers: false, comparesValues: false }],
  ['recursion', { type: 'array', items: { $ref: '#' } }, { measureFirst: true, checksPerLevel: 1, discardsErrors: true, keepsEveryError: false, oneSchemaPerPlace: false, refers: true, comparesValues: false }],
  ['uniqueItems', { type: 'array', uniqueItems: true }, { measureFirst: true, checksPerLevel: 1, discardsErrors: false, keepsEveryError: true, oneSchemaPerPlace: true, refers: false, comparesValues: true }],
  ['two references to each level', { anyOf: [{ items: { $ref: '#' } }, { items: { $ref: '#' } }] }, { measureFirst: true, checksPerLevel: 2, discardsErrors: true, keepsEveryError: false, oneSchemaPerPlace: false, refers: true, comparesValues: false }],
])('%s', (_, schema, shape) => {
  expect(schemaShape(schema)).toEqual(shape);
});

// Each of these lets a second schema object check a place another already checks.
test.each([
  ['allOf', { allOf: [{ type: 'string' }] }],
  ['not', { properties: { a: { not: { type: 'string' } } } }],
  ['if', { if: { type: 'string' }, then: { minLength: 1 } }],
  ['dependentSchemas', { dependentSchemas: { a: { required: ['b'] } } }],
  ['schema-valued dependencies', { dependencies: { a: { required: ['b'] } } }],
  ['patternProperties beside properties', { properties: { ab: { type: 'string' } }, patternProperties: { '^a': { minLength: 2 } } }],
  ['contains beside items', { items: { type: 'string' }, contains: { minLength: 2 } }],
  ['schema-valued unevaluatedProperties', { unevaluatedProperties: { type: 'string' } }],
  ['a $ref to a definition', { $defs: { s: { type: 'string' } }, properties: { a: { $ref: '#/$defs/s' } } }],
])('%s: not one schema per place', (_, schema) => {
  expect(schemaShape(schema).oneSchemaPerPlace).toBe(false);
});

test.each([
  ['array-valued dependencies', { dependencies: { a: ['b'] } }],
  ['unevaluatedProperties: false', { properties: { a: {} }, unevaluatedProperties: false }],
  ['propertyNames', { propertyNames: { maxLength: 3 } }],
])('%s: one schema per place', (_, schema) => {
  expect(schemaShape(schema).oneSchemaPerPlace).toBe(true);
});

// Each of these can fail on valid data, its errors thrown away: one run cannot both decide and list.
test.each([
  ['anyOf', { anyOf: [{ type: 'string' }, { type: 'number' }] }],
  ['oneOf deep inside', { properties: { a: { items: { oneOf: [{ type: 'string' }] } } } }],
  ['not', { not: { type: 'string' } }],
  ['if', { if: { type: 'string' }, then: { minLength: 1 } }],
  ['contains', { type: 'array', contains: { type: 'string' } }],
  ['a $ref, which may lead to one', { $defs: { s: { type: 'string' } }, properties: { a: { $ref: '#/$defs/s' } } }],
])('%s: discards errors', (_, schema) => {
  expect(schemaShape(schema).discardsErrors).toBe(true);
});

test('propertyNames keeps nothing to discard, but its own error says what its subschema’s do', () => {
  expect(schemaShape({ type: 'object', propertyNames: { maxLength: 3 } })).toMatchObject({ discardsErrors: false, keepsEveryError: false });
});
