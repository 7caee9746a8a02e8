import { describe, expect, test } from 'vitest';
import { migrateManifest, migrateSchema } from '../../src/index.js';
import { mcpTool } from '../fixtures.js';

const D4 = 'http://json-schema.org/draft-04/schema#';
const D7 = 'http://json-schema.org/draft-07/schema#';
const D19 = 'https://json-schema.org/draft/2019-09/schema';
const D20 = 'https://json-schema.org/draft/2020-12/schema';

// Each rewrite the issue lists, as [what, original, migrated, issue codes].
const REWRITES: [string, unknown, unknown, string[]][] = [
  ['definitions and every $ref into them', { $schema: D7, type: 'object', definitions: { a: { type: 'string' } }, properties: { x: { $ref: '#/definitions/a' } } }, { $schema: D20, type: 'object', $defs: { a: { type: 'string' } }, properties: { x: { $ref: '#/$defs/a' } } }, []],
  ['array items and additionalItems', { $schema: D7, type: 'array', items: [{ type: 'string' }], additionalItems: false }, { $schema: D20, type: 'array', prefixItems: [{ type: 'string' }], items: false }, []],
  ['a $ref through array items', { $schema: D7, type: 'array', items: [{ type: 'string' }], contains: { $ref: '#/items/0' } }, { $schema: D20, type: 'array', prefixItems: [{ type: 'string' }], contains: { $ref: '#/prefixItems/0' } }, []],
  ['additionalItems without array items is a no-op', { $schema: D7, type: 'array', items: { type: 'string' }, additionalItems: false }, { $schema: D20, type: 'array', items: { type: 'string' } }, ['migrate/dropped-no-op']],
  ['dependencies of both kinds', { $schema: D7, type: 'object', dependencies: { a: ['b'], c: { type: 'object', required: ['d'] } } }, { $schema: D20, type: 'object', dependentRequired: { a: ['b'] }, dependentSchemas: { c: { type: 'object', required: ['d'] } } }, []],
  ['draft-04 exclusive bounds and id', { $schema: D4, id: 'https://example.com/s.json', type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false }, { $schema: D20, $id: 'https://example.com/s.json', type: 'number', exclusiveMinimum: 0, maximum: 9 }, ['migrate/dropped-no-op']],
  ['an $id fragment becomes an $anchor', { $schema: D7, type: 'array', definitions: { a: { $id: '#item', type: 'string' } }, items: { $ref: '#item' } }, { $schema: D20, type: 'array', $defs: { a: { $anchor: 'item', type: 'string' } }, items: { $ref: '#item' } }, []],
  ['$recursiveRef to a recursive anchor', { $schema: D19, type: 'object', $recursiveAnchor: true, properties: { next: { $recursiveRef: '#' } } }, { $schema: D20, type: 'object', $dynamicAnchor: 'recursive', properties: { next: { $dynamicRef: '#recursive' } } }, []],
  ['$recursiveRef without an anchor is a plain $ref', { $schema: D19, type: 'object', properties: { next: { $recursiveRef: '#' } } }, { $schema: D20, type: 'object', properties: { next: { $ref: '#' } } }, []],
  ['keywords without a type get one branch per type and one for the rest', { minLength: 1, properties: { a: {} }, description: 'd' }, { anyOf: [{ type: 'object', properties: { a: {} } }, { type: 'string', minLength: 1 }, { not: { anyOf: [{ type: 'object' }, { type: 'string' }] } }], description: 'd' }, []],
  ['a format without a type applies to numbers and strings', { format: 'int32' }, { anyOf: [{ type: 'string', format: 'int32' }, { type: 'number', format: 'int32' }, { not: { anyOf: [{ type: 'string' }, { type: 'number' }] } }] }, []],
  ['then without if is a no-op', { type: 'string', then: { minLength: 1 } }, { type: 'string' }, ['migrate/dropped-no-op']],
  ['a type list becomes anyOf, keywords in their branches', { type: ['string', 'integer'], minLength: 1, minimum: 0, description: 'd' }, { anyOf: [{ type: 'string', minLength: 1 }, { type: 'integer', minimum: 0 }], description: 'd' }, []],
  ['a type list beside anyOf goes into allOf', { type: ['string', 'boolean'], anyOf: [{ const: 'a' }, { const: true }] }, { anyOf: [{ const: 'a' }, { const: true }], allOf: [{ anyOf: [{ type: 'string' }, { type: 'boolean' }] }] }, []],
  ['["X", "null"] stays', { type: ['string', 'null'], minLength: 1 }, { type: ['string', 'null'], minLength: 1 }, []],
];

// Kept as they were, each with an issue on the keyword.
const NO_EQUIVALENT: [string, unknown, string][] = [
  ['$recursiveRef to elsewhere', { $schema: D19, $recursiveRef: '#/$defs/a', $defs: { a: {} } }, '/$recursiveRef'],
  ['keywords beside a draft-07 $ref', { $schema: D7, type: 'object', definitions: { a: {} }, properties: { x: { $ref: '#/definitions/a', type: 'string', maxLength: 2 } } }, '/properties/x/$ref'],
  ['a type list beside unevaluatedProperties', { type: ['object', 'string'], unevaluatedProperties: false }, '/type'],
  ['a type list a $ref points into', { type: ['object', 'string'], properties: { a: {} }, items: { $ref: '#/properties/a' } }, '/type'],
];

describe('migrateSchema: exact rewrites', () => {
  test.each(REWRITES)('%s', (_, original, migrated, codes) => {
    const before = structuredClone(original);
    const result = migrateSchema(original, { to: '2020-12' });
    expect(result.schema).toEqual(migrated);
    expect(result.issues.map((issue) => issue.code)).toEqual(codes);
    expect(original, 'the original is untouched').toEqual(before);
  });

  test('key order is kept, renamed keys in place', () => {
    const result = migrateSchema({ $schema: D7, title: 't', definitions: {}, type: 'object' }, { to: '2020-12' });
    expect(Object.keys(result.schema as object)).toEqual(['$schema', 'title', '$defs', 'type']);
  });
});

