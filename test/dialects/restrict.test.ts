import { describe, expect, test } from 'vitest';
import type { CustomMetaSchema } from '../../src/dialects/meta-schema.js';
import { restrictedCopy, restrictToMetaSchema } from '../../src/schema-checks/restrict.js';

const D07 = 'http://json-schema.org/draft-07/schema#';
const D2020 = 'https://json-schema.org/draft/2020-12/schema';
const V2020 = (name: string) => `https://json-schema.org/draft/2020-12/vocab/${name}`;
const CUSTOM = 'https://example.com/meta';
const NO_VALIDATION: CustomMetaSchema = { base: '2020-12', chain: [CUSTOM], vocabularies: [V2020('core'), V2020('applicator')] };
const NO_APPLICATOR: CustomMetaSchema = { base: '2020-12', chain: [CUSTOM], vocabularies: [V2020('core'), V2020('validation')] };
const NO_APPLICATOR_WITH_META_DATA: CustomMetaSchema = { base: '2020-12', chain: [CUSTOM], vocabularies: [V2020('core'), V2020('validation'), V2020('meta-data')] };

describe('restrictToMetaSchema: a schema in a registered meta-schema becomes its plain base dialect', () => {
  test.each([
    // [what, meta-schema, schema, expected after the rewrite, keywords dropped]
    ['validation keywords go at every schema position', NO_VALIDATION,
      { $schema: CUSTOM, type: 'object', properties: { n: { minimum: 10, maxLength: 2 } }, items: { enum: [1] }, $defs: { d: { const: 1, title: 't' } } },
      { $schema: D2020, properties: { n: {} }, items: {}, $defs: { d: {} } }, 6],
    ['values of const, enum, default and examples are data, never rewritten', NO_APPLICATOR_WITH_META_DATA,
      { $schema: CUSTOM, const: { properties: { a: 1 } }, enum: [{ allOf: [] }], default: { items: true }, examples: [{ not: {} }] },
      { $schema: D2020, const: { properties: { a: 1 } }, enum: [{ allOf: [] }], default: { items: true }, examples: [{ not: {} }] }, 0],
    ['applicator keywords go with what they hold', NO_APPLICATOR,
      { $schema: CUSTOM, type: 'object', properties: { n: { minimum: 10 } }, allOf: [{ required: ['x'] }], $defs: { d: { type: 'string', not: {} } } },
      { $schema: D2020, type: 'object', $defs: { d: { type: 'string' } } }, 3],
    ['annotations go with the meta-data vocabulary', NO_APPLICATOR,
      { $schema: CUSTOM, title: 't', description: 'd', default: 1, examples: [1], deprecated: true, type: 'integer' },
      { $schema: D2020, type: 'integer' }, 5],
    ['an embedded resource declaring its own $schema keeps every keyword', NO_VALIDATION,
      { $schema: CUSTOM, minimum: 1, $defs: { full: { $id: 'https://example.com/full', $schema: D2020, minimum: 2, properties: { a: { maximum: 3 } } } } },
      { $schema: D2020, $defs: { full: { $id: 'https://example.com/full', $schema: D2020, minimum: 2, properties: { a: { maximum: 3 } } } } }, 1],
    ['unknown keywords are left alone', NO_VALIDATION,
      { $schema: CUSTOM, 'x-unit': 'm', nullable: true, minimum: 1 },
      { $schema: D2020, 'x-unit': 'm', nullable: true }, 1],
    ['a draft-07 meta-schema only names its dialect', { base: 'draft-07', chain: [CUSTOM] } satisfies CustomMetaSchema,
      { $schema: CUSTOM, minimum: 1, properties: { a: { type: 'string' } } },
      { $schema: D07, minimum: 1, properties: { a: { type: 'string' } } }, 0],
  ] as const)('%s', (_, meta, schema, expected, dropped) => {
    const copy = structuredClone(schema) as unknown;
    expect(restrictToMetaSchema(copy, meta.base, meta)).toBe(dropped);
    expect(copy).toEqual(expected);
  });

  test('a property named __proto__ survives as an own key', () => {
    const schema = JSON.parse(`{"$schema": "${CUSTOM}", "properties": {"__proto__": {"minimum": 1}}}`) as unknown;
    restrictToMetaSchema(schema, '2020-12', NO_VALIDATION);
    const properties = (schema as { properties: object }).properties;
    expect(Object.hasOwn(properties, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
  });

  test('restrictedCopy leaves the schema it copies untouched, own __proto__ keys included', () => {
    const schema = JSON.parse(`{"$schema": "${CUSTOM}", "minimum": 1, "properties": {"__proto__": {"maximum": 1}}}`) as Record<string, unknown>;
    const before = JSON.stringify(schema);
    const copy = restrictedCopy(schema, '2020-12', NO_VALIDATION) as Record<string, Record<string, unknown>>;
    expect(JSON.stringify(schema)).toBe(before);
    expect(JSON.stringify(copy)).toBe(`{"$schema":"${D2020}","properties":{"__proto__":{}}}`);
    expect(Object.getPrototypeOf(copy['properties'])).toBe(Object.prototype);
  });
});
