import { describe, expect, test } from 'vitest';
// Schemas here sit on MCP tools only to be compiled; most are not objects at the root, which
// schema/input-not-object refuses on an MCP tool (issue 11), so that rule is off for them.
import { compileToolValidators } from '../../src/validators/compile.js';
import { rewriteForAjv } from '../../src/validators/rewrite.js';
import { secondEngineReason } from '../../src/validators/route.js';
import { corpusTools, wrapTool } from '../corpora/mcp-corpus.js';
import { mcpTool } from '../fixtures.js';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

describe('exact rewrites before Ajv', () => {
  test.each([
    ['draft-07 $ref siblings are dropped', 'draft-07', { $ref: '#/definitions/a', maxItems: 1, definitions: { a: { type: 'array' } } }, { $ref: '#/definitions/a', definitions: { a: { type: 'array' } } }],
    ['a $ref sibling $id is dropped', 'draft-07', { allOf: [{ $id: 'http://x/', $ref: 'a.json' }] }, { allOf: [{ $ref: 'a.json' }] }],
    ['2020-12 keeps $ref siblings', '2020-12', { $ref: '#/$defs/a', maxItems: 1, $defs: { a: {} } }, { $ref: '#/$defs/a', maxItems: 1, $defs: { a: {} } }],
    ['properties.__proto__ becomes an anchored patternProperties', '2020-12', JSON.parse('{"properties":{"__proto__":{"type":"number"},"a":{}}}'), { properties: { a: {} }, patternProperties: { '^__proto__$': { type: 'number' } } }],
    ['an empty enum becomes false', '2020-12', { enum: [], type: 'string' }, { type: 'string', allOf: [false] }],
    ['a $dynamicRef to a pointer is a $ref', '2020-12', { $dynamicRef: '#/$defs/a', $defs: { a: {} } }, { $ref: '#/$defs/a', $defs: { a: {} } }],
    ['a $dynamicRef to the one $dynamicAnchor of that name is a $ref', '2020-12', { $dynamicAnchor: 'n', items: { $dynamicRef: '#n' } }, { $dynamicAnchor: 'n', items: { $ref: '#n' } }],
    ['a $dynamicRef with two candidate anchors stays', '2020-12', { $dynamicAnchor: 'n', $defs: { b: { $dynamicAnchor: 'n' } }, items: { $dynamicRef: '#n' } }, { $dynamicAnchor: 'n', $defs: { b: { $dynamicAnchor: 'n' } }, items: { $dynamicRef: '#n' } }],
    // Those dialects have no conditional: an annotation there, which Ajv's draft-06 would apply (the interpreted engine did not).
    ['draft-06 if/then/else are dropped', 'draft-06', { type: 'string', if: { type: 'string' }, then: { maxLength: 1 }, else: false }, { type: 'string' }],
    ['draft-04 if/then/else are dropped', 'draft-04', { properties: { a: { if: {}, then: false } } }, { properties: { a: {} } }],
    ['draft-07 keeps if/then/else', 'draft-07', { if: { type: 'string' }, then: { maxLength: 1 } }, { if: { type: 'string' }, then: { maxLength: 1 } }],
    ['enum and const values are data, never rewritten', '2020-12', { const: { properties: JSON.parse('{"__proto__":1}') }, enum: [{ enum: [] }] }, { const: { properties: JSON.parse('{"__proto__":1}') }, enum: [{ enum: [] }] }],
  ] as const)('%s', (_name, dialect, schema, rewritten) => {
    const copy = structuredClone(schema) as Record<string, unknown>;
    rewriteForAjv(copy, dialect);
    expect(copy).toEqual(rewritten);
  });

  test('a draft-06 then that a $ref points into stays, and the schema goes to the second engine, which reads it as the annotation it is', () => {
    const schema = { $schema: 'http://json-schema.org/draft-06/schema#', type: 'object', properties: { v: { if: { type: 'string' }, then: { maxLength: 1 } }, w: { $ref: '#/properties/v/then' } } };
    const rewritten = rewriteForAjv(structuredClone(schema), 'draft-06');
    expect(rewritten.keptConditional).toBe('then');
    expect(secondEngineReason(schema, {}, rewritten)).toMatch(/"then", which this dialect does not have/);
    const validator = compileToolValidators(mcpTool({ input: schema }), {}).input;
    expect(validator.engine).toBe('interpreted');
    expect([validator({ v: 'abc' }).valid, validator({ w: 'abc' }).valid]).toEqual([true, false]);
  });

  test('a draft-06 conditional gives the same verdict on both engines: none', () => {
    const manifest = mcpTool({ input: { $schema: 'http://json-schema.org/draft-06/schema#', type: 'object', properties: { v: { type: 'string', if: { type: 'string' }, then: { maxLength: 1 } } } } });
    for (const engine of ['auto', 'interpreted'] as const) expect(compileToolValidators(manifest, { engine }).input({ v: 'abc' }).valid).toBe(true);
  });

  test('a draft-07 $ref sibling that another $ref points into stays, and the schema goes to the second engine', () => {
    const schema = { properties: { a: { $ref: '#/properties/b/maxItems', maxItems: 2 }, b: { $ref: '#/properties/a/properties', properties: {} } } };
    const rewritten = rewriteForAjv(structuredClone(schema), 'draft-07');
    expect(rewritten.keptRefSibling).toBe('properties');
    expect(secondEngineReason(schema, {}, rewritten)).toMatch(/\$ref sibling/);
  });
});

