import { describe, expect, test } from 'vitest';
// Shapes a differential fuzzer found where plain Ajv throws or misjudges: each must get the specified
// verdict, and a neighbouring shape Ajv gets right must stay on Ajv. Most are no objects at the
// root, which schema/input-not-object refuses on an MCP tool, so that rule is off.
import { compileToolValidators } from '../../src/index.js';
import { rewriteForAjv } from '../../src/validators/rewrite.js';

const OFF = { rules: { 'schema/input-not-object': 'off' } } as const;
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const DRAFT_2019 = 'https://json-schema.org/draft/2019-09/schema';

const mcp = (input: unknown) => ({ id: 'acme.x', description: 'X.', version: '1.0.0', transport: 'mcp', mcpEndpoint: 'mcp+stdio://x', input, output: { type: 'object' } });
const pack = (input: unknown) => ({ id: 'acme.x', description: 'X.', version: '1.0.0', input, output: { type: 'object' } });

// The engine the default path chose, and its verdict, beside the interpreted engine's verdict.
function judge(manifest: Record<string, unknown>, data: unknown): { engine: string; valid: boolean; interpreted: boolean } {
  const auto = compileToolValidators(manifest, OFF).input;
  const result = auto(data);
  const interpreted = compileToolValidators(manifest, { ...OFF, engine: 'interpreted' }).input(data).valid;
  return { engine: auto.engine, valid: result.valid, interpreted };
}

type Row = [name: string, manifest: Record<string, unknown>, data: unknown, valid: boolean, engine: 'ajv' | 'interpreted'];

function rows(table: Row[]): void {
  test.each(table)('%s', (_name, manifest, data, valid, engine) => {
    expect(judge(manifest, data)).toEqual({ engine, valid, interpreted: valid });
  });
}

const TAGGED = ['x', 'y'].map((tag) => ({ type: 'object', properties: { kind: { const: tag } }, required: ['kind'] }));

describe('D6: patternProperties beside branches that evaluate properties', () => {
  rows([
    ['anyOf with additionalProperties, pack', pack({ type: 'object', patternProperties: { '^a': { type: 'integer' } }, anyOf: [{ type: 'object' }, { type: 'object', additionalProperties: false }] }), { abc: 1 }, true, 'interpreted'],
    ['then with properties', mcp({ patternProperties: { '^a': {} }, if: { type: 'number' }, then: { properties: { x: {} } } }), { abc: 1 }, true, 'interpreted'],
    ['else with properties', mcp({ patternProperties: { '^a': {} }, if: { required: ['q'] }, else: { properties: { x: {} } } }), { abc: 1, q: 1 }, true, 'interpreted'],
    ['oneOf, a failing branch with properties', mcp({ patternProperties: { '^a': {} }, oneOf: [{ properties: { x: {} }, required: ['y'] }, {}] }), { abc: 1 }, true, 'interpreted'],
    ['anyOf nested in allOf', mcp({ patternProperties: { '^a': {} }, allOf: [{ anyOf: [{}, { additionalProperties: false }] }] }), { abc: 1 }, true, 'interpreted'],
    ['through a $ref', mcp({ patternProperties: { '^a': {} }, $ref: '#/$defs/u', $defs: { u: { anyOf: [{}, { additionalProperties: false }] } } }), { abc: 1 }, true, 'interpreted'],
    ['2019-09', mcp({ $schema: DRAFT_2019, patternProperties: { '^a': {} }, anyOf: [{}, { additionalProperties: false }] }), { abc: 1 }, true, 'interpreted'],
    ['the pattern still asserts', mcp({ patternProperties: { '^a': { type: 'integer' } }, anyOf: [{}, { additionalProperties: false }] }), { abc: 'no' }, false, 'interpreted'],
    // Neighbours Ajv gets right.
    ['draft-07 tracks nothing: Ajv', mcp({ $schema: DRAFT_07, patternProperties: { '^a': {} }, anyOf: [{}, { additionalProperties: false }] }), { abc: 1 }, true, 'ajv'],
    ['properties beside creates the variable first: Ajv', mcp({ properties: { q: {} }, patternProperties: { '^a': {} }, anyOf: [{}, { additionalProperties: false }] }), { abc: 1 }, true, 'ajv'],
    ['allOf merges unconditionally: Ajv', mcp({ patternProperties: { '^a': {} }, allOf: [{ properties: { x: {} } }] }), { abc: 1 }, true, 'ajv'],
    ['branches that evaluate no property: Ajv', mcp({ patternProperties: { '^a': {} }, anyOf: [{ required: ['x'] }, {}] }), { abc: 1 }, true, 'ajv'],
    ['not merges nothing: Ajv', mcp({ patternProperties: { '^a': {} }, not: { properties: { x: {} }, required: ['x'] } }), { abc: 1 }, true, 'ajv'],
  ]);
});

