import { expect, test } from 'vitest';
import { callCost } from '../../src/validators/call-cost.js';
import { checkDataBounds, DEFAULT_DATA_LIMITS, STEPS_PER_VALUE } from '../../src/validators/data-bounds.js';

// A schema object costs 2 steps, 1 a keyword, 1 a value of an enum or const, 1 a required name, 10 a pattern or
// format (and 10 a key tested against each of patternProperties), 16 a branch of anyOf or oneOf.
test.each([
  ['one keyword', { type: 'string' }, [3], 3],
  ['an enum: each member', { enum: ['a', 'b', 'c'] }, [6], 6],
  ['an enum and a const: every value in them', { enum: [{ a: 1 }, [1, 2]], const: { a: { b: 1 } } }, [2 + 2 + 2 + 3 + 3], 12],
  ['a multipleOf past 15 decimal places: exact decimal arithmetic', { multipleOf: 1e-300 }, [203], 203],
  ['a multipleOf of a few places: a float check', { multipleOf: 0.01 }, [3], 3],
  ['dependentRequired: each name', { dependentRequired: { a: ['b', 'c'], d: ['e'] } }, [6], 6],
  ['a value under one named property: the heaviest of them', { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string', pattern: '^x' } } }, [4, 14], 14],
  ['a key under every pattern: all of them, each a match', { patternProperties: { '^a': { type: 'string' }, '^b': {} } }, [3, 25], 25],
  ['a union: every branch', { anyOf: [{ const: 1 }, { const: 2 }] }, [43], 43],
  ['items and prefixItems: the heaviest prefix item and the items', { prefixItems: [{ type: 'string' }, { enum: [1, 2, 3, 4] }], items: { type: 'number' } }, [4, 10], 10],
  ['an in-place allOf and a nested level', { allOf: [{ properties: { a: { minLength: 1 } } }, { required: ['a'] }], type: 'object' }, [11, 3], 11],
  ['nothing past the schema’s depth', { items: { type: 'string' } }, [3, 3, 0, 0], 3],
])('%s', (_, schema, costs, heaviest) => {
  const cost = callCost(schema);
  expect(costs.map((__, depth) => cost.at(depth))).toEqual(costs);
  expect(cost.heaviest).toBe(heaviest);
});

test('a reference within the document is followed, depth by depth, and a recursive schema has no heaviest', () => {
  const cost = callCost({ type: 'array', items: { $ref: '#' } });
  expect(cost.heaviest).toBeUndefined();
  expect([0, 1, 2, 50].map((depth) => cost.at(depth))).toEqual([4, 7, 7, 7]);
  const viaDefs = callCost({ $defs: { s: { type: 'string', pattern: '^a' } }, properties: { a: { $ref: '#/$defs/s' } } });
  expect(viaDefs.at(1)).toBe(3 + 14);
  const viaAnchor = callCost({ $defs: { s: { $anchor: 'str', type: 'string' } }, properties: { a: { $ref: '#str' } } });
  expect(viaAnchor.at(1)).toBe(3 + 4);
});

test('a reference that cannot be followed costs what every schema object does', () => {
  const followed = callCost({ $defs: { s: { type: 'string' } }, properties: { a: { $ref: '#/$defs/s' } } }).at(1);
  expect(callCost({ $defs: { s: { type: 'string' } }, properties: { a: { $ref: 'https://example.com/s' } } }).at(1)).toBeGreaterThan(followed);
  // Under a subschema's own `$id`, `#/…` is relative to it, not to the root: not resolved from the root.
  const withBase = { $defs: { s: { type: 'string' } }, properties: { a: { $id: 'https://example.com/a', $ref: '#/$defs/s' } } };
  expect(callCost(withBase).at(1)).toBeGreaterThan(followed);
  // An in-place cycle (which vet refuses) ends.
  expect(Number.isFinite(callCost({ $defs: { a: { allOf: [{ $ref: '#/$defs/a' }] } }, $ref: '#/$defs/a' }).at(0))).toBe(true);
});

test('weighed data is held to the steps the value limit allows, and the issue says where the weight is', () => {
  const union = { type: 'array', items: { anyOf: Array.from({ length: 1000 }, (_, index) => ({ const: index })) } };
  const cost = callCost(union);
  const perItem = cost.at(1);
  const allowed = Math.floor((DEFAULT_DATA_LIMITS.maxValues * STEPS_PER_VALUE - cost.at(0)) / perItem);
  expect(checkDataBounds(new Array(allowed).fill(0), DEFAULT_DATA_LIMITS, 1, cost)).toBeUndefined();
  const refused = checkDataBounds(new Array(allowed + 1).fill(0), DEFAULT_DATA_LIMITS, 1, cost);
  expect(refused).toMatchObject({ code: 'call/too-large', pointer: '' });
  expect(refused?.message).toContain(`${perItem.toLocaleString('en')} for each value 1 level down`);
  // The walk that says where (past 512 levels of nesting allowed) weighs alike.
  const deepLimits = { ...DEFAULT_DATA_LIMITS, maxDepth: 600 };
  expect(checkDataBounds(new Array(allowed).fill(0), deepLimits, 1, cost)).toBeUndefined();
  expect(checkDataBounds(new Array(allowed + 1).fill(0), deepLimits, 1, cost)?.code).toBe('call/too-large');
});