describe('routing: Ajv wherever it is exact', () => {
  test.each([
    [{ type: 'object', properties: { a: { type: 'string' } } }, undefined],
    [{ unevaluatedProperties: false, properties: { a: {} } }, undefined],
    [{ $dynamicRef: '#n', $dynamicAnchor: 'n', $defs: { m: { $dynamicAnchor: 'n' } } }, 'it uses $dynamicRef'],
    [{ $recursiveRef: '#', $recursiveAnchor: true }, 'it uses $recursiveRef'],
    [{ unevaluatedItems: false, contains: { type: 'string' } }, 'its unevaluated* keywords depend on annotations Ajv does not collect'],
    [{ unevaluatedProperties: false, if: { properties: { a: {} } } }, 'its unevaluated* keywords depend on annotations Ajv does not collect'],
    [{ unevaluatedItems: false, anyOf: [{ items: { type: 'string' } }] }, 'its unevaluated* keywords depend on annotations Ajv does not collect'],
    [{ unevaluatedProperties: false, properties: { a: {} }, dependentSchemas: { b: {} } }, 'its unevaluated* keywords depend on annotations Ajv does not collect'],
    [{ unevaluatedProperties: false, $ref: '#/$defs/p', oneOf: [{ required: ['a'] }], $defs: { p: { properties: { b: {} } } } }, 'its unevaluated* keywords depend on annotations Ajv does not collect'],
    [{ unevaluatedProperties: false, properties: { a: {} }, not: { required: ['b'] } }, undefined],
  ])('%j → %s', (schema, reason) => {
    expect(secondEngineReason(schema, {}, { rewrites: 0 })).toBe(reason);
  });

  test('a registry document the schema reaches counts, one it does not reach does not', () => {
    const registry = { 'https://example.com/tree.json': { $dynamicAnchor: 'node', items: { $dynamicRef: '#node' }, $defs: { x: { $dynamicAnchor: 'node' } } } };
    expect(secondEngineReason({ $ref: 'https://example.com/tree.json' }, registry, { rewrites: 0 })).toBe('it uses $dynamicRef');
    expect(secondEngineReason({ type: 'string' }, registry, { rewrites: 0 })).toBeUndefined();
  });

  test('no tool of the real MCP corpus reaches the second engine', () => {
    const tools = corpusTools('mcp-tools');
    expect(tools.length).toBeGreaterThan(400);
    const interpreted = tools.flatMap((tool) => {
      const { input, output } = compileToolValidators(wrapTool(tool, 'mcp'), { rules: { 'schema/input-not-object': 'off' } });
      return [input, output].filter((validator) => validator.engine !== 'ajv').map((validator) => `${tool.file} ${tool.tool.name} ${validator.field}`);
    });
    expect(interpreted).toEqual([]);
  });
});