describe('D7: an always-failing not beside anyOf or oneOf', () => {
  rows([
    ['in dependentSchemas, oneOf', mcp({ dependentSchemas: { a: { not: {}, oneOf: [{ properties: { kind: {} } }] } } }), {}, true, 'interpreted'],
    ['in dependentSchemas, anyOf and not: true', mcp({ dependentSchemas: { a: { not: true, anyOf: [{ additionalProperties: false }] } } }), {}, true, 'interpreted'],
    ['in an anyOf branch', mcp({ anyOf: [{ not: {}, anyOf: [{ properties: { kind: {} } }] }, {}] }), {}, true, 'interpreted'],
    ['the dependent schema still fails when it applies', mcp({ dependentSchemas: { a: { not: {}, oneOf: [{ properties: { kind: {} } }] } } }), { a: 1 }, false, 'interpreted'],
    // Neighbours Ajv gets right.
    ['a not that can pass: Ajv', mcp({ dependentSchemas: { a: { not: { type: 'object' }, oneOf: [{ properties: { kind: {} } }] } } }), {}, true, 'ajv'],
    ['draft-07: Ajv', mcp({ $schema: DRAFT_07, anyOf: [{ not: {}, anyOf: [{ properties: { kind: {} } }] }, {}] }), {}, true, 'ajv'],
    // Ajv's test is whether the schema has a keyword it compiles: unknown ones and annotations are none.
    ['a not of an unknown keyword', mcp({ dependentSchemas: { a: { not: { foo: 1 }, oneOf: [{ properties: { kind: {} } }] } } }), {}, true, 'interpreted'],
    ['a not of an annotation', mcp({ anyOf: [{ not: { contentMediaType: 'text/plain' }, anyOf: [{ properties: { kind: {} } }] }, {}] }), {}, true, 'interpreted'],
    ['a not of an unknown keyword still fails where it applies', mcp({ dependentSchemas: { a: { not: { 'x-ext': true }, oneOf: [{ properties: { kind: {} } }] } } }), { a: 1 }, false, 'interpreted'],
    ['a not whose $comment Ajv compiles: Ajv', mcp({ dependentSchemas: { a: { not: { $comment: 'c', foo: 1 }, oneOf: [{ properties: { kind: {} } }] } } }), {}, true, 'ajv'],
  ]);
});

describe('D12: a dependencies entry named __proto__', () => {
  const DRAFT_06 = 'http://json-schema.org/draft-06/schema#';
  const PROTO = JSON.parse('{"__proto__":1}');
  const protoDependency = (schema: string) => JSON.parse(`{"type":"object","dependencies":{"__proto__":${schema}}}`);
  rows([
    ['draft-07, a property dependency', mcp({ $schema: DRAFT_07, ...protoDependency('["a"]') }), PROTO, false, 'interpreted'],
    ['draft-06, a property dependency', mcp({ $schema: DRAFT_06, ...protoDependency('["a"]') }), PROTO, false, 'interpreted'],
    ['draft-07, a schema dependency', mcp({ $schema: DRAFT_07, ...protoDependency('{"required":["a"]}') }), PROTO, false, 'interpreted'],
    ['2020-12, as Ajv applies dependencies there', mcp(protoDependency('["a"]')), PROTO, false, 'interpreted'],
    ['draft-07, the dependency met', mcp({ $schema: DRAFT_07, ...protoDependency('["a"]') }), JSON.parse('{"__proto__":1,"a":2}'), true, 'interpreted'],
    // Neighbours Ajv gets right.
    ['another name: Ajv', mcp({ $schema: DRAFT_07, type: 'object', dependencies: { b: ['a'] } }), { b: 1 }, false, 'ajv'],
    ['dependentRequired names it: Ajv', mcp(JSON.parse('{"type":"object","dependentRequired":{"__proto__":["a"]}}')), PROTO, false, 'ajv'],
  ]);
});

describe('D4: a tagged oneOf beside propertyNames', () => {
  rows([
    ['the tag missing', pack({ type: 'object', oneOf: TAGGED, propertyNames: { maxLength: 9 } }), {}, false, 'ajv'],
    ['under not', pack({ type: 'object', not: { type: 'object', oneOf: TAGGED, propertyNames: { maxLength: 9 } } }), {}, true, 'ajv'],
    ['a tag present', pack({ type: 'object', oneOf: TAGGED, propertyNames: { maxLength: 9 } }), { kind: 'y' }, true, 'ajv'],
    ['without propertyNames', pack({ type: 'object', oneOf: TAGGED }), {}, false, 'ajv'],
  ]);

  test('the union is marked as tagged without propertyNames only', () => {
    const marked = (schema: Record<string, unknown>) => (rewriteForAjv(schema, '2020-12'), Object.hasOwn(schema, 'discriminator'));
    expect([marked({ type: 'object', oneOf: structuredClone(TAGGED) }), marked({ type: 'object', oneOf: structuredClone(TAGGED), propertyNames: { maxLength: 9 } })]).toEqual([true, false]);
  });
});

