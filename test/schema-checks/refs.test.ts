import { createRequire } from 'node:module';
import { Ajv, type AnySchemaObject, type Options } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it, test } from 'vitest';
import type { Dialect } from '../../src/dialects/table.js';
import { findUnresolvedRefs } from '../../src/schema-checks/refs.js';

const require = createRequire(import.meta.url);
const REMOTE = 'https://example.com/schemas/common.json';

interface Case {
  readonly name: string;
  readonly dialect?: Dialect;
  readonly schema: unknown;
  readonly schemas?: Record<string, unknown>;
  /** Pointers of the unresolved references, below `/input`. */
  readonly unresolved: string[];
  /** Why Ajv's compile does not throw a MissingRefError exactly when we report, if it does not. */
  readonly ajvDiffers?: string;
}

const cases: Case[] = [
  { name: 'local pointer', schema: { $defs: { a: { type: 'string' } }, properties: { x: { $ref: '#/$defs/a' } } }, unresolved: [] },
  { name: 'local pointer to nothing', schema: { $defs: { a: {} }, properties: { x: { $ref: '#/$defs/b' } } }, unresolved: ['/properties/x/$ref'] },
  { name: '"#" is the root', schema: { properties: { next: { $ref: '#' } } }, unresolved: [] },
  { name: 'pointer anywhere in the document, even into examples', schema: { examples: [{ type: 'string' }], properties: { x: { $ref: '#/examples/0' } } }, unresolved: [] },
  { name: 'percent-encoded and ~-escaped pointers', schema: { $defs: { 'a b': {}, 'c/d': {}, 'e%f': {}, 'g~h': {} }, allOf: [{ $ref: '#/$defs/a%20b' }, { $ref: '#/$defs/c~1d' }, { $ref: '#/$defs/e%25f' }, { $ref: '#/$defs/g~0h' }] }, unresolved: [] },
  { name: '$anchor', schema: { $defs: { a: { $anchor: 'name', type: 'string' } }, properties: { x: { $ref: '#name' } } }, unresolved: [] },
  { name: 'unknown anchor', schema: { $defs: { a: { $anchor: 'name' } }, properties: { x: { $ref: '#nope' } } }, unresolved: ['/properties/x/$ref'] },
  { name: 'Ajv never registers an anchor on the root', schema: { $anchor: 'top', properties: { x: { $ref: '#top' } } }, unresolved: ['/properties/x/$ref'] },
  { name: '$id-relative reference', schema: { $id: 'https://example.com/root.json', $defs: { a: { $id: 'a.json', type: 'string' } }, properties: { x: { $ref: 'a.json' }, y: { $ref: 'https://example.com/a.json' } } }, unresolved: [] },
  { name: 'pointer into an $id-identified subschema', schema: { $id: 'https://example.com/root.json', $defs: { a: { $id: 'a.json', $defs: { b: {} } } }, properties: { x: { $ref: 'a.json#/$defs/b' }, y: { $ref: 'a.json#/$defs/c' } } }, unresolved: ['/properties/y/$ref'] },
  {
    name: 'a nested $id changes the base of what it contains',
    schema: { $id: 'https://example.com/root.json', $defs: { top: {} }, properties: { x: { $id: 'https://other.example/x.json', $defs: { inner: {} }, properties: { a: { $ref: '#/$defs/inner' }, b: { $ref: '#/$defs/top' }, c: { $ref: 'root.json' } } } } },
    unresolved: ['/properties/x/properties/b/$ref', '/properties/x/properties/c/$ref'],
  },
  { name: 'draft-07: $id "#foo" is a plain-name anchor', dialect: 'draft-07', schema: { definitions: { a: { $id: '#foo', type: 'integer' } }, allOf: [{ $ref: '#foo' }] }, unresolved: [] },
  {
    // The specification ignores every sibling of a draft-07 $ref, its $id too; Ajv applies the $id, and compile is what we promise to match.
    name: 'draft-07: a $ref sibling $id still sets the base, as in Ajv',
    dialect: 'draft-07',
    schema: { $id: 'http://example.com/root.json', definitions: { y: {} }, properties: { x: { $id: 'http://other.example/', $ref: 'root.json#/definitions/y' } } },
    unresolved: ['/properties/x/$ref'],
  },
  { name: 'draft-04 identifies with id', dialect: 'draft-04', schema: { definitions: { a: { id: 'http://example.com/a.json' } }, properties: { x: { $ref: 'http://example.com/a.json' } } }, unresolved: [] },
  { name: 'draft-04 does not know $id', dialect: 'draft-04', schema: { definitions: { a: { $id: 'http://example.com/a.json' } }, properties: { x: { $ref: 'http://example.com/a.json' } } }, unresolved: ['/properties/x/$ref'] },
  { name: '$dynamicRef to a root $dynamicAnchor', schema: { $dynamicAnchor: 'node', properties: { children: { items: { $dynamicRef: '#node' } } } }, unresolved: [] },
  { name: '$dynamicRef to nothing', schema: { properties: { a: { $dynamicRef: '#/$defs/none' } } }, unresolved: ['/properties/a/$dynamicRef'], ajvDiffers: 'Ajv falls back to the root schema for any $dynamicRef "#…" it cannot find' },
  { name: '$recursiveRef "#"', dialect: '2019-09', schema: { $recursiveAnchor: true, properties: { next: { $recursiveRef: '#' } } }, unresolved: [] },
  { name: 'remote reference', schema: { properties: { a: { $ref: REMOTE }, b: { items: { $ref: 'other.json' } } } }, unresolved: ['/properties/a/$ref', '/properties/b/items/$ref'] },
  { name: 'registry document by its key', schema: { properties: { a: { $ref: `${REMOTE}#/$defs/id` }, b: { $ref: REMOTE } } }, schemas: { [REMOTE]: { $defs: { id: { type: 'string' } } } }, unresolved: [] },
  { name: 'registry document by its own $id, and its anchors', schema: { properties: { a: { $ref: 'https://example.com/own.json' }, b: { $ref: 'https://example.com/own.json#id' } } }, schemas: { [REMOTE]: { $id: 'https://example.com/own.json', $defs: { id: { $anchor: 'id' } } } }, unresolved: [] },
  { name: 'pointer to nothing in a registry document', schema: { properties: { a: { $ref: `${REMOTE}#/$defs/none` } } }, schemas: { [REMOTE]: { $defs: {} } }, unresolved: ['/properties/a/$ref'] },
  { name: "the dialect's meta-schemas are built in", schema: { properties: { a: { $ref: 'https://json-schema.org/draft/2020-12/schema' }, b: { $ref: 'https://json-schema.org/draft/2020-12/meta/core#/$defs/uriString' }, c: { $ref: 'http://json-schema.org/schema' } } }, unresolved: [] },
  { name: 'draft-07 meta-schema in draft-07', dialect: 'draft-07', schema: { properties: { a: { $ref: 'http://json-schema.org/draft-07/schema#' }, b: { $ref: 'http://json-schema.org/draft-07/schema#/definitions/nope' } } }, unresolved: ['/properties/b/$ref'] },
  { name: 'another dialect\'s meta-schema', schema: { properties: { a: { $ref: 'http://json-schema.org/draft-07/schema#' } } }, unresolved: ['/properties/a/$ref'] },
  { name: 'compile never reaches an unused $defs entry', schema: { $defs: { unused: { $ref: REMOTE } } }, unresolved: [] },
  { name: 'compile reaches $defs through a $ref', schema: { $defs: { a: { $ref: '#/$defs/b' }, b: { properties: { c: { $ref: REMOTE } } } }, $ref: '#/$defs/a' }, unresolved: ['/$defs/b/properties/c/$ref'] },
  { name: 'unknown keywords, enum and a lone if are never compiled', schema: { 'x-ext': { $ref: REMOTE }, enum: [{ $ref: REMOTE }], if: { $ref: REMOTE } }, unresolved: [] },
  { name: 'Ajv registers no $id inside examples or const', schema: { examples: [{ $id: 'https://example.com/e.json' }], const: { $id: 'https://example.com/c.json' }, anyOf: [{ $ref: 'https://example.com/e.json' }, { $ref: 'https://example.com/c.json' }] }, unresolved: ['/anyOf/0/$ref', '/anyOf/1/$ref'] },
  { name: '2020-12 keywords: prefixItems, items, dependentSchemas, unevaluated*', schema: { prefixItems: [{ $ref: 'a' }], items: { $ref: 'b' }, dependentSchemas: { x: { $ref: 'c' } }, unevaluatedItems: { $ref: 'd' }, unevaluatedProperties: { $ref: 'e' }, additionalItems: { $ref: 'f' } }, unresolved: ['/prefixItems/0/$ref', '/items/$ref', '/dependentSchemas/x/$ref', '/unevaluatedItems/$ref', '/unevaluatedProperties/$ref'] },
  { name: 'draft-07 keywords: items array, additionalItems, dependencies, if/then/else', dialect: 'draft-07', schema: { items: [{ $ref: 'a' }], additionalItems: { $ref: 'b' }, dependencies: { x: { $ref: 'c' }, y: ['x'] }, if: { $ref: 'd' }, then: { $ref: 'e' }, prefixItems: [{ $ref: 'f' }], dependentSchemas: { x: { $ref: 'g' } } }, unresolved: ['/items/0/$ref', '/additionalItems/$ref', '/dependencies/x/$ref', '/if/$ref', '/then/$ref'] },
  { name: 'cyclic references', schema: { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, $ref: '#/$defs/a' }, unresolved: [], ajvDiffers: 'compile overflows the stack (a RangeError, not a missing reference)' },
  { name: 'malformed reference', schema: { properties: { a: { $ref: 'http://[bad' }, b: { $ref: '#/%zz' } } }, unresolved: ['/properties/a/$ref', '/properties/b/$ref'], ajvDiffers: 'the URI library throws a plain Error' },
  { name: 'malformed $id', schema: { $id: 'urn:x', $defs: { a: { $id: 'http://[bad' } }, properties: { a: { $ref: '#/$defs/a' } } }, unresolved: [], ajvDiffers: 'the URI library throws a plain Error' },
  { name: 'non-string $ref is the meta-schema check\'s business', schema: { properties: { a: { $ref: 42 }, b: { $ref: { $ref: REMOTE } } } }, unresolved: [], ajvDiffers: 'compile refuses the keyword value' },
];

