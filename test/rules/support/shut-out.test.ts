import { expect, test } from 'vitest';
import type { Dialect } from '../../../src/dialects/table.js';
import { shutsOut } from '../../../src/rules/support/shut-out.js';

// A root that applies alone is asked directly; wrapped in a root allOf, the same schema is read
// through the index of every name. Both must say the same of every name, in each dialect.
const SCHEMAS: Record<string, unknown>[] = [
  { type: 'object', properties: { a: { type: 'string' } } },
  { type: 'object', properties: { a: {}, b: false }, additionalProperties: false },
  { properties: { a: {} }, additionalProperties: false, patternProperties: { '^x': {} } },
  { properties: { a: {} }, additionalProperties: { type: 'string' } },
  { properties: { a: {} }, unevaluatedProperties: false },
  { properties: { a: {} }, unevaluatedProperties: false, if: { properties: { c: {} } }, then: { properties: { d: {} } } },
  { properties: { a: {} }, unevaluatedProperties: false, dependentSchemas: { a: { properties: { e: {} } } } },
  { properties: { a: {} }, unevaluatedProperties: false, patternProperties: { '^x': {} } },
  { properties: { a: {} }, unevaluatedProperties: false, $defs: { d: { properties: { z: {} } } } },
  { properties: { b: false } },
  {},
];
const NAMES = ['a', 'b', 'c', 'd', 'e', 'x1', 'z', 'toString', '__proto__'];
const DIALECTS: Dialect[] = ['2020-12', '2019-09', 'draft-07'];

test.each(SCHEMAS.map((schema) => [JSON.stringify(schema), schema] as const))('%s: the same verdict on every name, alone and inside a root allOf', (_, schema) => {
  for (const dialect of DIALECTS) {
    for (const name of NAMES) expect(shutsOut(schema, name, dialect), `${dialect} ${name}`).toBe(shutsOut({ allOf: [schema] }, name, dialect));
  }
});

test('what the direct reading says, spelt out', () => {
  expect(shutsOut(SCHEMAS[1], 'a')).toBe(false);
  expect(shutsOut(SCHEMAS[1], 'b')).toBe(true);
  expect(shutsOut(SCHEMAS[1], 'c')).toBe(true);
  expect(shutsOut(SCHEMAS[5], 'd')).toBe(false);
  expect(shutsOut(SCHEMAS[4], 'c')).toBe(true);
  expect(shutsOut(SCHEMAS[4], 'c', 'draft-07')).toBe(false);
  expect(shutsOut(SCHEMAS[2], 'x1')).toBe(false);
});