describe('D11: contains beside a tuple, on an array shorter than the tuple', () => {
  rows([
    ['prefixItems, an empty array', mcp({ prefixItems: [{ minimum: 1 }], contains: {} }), [], false, 'ajv'],
    ['prefixItems, one item of two', mcp({ prefixItems: [{}, { type: 'string' }], contains: { type: 'number' } }), ['a'], false, 'ajv'],
    ['minContains moves along', mcp({ prefixItems: [{}, { type: 'string' }], contains: { type: 'string' }, minContains: 2 }), ['a'], false, 'ajv'],
    ['maxContains moves along', mcp({ prefixItems: [{}, { type: 'string' }], contains: { type: 'string' }, maxContains: 1 }), ['a'], true, 'ajv'],
    ['draft-07 array items', mcp({ $schema: DRAFT_07, items: [{}, { type: 'string' }], contains: { type: 'number' } }), ['a'], false, 'ajv'],
    ['2019-09 array items', mcp({ $schema: DRAFT_2019, items: [{}, { type: 'string' }], contains: { type: 'number' } }), ['a'], false, 'ajv'],
    ['draft-06 array items', mcp({ $schema: 'http://json-schema.org/draft-06/schema#', items: [{ minimum: 1 }], contains: {} }), [], false, 'ajv'],
    ['a long enough array that has it', mcp({ prefixItems: [{}, { type: 'string' }], contains: { type: 'number' } }), [1, 'a'], true, 'ajv'],
  ]);

  test('contains moves into allOf beside a tuple only', () => {
    const tuple = { prefixItems: [{ minimum: 1 }], contains: { type: 'number' }, minContains: 2, allOf: [{}] };
    rewriteForAjv(tuple, '2020-12');
    expect(tuple).toEqual({ prefixItems: [{ minimum: 1 }], allOf: [{}, { contains: { type: 'number' }, minContains: 2 }] });
    const list = { items: { minimum: 1 }, contains: { type: 'number' } };
    rewriteForAjv(list, '2020-12');
    expect(list).toEqual({ items: { minimum: 1 }, contains: { type: 'number' } });
  });
});

describe('D5: a required property named ""', () => {
  rows([
    ['beside properties whose "" fails', mcp({ properties: { '': { not: {} } }, required: [''] }), {}, false, 'interpreted'],
    ['beside anyOf', mcp({ properties: { '': { type: 'string' } }, required: [''], anyOf: [{}] }), {}, false, 'interpreted'],
    ['after another name', mcp({ required: ['a', ''], oneOf: [{}] }), { a: 1 }, false, 'interpreted'],
    ['in dependentRequired', mcp({ dependentRequired: { a: [''] }, not: { required: ['b'] } }), { a: 1 }, false, 'interpreted'],
    ['present', mcp({ properties: { '': { type: 'string' } }, required: [''], anyOf: [{}] }), { '': 's' }, true, 'interpreted'],
    // The neighbour Ajv gets right.
    ['another name beside anyOf: Ajv', mcp({ properties: { a: { type: 'string' } }, required: ['a'], anyOf: [{}] }), {}, false, 'ajv'],
  ]);
});

describe('D3: unevaluatedProperties beside patternProperties, on an Object.prototype name', () => {
  const PROTO_NAME = JSON.parse('{"toString":1}');
  rows([
    ['2020-12', mcp({ unevaluatedProperties: false, patternProperties: { '^x': {} } }), PROTO_NAME, false, 'interpreted'],
    ['2019-09', mcp({ $schema: DRAFT_2019, unevaluatedProperties: false, patternProperties: { '^x': {} } }), PROTO_NAME, false, 'interpreted'],
    ['pack, a schema-valued unevaluatedProperties', pack({ type: 'object', unevaluatedProperties: { type: 'string' }, patternProperties: { '^x': {} } }), JSON.parse('{"constructor":1}'), false, 'interpreted'],
    ['a matching name', mcp({ unevaluatedProperties: false, patternProperties: { '^x': {} } }), { xa: 1 }, true, 'interpreted'],
    // Neighbours Ajv gets right.
    ['properties alone: Ajv', mcp({ unevaluatedProperties: false, properties: { x: {} } }), PROTO_NAME, false, 'ajv'],
    ['additionalProperties beside: Ajv', mcp({ unevaluatedProperties: false, patternProperties: { '^x': {} }, additionalProperties: false }), PROTO_NAME, false, 'ajv'],
  ]);
});