describe('migrateSchema: no silent approximation', () => {
  test.each(NO_EQUIVALENT)('%s', (_, original, pointer) => {
    const result = migrateSchema(original, { to: '2020-12' });
    expect(result.issues).toEqual([expect.objectContaining({ code: 'migrate/no-equivalent', pointer })]);
  });

  test.each([null, 3, 'x', [], true, { properties: null }, { items: [1, 2] }, { $ref: 5 }, { $id: 'urn:%%' }])('bad input %j never throws', (value) => {
    expect(() => migrateSchema(value, { to: '2020-12' })).not.toThrow();
  });
});

describe('migrateSchema on hostile values', () => {
  // These three asserted what the migration's own walk did before it read its input with the vet's
  // reader: a deep schema migrated down to 512 schema levels, a cycle cut there as limit/depth, and
  // one migrate/no-equivalent at the root for any getter that threw. Now the reader's issues say
  // what and where, and a schema it cannot read whole is left whole.
  test('a schema nested 5,000 levels deep is left as it was, with one limit/depth issue', () => {
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 5000; i++) deep = { type: 'array', items: [deep] };
    const schema = { $schema: D7, ...(deep as object) };
    const result = migrateSchema(schema, { to: '2020-12' });
    expect(result.issues.map((issue) => issue.code)).toEqual(['limit/depth']);
    expect(result.issues[0]?.message).toMatch(/^The schema nests deeper than 512 levels .*; it is left as it was\.$/);
    expect(result.schema).toBe(schema);
  });

  test('a cycle is manifest/cycle where it closes, and the schema is left as it was', () => {
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    const result = migrateSchema(cyclic, { to: '2020-12' });
    expect(result.issues.map(({ code, pointer }) => ({ code, pointer }))).toEqual([{ code: 'manifest/cycle', pointer: '/properties/self' }]);
    expect(result.schema).toBe(cyclic);
  });

  test('a getter that throws leaves the schema as it was, with manifest/unreadable where it stands', () => {
    const hostile = Object.defineProperty({ type: 'object' }, 'properties', { enumerable: true, get: () => { throw new Error('trap'); } });
    const result = migrateSchema(hostile, { to: '2020-12' });
    expect(result.schema).toBe(hostile);
    expect(result.issues).toEqual([expect.objectContaining({ code: 'manifest/unreadable', pointer: '/properties' })]);
  });
});

describe('migrateManifest', () => {
  test('migrates both schemas and points issues from the manifest root', () => {
    const manifest = mcpTool({ input: { $schema: D7, type: 'object', definitions: { a: {} } }, output: { $schema: D19, $recursiveRef: '#/x' } });
    const result = migrateManifest(manifest);
    expect(result.changed).toBe(true);
    expect((result.manifest as { input: unknown }).input).toEqual({ $schema: D20, type: 'object', $defs: { a: {} } });
    expect(result.issues.map((issue) => issue.pointer)).toEqual(['/output/$recursiveRef']);
  });

  test('takes no options: a second argument is a TypeError, not ignored', () => {
    expect(() => (migrateManifest as (manifest: unknown, options: unknown) => unknown)(mcpTool({}), { to: '2019-09' })).toThrow(/migrateManifest takes no options/);
  });

  test('a value whose reading throws comes back unchanged, with manifest/unreadable', () => {
    const manifest = mcpTool({});
    Object.defineProperty(manifest, 'input', { enumerable: true, get: () => { throw new Error('no input'); } });
    const result = migrateManifest(manifest);
    expect(result.manifest).toBe(manifest);
    expect(result.changed).toBe(false);
    // It said '' before the manifest was read with the vet's reader, which names the field.
    expect(result.issues).toEqual([expect.objectContaining({ code: 'manifest/unreadable', pointer: '/input' })]);
  });
});

describe('migrateSchema’s options and its documented example', () => {
  test('the example of its documentation gives what it says', () => {
    const result = migrateSchema({ $schema: D7, type: 'array', definitions: { a: { type: 'string' } }, items: [{ $ref: '#/definitions/a' }] }, { to: '2020-12' });
    expect(result).toEqual({ schema: { $schema: D20, type: 'array', $defs: { a: { type: 'string' } }, prefixItems: [{ $ref: '#/$defs/a' }] }, from: 'draft-07', issues: [] });
  });

  test('one keyword kept without a type is said in the singular', () => {
    const [issue] = migrateSchema({ $schema: D7, definitions: { a: { type: 'string' } }, items: [{ $ref: '#/definitions/a' }] }).issues;
    expect(issue?.message).toMatch(/^"prefixItems" without a "type" is kept as it was \(strict mode refuses it\) because /);
  });

  test('without options it migrates to 2020-12, the only target', () => {
    expect(migrateSchema({ $schema: D7, type: 'object' }).schema).toEqual({ $schema: D20, type: 'object' });
  });

  test.each([
    ['another target', { to: '2019-09' }, /options\.to must be "2020-12" or absent, not "2019-09"/],
    ['a misspelt key', { form: 'draft-07', to: '2020-12' }, /Unknown option "form" in options \(did you mean "from"\?\)/],
    ['a source that is no dialect', { from: 'draft-03', to: '2020-12' }, /options\.from must be .*not "draft-03" \(did you mean "draft-04"\?\)/],
  ])('%s is a TypeError', (_name, options, message) => {
    expect(() => migrateSchema({}, options as never)).toThrow(message);
  });
});
