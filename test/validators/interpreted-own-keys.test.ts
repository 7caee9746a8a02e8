import { describe, expect, test } from 'vitest';
import { compileToolValidators } from '../../src/index.js';
import { MCP_DIALECT_URIS, mcpTool } from '../fixtures.js';

// The interpreted engine held to Ajv's verdicts (which hyperjump and cfworker share) where a
// differential fuzzer found them apart: property names of Object.prototype taken for present, and
// draft-06/07 references (`"$ref": "#"`, and the siblings a `$ref` overrides).

const NOT_OBJECT_ALLOWED = { rules: { 'schema/input-not-object': 'off' } } as const;
const URIS = MCP_DIALECT_URIS;
type Dialect = keyof typeof URIS;
const INHERITED = ['toString', 'constructor', 'valueOf', '__proto__'];

// JSON.parse keeps `__proto__` an own key, as a call's arguments arrive.
const json = (text: string): unknown => JSON.parse(text);
const withName = (name: string, rest = ''): unknown => json(`{${rest}${rest === '' ? '' : ','}"${name}":1}`);

function verdicts(dialect: Dialect, schema: Record<string, unknown>, data: unknown): boolean[] {
  const tool = mcpTool({ input: { $schema: URIS[dialect], ...schema }, output: { type: 'object' } });
  return [compileToolValidators(tool, NOT_OBJECT_ALLOWED), compileToolValidators(tool, { ...NOT_OBJECT_ALLOWED, engine: 'interpreted' })].map((validators) => validators.input(data).valid);
}

type Row = [label: string, dialect: Dialect, schema: Record<string, unknown>, data: unknown, valid: boolean];
const check = (dialect: Dialect, schema: Record<string, unknown>, data: unknown, valid: boolean) => expect(verdicts(dialect, schema, data)).toEqual([valid, valid]);

describe('D1: additionalProperties: false beside patternProperties admits only own keys of properties', () => {
  const closed = { additionalProperties: false, patternProperties: { '^x': {} } };
  const rows: Row[] = (Object.keys(URIS) as Dialect[]).flatMap((dialect): Row[] => [
    ...INHERITED.map((name): Row => [name, dialect, closed, withName(name), false]),
    ['a name the pattern matches', dialect, closed, { x1: 1 }, true],
    ['a declared name', dialect, { ...closed, properties: { toString: {} } }, withName('toString'), true],
    ['a declared name beside an inherited one', dialect, { ...closed, properties: { a: {} } }, withName('constructor', '"a":1'), false],
    // json-schema-library's additionalProperties skipped `_id` (its propertyBlacklist).
    ['_id, without patternProperties', dialect, { additionalProperties: false }, { _id: 1 }, false],
    ['_id against an additionalProperties schema', dialect, { additionalProperties: { type: 'string' } }, { _id: 1 }, false],
    ['_id beside patternProperties', dialect, closed, { _id: 1 }, false],
    ['_id declared', dialect, { additionalProperties: false, properties: { _id: {} } }, { _id: 1 }, true],
    ...INHERITED.map((name): Row => [`${name} against an additionalProperties schema`, dialect, { additionalProperties: { type: 'string' } }, withName(name), false]),
  ]);
  test.each(rows)('%s (%s)', (_label, dialect, schema, data, valid) => check(dialect, schema, data, valid));
});

describe('D2: dependentRequired, dependencies and dependentSchemas read only own keys', () => {
  const rows: Row[] = [
    ...(['2019-09', '2020-12'] as const).flatMap((dialect): Row[] => [
      ...INHERITED.map((name): Row => [`dependentRequired ${name}`, dialect, { dependentRequired: { a: [name] } }, { a: 1 }, false]),
      ...INHERITED.map((name): Row => [`dependentRequired ${name}, present`, dialect, { dependentRequired: { a: [name] } }, withName(name, '"a":1'), true]),
      ['dependentRequired under __proto__', dialect, json('{"dependentRequired":{"__proto__":["b"]}}') as Record<string, unknown>, withName('__proto__'), false],
      ['dependentRequired, an inherited trigger', dialect, { dependentRequired: { a: ['b'] } }, withName('toString'), true],
      ['dependentSchemas under __proto__', dialect, json('{"dependentSchemas":{"__proto__":false}}') as Record<string, unknown>, withName('__proto__'), false],
      ['dependentSchemas under __proto__, another name', dialect, json('{"dependentSchemas":{"__proto__":{"required":["b"]}}}') as Record<string, unknown>, withName('parent'), true],
      ['dependentSchemas, an inherited trigger', dialect, { dependentSchemas: { a: false } }, withName('constructor'), true],
    ]),
    ...(['draft-06', 'draft-07'] as const).flatMap((dialect): Row[] => [
      ...INHERITED.map((name): Row => [`dependencies ${name}`, dialect, { dependencies: { a: [name] } }, { a: 1 }, false]),
      ...INHERITED.map((name): Row => [`dependencies ${name}, present`, dialect, { dependencies: { a: [name] } }, withName(name, '"a":1'), true]),
      ['dependencies beside a dependent schema', dialect, { dependencies: { a: ['toString'], b: { required: ['c'] } } }, { a: 1, toString: 1, b: 1 }, false],
    ]),
  ];
  test.each(rows)('%s (%s)', (_label, dialect, schema, data, valid) => check(dialect, schema, data, valid));
});

