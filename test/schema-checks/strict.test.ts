import { describe, expect, it } from 'vitest';
import { findStrictViolations } from '../../src/schema-checks/strict.js';

const pointers = (schema: unknown): string[] => findStrictViolations(schema, '/input').map((issue) => issue.pointer);
const obj = (properties: Record<string, unknown>, rest: Record<string, unknown> = {}): Record<string, unknown> => ({ type: 'object', properties, ...rest });

describe('findStrictViolations: schemas Ajv strict mode compiles', () => {
  const clean: [string, unknown][] = [
    ['an empty schema', {}],
    ['true', true],
    ['false', false],
    ['null, a number, a string, an array (not schemas at all)', [null, 42, 'x', []]],
    ['a typical tool input', obj({ city: { type: 'string', minLength: 1 }, units: { enum: ['c', 'f'] } }, { required: ['city'], additionalProperties: false })],
    ['one type and "null"', { type: ['string', 'null'], maxLength: 3 }],
    ['a known format', { type: 'string', format: 'date-time' }],
    ['a closed tuple with items: false', { type: 'array', prefixItems: [{ type: 'string' }, {}], minItems: 2, items: false }],
    ['a closed tuple with maxItems', { type: 'array', prefixItems: [{ type: 'string' }], minItems: 1, maxItems: 1 }],
    ['an integer inside a number', { type: 'number', allOf: [{ type: 'integer', minimum: 1 }] }],
    ['types from the enclosing schema', { type: 'object', anyOf: [{ properties: { a: {} }, required: ['a'] }, { maxProperties: 0 }] }],
    ['propertyNames with string keywords', { type: 'object', propertyNames: { maxLength: 3, pattern: '^[a-z]+$' } }],
    ['if with then', obj({ kind: { type: 'string' } }, { if: { properties: { kind: { const: 'a' } } }, then: { required: ['kind'] } })],
    ['contains with bounds', { type: 'array', contains: { type: 'string' }, minContains: 0, maxContains: 2 }],
    ['a $ref to $defs', obj({ p: { $ref: '#/$defs/P' } }, { $defs: { P: { type: 'string' } } })],
    ['an inlined $ref target defining the required property', { type: 'object', $ref: '#/$defs/base', required: ['x'], $defs: { base: obj({ x: { type: 'string' } }) } }],
    ['a recursive $ref', obj({ children: { type: 'array', items: { $ref: '#' } } })],
    // Ajv compiles $defs only through a $ref, and never contentSchema, enum, const, default or examples.
    ['an unreferenced $defs entry', { type: 'object', $defs: { unused: { foo: 1, type: ['string', 'number'] } } }],
    ['contentSchema', { type: 'string', contentMediaType: 'application/json', contentSchema: { foo: 1 } }],
    ['values of enum, const, default, examples', { enum: [{ foo: 1 }], const: { type: ['a', 'b'] }, default: { bar: 1 }, examples: [{ prefixItems: [1] }] }],
    ['patternProperties that match no property', obj({ name: {} }, { patternProperties: { '^x-': { type: 'string' } } })],
    ['a trivial pattern with additionalProperties', obj({ 'x-a': {} }, { patternProperties: { '^x-': {} }, additionalProperties: false })],
    ['unevaluatedProperties after additionalProperties', { type: 'object', additionalProperties: false, unevaluatedProperties: { foo: 1 } }],
    // Ajv looks `required` names up in `properties` with the prototype: toString is "defined".
    ['a required name on Object.prototype', { type: 'object', properties: {}, required: ['toString'] }],
  ];
  it.each(clean)('%s', (_, schema) => {
    for (const each of Array.isArray(schema) ? schema : [schema]) expect(findStrictViolations(each, '/input')).toEqual([]);
  });
});