function compileThrowsMissingRef(dialect: Dialect, schema: unknown, schemas: Record<string, unknown>): boolean {
  const options: Options = { strict: false, validateSchema: false, logger: false };
  const Ajv04 = require('ajv-draft-04') as new (options: Options) => Ajv;
  const ajv = { 'draft-04': () => new Ajv04(options), 'draft-06': () => new Ajv(options), 'draft-07': () => new Ajv(options), '2019-09': () => new Ajv2019(options), '2020-12': () => new Ajv2020(options) }[dialect]() as Ajv;
  for (const [uri, doc] of Object.entries(schemas)) ajv.addSchema(doc as AnySchemaObject, uri);
  try {
    ajv.compile(schema as AnySchemaObject);
    return false;
  } catch (e) {
    if (e instanceof Error && 'missingRef' in e) return true;
    throw e;
  }
}

describe('findUnresolvedRefs', () => {
  it.each(cases)('$name', ({ dialect = '2020-12', schema, schemas = {}, unresolved }) => {
    // A reference that resolves into `examples` and the like is schema/ref-to-non-schema (its own test): only resolution counts here.
    const issues = findUnresolvedRefs(schema, dialect, '/input', { schemas }).filter((issue) => issue.code !== 'schema/ref-to-non-schema');
    expect(issues.map((issue) => issue.pointer).sort()).toEqual(unresolved.map((pointer) => `/input${pointer}`).sort());
    for (const issue of issues) expect(issue).toMatchObject({ code: 'schema/unresolved-ref', severity: 'error' });
  });

  it.each(cases.filter((c) => c.ajvDiffers === undefined))('agrees with ajv.compile: $name', ({ dialect = '2020-12', schema, schemas = {}, unresolved }) => {
    expect(compileThrowsMissingRef(dialect, schema, schemas)).toBe(unresolved.length > 0);
  });

  it('names the reference, says nothing is fetched, and hints at $defs or the schemas option', () => {
    const [issue] = findUnresolvedRefs({ properties: { a: { $ref: 'other.json' } } }, '2020-12', '/output', { schemas: {} });
    expect(issue?.pointer).toBe('/output/properties/a/$ref');
    expect(issue?.message).toContain('"other.json"');
    expect(issue?.message).toContain('never fetched');
    expect(issue?.hint).toMatch(/\$defs.*`schemas`/);
    const [old] = findUnresolvedRefs({ items: { $ref: 'other.json' } }, 'draft-07', '');
    expect(old?.hint).toContain('definitions');
    const local = findUnresolvedRefs({ $id: 'https://example.com/root.json', $defs: { a: { $id: 'a.json' } }, properties: { x: { $ref: '#/$defs/b' }, y: { $ref: 'a.json#/c' } } }, '2020-12', '');
    expect(local.map((issue) => issue.message)).toEqual([
      '$ref "#/$defs/b" (resolved to "https://example.com/root.json#/$defs/b") points to nothing in this schema.',
      '$ref "a.json#/c" (resolved to "https://example.com/a.json#/c") points to nothing inside "https://example.com/a.json".',
    ]);
  });

  it('never throws, on any input', () => {
    const cyclic: Record<string, unknown> = { properties: {} };
    (cyclic['properties'] as Record<string, unknown>)['self'] = cyclic;
    let deep: unknown = { $ref: REMOTE };
    for (let i = 0; i < 5000; i++) deep = { items: deep };
    let shared: unknown = { $ref: '#' };
    for (let i = 0; i < 40; i++) shared = { allOf: [shared, shared] };
    const inputs: unknown[] = [null, undefined, 42, 'str', [], true, false, cyclic, deep, shared, { $ref: null }, { $id: 7, $anchor: 7, $ref: '#' }, { $ref: 'urn:x#/a' }, { $ref: '#/constructor' }, { $ref: '#/__proto__' }, JSON.parse('{"__proto__": {"$ref": "#/x"}, "$ref": "#/__proto__"}')];
    for (const input of inputs) {
      for (const dialect of ['draft-04', 'draft-06', 'draft-07', '2019-09', '2020-12'] as const) {
        expect(() => findUnresolvedRefs(input, dialect, '', { schemas: { 'https://x.example/': cyclic, 'urn:y': null, '': {}, 'http://[bad': { $id: 'http://[bad' } } })).not.toThrow();
      }
    }
    expect(findUnresolvedRefs(deep, '2020-12', '')).toEqual([]); // too deep: the limits check reports it
  });
});

describe('findUnresolvedRefs: ids declared twice', () => {
  test.each([
    ['two equal $ids', { $defs: { a: { $id: 'http://x.test/a', type: 'string' }, b: { $id: 'http://x.test/a', type: 'string' } } }, '/input/$defs/b/$id'],
    ['two anchors', { $defs: { a: { $anchor: 'n' }, b: { $anchor: 'n' } } }, '/input/$defs/b/$anchor'],
    ['an $id inside an unknown keyword', { $id: 'http://x.test/root', properties: { a: { $id: 'sub' } }, unknown: { $id: 'sub' } }, '/input/unknown/$id'],
  ])('%s is schema/duplicate-id, as Ajv refuses it', (_name, schema, pointer) => {
    expect(findUnresolvedRefs(schema, '2020-12', '/input')).toEqual([expect.objectContaining({ code: 'schema/duplicate-id', pointer })]);
  });

  test('distinct ids are fine', () => {
    expect(findUnresolvedRefs({ $defs: { a: { $id: 'http://x.test/a' }, b: { $id: 'http://x.test/b' } } }, '2020-12', '/input')).toEqual([]);
  });
});
