import { expect, test } from 'vitest';
import { schemaShape } from '../../src/validators/shape.js';

// What a schema lets a call's data cost decides whether the data is measured at all.
test.each([
  ['named properties only', { type: 'object', properties: { a: { type: 'string' }, b: { enum: [1, 2] } }, additionalProperties: false }, { measureFirst: false, checksPerLevel: 1, reachesEveryChild: false }],
  ['items as a schema', { type: 'array', items: { type: 'string' } }, { measureFirst: false, checksPerLevel: 1, reachesEveryChild: true }],
  ['additionalProperties as a schema, deep inside', { properties: { a: { anyOf: [{ additionalProperties: { type: 'string' } }] } } }, { measureFirst: false, checksPerLevel: 1, reachesEveryChild: true }],
  ['a tuple of named places', { type: 'array', prefixItems: [{ type: 'string' }], items: false }, { measureFirst: false, checksPerLevel: 1, reachesEveryChild: false }],
  ['recursion', { type: 'array', items: { $ref: '#' } }, { measureFirst: true, checksPerLevel: 1, reachesEveryChild: true }],
  ['uniqueItems', { type: 'array', uniqueItems: true }, { measureFirst: true, checksPerLevel: 1, reachesEveryChild: false }],
  ['two references to each level', { anyOf: [{ items: { $ref: '#' } }, { items: { $ref: '#' } }] }, { measureFirst: true, checksPerLevel: 2, reachesEveryChild: true }],
])('%s', (_, schema, shape) => {
  expect(schemaShape(schema)).toEqual(shape);
});