describe('D8: "$ref": "#" reaches the document root in draft-06 and draft-07', () => {
  const rows: Row[] = (['draft-06', 'draft-07'] as const).flatMap((dialect): Row[] => [
    ['beside a sibling property', dialect, { type: 'object', properties: { x: { $ref: '#' }, y: {} } }, { x: true }, false],
    ['beside a sibling property, valid', dialect, { type: 'object', properties: { x: { $ref: '#' }, y: {} } }, { x: { y: 1 } }, true],
    ['under allOf', dialect, { type: 'object', properties: { x: { allOf: [{ $ref: '#' }] } } }, { x: {} }, true],
    ['under allOf, invalid', dialect, { type: 'object', properties: { x: { allOf: [{ $ref: '#' }] } } }, { x: 1 }, false],
    ['under anyOf', dialect, { type: 'object', properties: { x: { anyOf: [{ $ref: '#' }] } } }, { x: 1 }, false],
    ['under not', dialect, { type: 'object', properties: { x: { not: { $ref: '#' } } } }, { x: {} }, false],
    ['under not, valid', dialect, { type: 'object', properties: { x: { not: { $ref: '#' } } } }, { x: 1 }, true],
    ['under contains', dialect, { type: ['array', 'string'], contains: { $ref: '#' } }, [['s']], true],
    ['under contains, invalid', dialect, { type: ['array', 'string'], contains: { $ref: '#' } }, [[1]], false],
    ['under propertyNames', dialect, { type: ['object', 'string'], maxLength: 1, propertyNames: { $ref: '#' } }, { ab: 1 }, false],
    ['under propertyNames, valid', dialect, { type: ['object', 'string'], maxLength: 1, propertyNames: { $ref: '#' } }, { a: 1 }, true],
    ['under a root that is a $ref', dialect, { $ref: '#/definitions/a', definitions: { a: { type: 'object', properties: { x: { $ref: '#' }, y: {} } } } }, { x: true }, false],
    ['to a definition beside a sibling', dialect, { type: 'object', properties: { x: { $ref: '#/definitions/d' }, y: {} }, definitions: { d: { type: 'string' } } }, { x: 1 }, false],
  ]);
  rows.push(
    ['beside if and contains', 'draft-07', { if: { maxItems: 1 }, then: { type: 'object' }, else: {}, contains: { $ref: '#' } }, ['a', []], false],
    ['under if', 'draft-07', { type: 'object', properties: { x: { if: { $ref: '#' }, then: false } } }, { x: {} }, false],
    ['under if, valid', 'draft-07', { type: 'object', properties: { x: { if: { $ref: '#' }, then: false } } }, { x: 1 }, true],
  );
  test.each(rows)('%s (%s)', (_label, dialect, schema, data, valid) => check(dialect, schema, data, valid));
});

describe('D9: a $ref overrides the if, then and else beside it in draft-07', () => {
  const definitions = { d: { type: 'array' } };
  const rows: Row[] = [
    ['then beside a $ref', 'draft-07', { properties: { a: { $ref: '#/definitions/d', if: {}, then: false } }, definitions }, { a: [1] }, true],
    ['else beside a $ref', 'draft-07', { properties: { a: { $ref: '#/definitions/d', if: false, else: false } }, definitions }, { a: [1] }, true],
    ['the $ref still applies', 'draft-07', { properties: { a: { $ref: '#/definitions/d', if: {}, then: false } }, definitions }, { a: 1 }, false],
    ['at a root that is a $ref', 'draft-07', { $ref: '#/definitions/d', if: {}, then: false, definitions }, [1], true],
    ['an if without a $ref applies', 'draft-07', { properties: { a: { type: 'array', if: {}, then: false } } }, { a: [1] }, false],
    ['then beside a $ref', 'draft-06', { properties: { a: { $ref: '#/definitions/d', if: {}, then: false } }, definitions }, { a: [1] }, true],
    ['then beside a $ref applies', '2020-12', { properties: { a: { $ref: '#/$defs/d', if: {}, then: false } }, $defs: definitions }, { a: [1] }, false],
  ];
  test.each(rows)('%s (%s)', (_label, dialect, schema, data, valid) => check(dialect, schema, data, valid));
});