describe('findStrictViolations: what Ajv strict mode refuses, and where', () => {
  const refused: [string, unknown, string[]][] = [
    ['an unknown keyword', { type: 'string', minlength: 1 }, ['/input/minlength']],
    ['an extension keyword', { type: 'string', 'x-order': 1 }, ['/input/x-order']],
    ['an unknown keyword with a slash', { 'a/b~c': 1 }, ['/input/a~1b~0c']],
    ['$anchor (Ajv2020 does not know it)', { type: 'string', $anchor: 'name' }, ['/input/$anchor']],
    ['a union type', { type: ['string', 'number'] }, ['/input/type']],
    ['a union with "null"', { type: ['string', 'number', 'null'] }, ['/input/type']],
    ['a type the enclosing schema rules out', { type: 'object', allOf: [{ type: 'string' }] }, ['/input/allOf/0/type']],
    ['number inside integer', { type: 'integer', anyOf: [{ type: 'number' }] }, ['/input/anyOf/0/type']],
    ['object keywords without "type": "object"', { properties: { a: { type: 'string' } }, required: ['a'] }, ['/input/properties']],
    ['format without a type', { format: 'email' }, ['/input/format']],
    ['items without "type": "array"', obj({ tags: { items: { type: 'string' } } }), ['/input/properties/tags/items']],
    ['string keywords on a number', { type: 'number', maxLength: 3 }, ['/input/maxLength']],
    ['propertyNames typed other than string', { type: 'object', propertyNames: { type: 'integer' } }, ['/input/propertyNames/type']],
    ['an open tuple', { type: 'array', prefixItems: [{ type: 'string' }] }, ['/input/prefixItems']],
    ['a tuple with maxItems but no minItems', { type: 'array', prefixItems: [{}, {}], maxItems: 2 }, ['/input/prefixItems']],
    ['an unknown format', { type: 'string', format: 'json' }, ['/input/format']],
    ['if alone', { type: 'object', if: { required: ['a'] }, properties: { a: {} } }, ['/input/if']],
    ['then and else without if', { type: 'string', then: { minLength: 1 }, else: { maxLength: 1 } }, ['/input/then', '/input/else']],
    ['minContains without contains', { type: 'array', minContains: 1 }, ['/input/minContains']],
    ['minContains 0 without maxContains', { type: 'array', contains: {}, minContains: 0 }, ['/input/minContains']],
    ['minContains above maxContains', { type: 'array', contains: {}, minContains: 3, maxContains: 2 }, ['/input/minContains']],
    ['required names the schema does not define', { type: 'object', required: ['a'] }, ['/input/required/0']],
    ['required only in oneOf branches', obj({ a: { type: 'string' }, b: {} }, { oneOf: [{ required: ['a'] }, { required: ['b'] }] }), ['/input/oneOf/0/required/0', '/input/oneOf/1/required/0']],
    ['a property a pattern also matches', obj({ 'x-a': { type: 'string' } }, { patternProperties: { '^x-': { type: 'string' } } }), ['/input/properties/x-a']],
    // Not proven linear: matched on the linear-time engine, so that a name never makes it backtrack.
    ['a property a backtracking pattern also matches', obj({ aaa: { type: 'string' }, b: {} }, { patternProperties: { '^(a|a)*$': { type: 'string' } } }), ['/input/properties/aaa']],
  ];
  it.each(refused)('%s', (_, schema, expected) => {
    expect(pointers(schema)).toEqual(expected);
  });

  const nested: [string, unknown, string[]][] = [
    ['in properties', obj({ a: { type: 'string', foo: 1 } }), ['/input/properties/a/foo']],
    ['in $defs through $ref', obj({ p: { $ref: '#/$defs/P' } }, { $defs: { P: { type: ['string', 'integer'] } } }), ['/input/$defs/P/type']],
    ['in a $defs entry with references (compiled apart), once for two uses', obj({ a: { $ref: '#/$defs/T' }, b: { $ref: '#/$defs/T' } }, { $defs: { T: { type: 'array', items: { $ref: '#/$defs/T' }, prefixItems: [{}] } } }), ['/input/$defs/T/prefixItems']],
    ['in prefixItems', { type: 'array', prefixItems: [{ type: 'string', format: 'json' }], minItems: 1, items: false }, ['/input/prefixItems/0/format']],
    ['in allOf and anyOf', { type: 'string', allOf: [{ foo: 1 }], anyOf: [{ bar: 2 }] }, ['/input/anyOf/0/bar', '/input/allOf/0/foo']], // Ajv's order
    ['in not, then, dependentSchemas', { type: 'object', not: { a: 1 }, if: { required: [] }, then: { b: 1 }, dependentSchemas: { x: { c: 1 } } }, ['/input/not/a', '/input/then/b', '/input/dependentSchemas/x/c']],
    ['in additionalProperties and propertyNames', { type: 'object', propertyNames: { a: 1 }, additionalProperties: { b: 1 } }, ['/input/propertyNames/a', '/input/additionalProperties/b']],
    ['in unevaluatedProperties and unevaluatedItems', { type: ['object', 'null'], properties: { a: {} }, unevaluatedProperties: { c: 1 }, unevaluatedItems: { d: 1 } }, ['/input/unevaluatedItems', '/input/unevaluatedItems/d', '/input/unevaluatedProperties/c']],
    ['in items and contains', { type: 'array', items: { a: 1 }, contains: { b: 1 } }, ['/input/items/a', '/input/contains/b']],
  ];
  it.each(nested)('%s', (_, schema, expected) => {
    expect(pointers(schema)).toEqual(expected);
  });
});

describe('findStrictViolations: issues', () => {
  it('are schema/strict errors at the base pointer, with a message and a hint', () => {
    const [issue] = findStrictViolations({ type: ['string', 'number'] }, '/output');
    expect(issue).toMatchObject({ code: 'schema/strict', severity: 'error', pointer: '/output/type' });
    expect(issue?.message).toMatch(/"type" lists "string" and "number".*strict mode/);
    expect(issue?.hint).toBe('Use "anyOf" with one subschema per type: {"anyOf": [{"type": "string"}, {"type": "number"}]}.');
  });

  it('suggest the keyword or format meant', () => {
    expect(findStrictViolations({ type: 'string', minlength: 1 }, '')[0]?.hint).toBe('did you mean "minLength"?');
    expect(findStrictViolations({ type: 'string', format: 'date-tme' }, '')[0]?.hint).toBe('did you mean "date-time"?');
  });

  it('name the keywords a missing type leaves without effect, once per type', () => {
    const issues = findStrictViolations({ properties: {}, required: [], minLength: 1 }, '');
    expect(issues.map((issue) => issue.pointer)).toEqual(['/properties', '/minLength']);
    expect(issues[0]?.message).toMatch(/^"properties" and "required" apply only to objects/);
    expect(issues[0]?.hint).toMatch(/^Add "type": "object"/);
  });
});

describe('findStrictViolations: hostile input', () => {
  it('stops at 256 levels without throwing', () => {
    let schema: Record<string, unknown> = { type: 'string', foo: 1 };
    for (let i = 0; i < 2000; i++) schema = { type: 'object', foo: 1, properties: { a: schema } };
    const found = findStrictViolations(schema, '');
    expect(found.length).toBe(257);
  });

  it('survives cycles and throwing getters', () => {
    const cyclic: Record<string, unknown> = { type: 'object', properties: {}, allOf: [{ $ref: '#/properties/self' }] };
    (cyclic.properties as Record<string, unknown>).self = cyclic;
    expect(() => findStrictViolations(cyclic, '')).not.toThrow();
    const hostile = Object.defineProperty({ type: 'object' }, 'properties', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(findStrictViolations(hostile, '')).toEqual([]);
  });
});