// Both engines must say the same thing about the same data: code and pointer of every issue.
const PARITY: { name: string; schema: Record<string, unknown>; data: unknown }[] = [
  { name: 'wrong types', schema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } } }, data: { a: 1, b: 1.5 } },
  { name: 'missing and unknown properties', schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false }, data: { citty: 'Oslo' } },
  { name: 'enum, const, pattern, format', schema: { type: 'object', properties: { u: { enum: ['c', 'f'] }, k: { const: 3 }, p: { type: 'string', pattern: '^[a-z]+$' }, e: { type: 'string', format: 'email' } } }, data: { u: 'k', k: 4, p: 'A1', e: 'nope' } },
  { name: 'lengths and ranges', schema: { type: 'object', properties: { s: { type: 'string', minLength: 3 }, n: { type: 'number', maximum: 5 }, l: { type: 'array', maxItems: 1 } } }, data: { s: 'ab', n: 6, l: [1, 2] } },
  { name: 'a key with a slash and a tilde', schema: { type: 'object', properties: { 'a/b': { type: 'object', properties: { 'c~d': { type: 'number' } } } } }, data: { 'a/b': { 'c~d': 'x' } } },
  { name: 'items in an array of objects', schema: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } }, data: [{ id: 1 }, {}, { id: 'x' }] },
  { name: 'anyOf of objects', schema: { anyOf: [{ type: 'object', properties: { kind: { const: 'a' } }, required: ['kind'] }, { type: 'string' }] }, data: 5 },
  { name: 'unevaluatedProperties', schema: { type: 'object', properties: { a: {} }, unevaluatedProperties: false }, data: { a: 1, b: 2 } },
  { name: 'dependentSchemas false and dependentRequired', schema: { type: 'object', dependentSchemas: { bar: false }, dependentRequired: { foo: ['baz'] } }, data: { bar: 1, foo: 2 } },
  { name: 'draft-07 dependencies: false and a list', schema: { $schema: DRAFT_07, type: 'object', dependencies: { bar: false, qux: ['zz'] } }, data: { bar: 1, qux: 2 } },
];

describe('the interpreted engine reports what Ajv reports', () => {
  test.each(PARITY)('$name', ({ schema, data }) => {
    const tool = mcpTool({ input: schema });
    const fromAjv = compileToolValidators(tool, { rules: { 'schema/input-not-object': 'off' } }).input;
    const interpreted = compileToolValidators(tool, { rules: { 'schema/input-not-object': 'off' }, engine: 'interpreted' }).input;
    expect(fromAjv.engine).toBe('ajv');
    expect(interpreted.engine).toBe('interpreted');
    const summary = (result: ReturnType<typeof fromAjv>) => result.issues.map((issue) => `${issue.code} ${issue.pointer} ${issue.message}`).sort();
    expect(interpreted(data).valid).toBe(false);
    expect(summary(interpreted(data))).toEqual(summary(fromAjv(data)));
  });

  test('draft-07 on the interpreted engine keeps $ref overriding its siblings', () => {
    const tool = mcpTool({ input: { $schema: DRAFT_07, definitions: { list: { type: 'array' } }, properties: { a: { $ref: '#/definitions/list', maxItems: 1 } } } });
    expect(compileToolValidators(tool, { rules: { 'schema/input-not-object': 'off' }, engine: 'interpreted' }).input({ a: [1, 2, 3] }).valid).toBe(true);
    expect(compileToolValidators(tool, { rules: { 'schema/input-not-object': 'off' } }).input({ a: [1, 2, 3] }).valid).toBe(true);
  });
});
