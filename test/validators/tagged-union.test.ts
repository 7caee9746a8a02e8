import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { markTaggedUnion } from '../../src/validators/tagged-union.js';
import { mcpTool, packTool } from '../fixtures.js';

// A tagged union is a `oneOf` whose branches one property tells apart; Ajv then checks only the
// branch the tag names. The mark must never change a verdict: it is held to Ajv on the union as
// written (every branch checked) on fuzzed data.

const NOT_OBJECT_ALLOWED = { rules: { 'schema/input-not-object': 'off' } } as const;
const seed = Number(process.env.FUZZ_SEED ?? 20261201);
const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020.js') as new (options: object) => { compile(schema: unknown): (data: unknown) => boolean };

const branch = (kind: unknown, more: Record<string, unknown> = {}, required: string[] = ['kind']) => ({
  type: 'object',
  properties: { kind: kind === undefined ? { type: 'string' } : typeof kind === 'object' ? kind : { const: kind }, ...more },
  required,
});
const search = branch('search', { query: { type: 'string', minLength: 1 } }, ['kind', 'query']);
const fetchBranch = branch('fetch', { url: { type: 'string' } }, ['kind', 'url']);

const MARKED: [string, Record<string, unknown>][] = [
  ['const tags', { oneOf: [search, fetchBranch] }],
  ['enum tags', { oneOf: [branch({ enum: ['a', 'b'] }), branch({ enum: ['c'] }), branch('d')] }],
  ['the union requires the tag', { type: 'object', required: ['kind'], oneOf: [branch('a', {}, []), branch('b', {}, [])] }],
  ['object keywords beside the union', { additionalProperties: true, minProperties: 1, title: 'T', oneOf: [search, fetchBranch] }],
  ['the tag after other properties', { oneOf: [branch('a', { n: { type: 'number' } }), { ...branch('b'), properties: { n: {}, kind: { const: 'b' } } }] }],
];

const UNMARKED: [string, Record<string, unknown>][] = [
  ['a branch that does not require the tag', { oneOf: [search, branch('fetch', {}, [])] }],
  ['a tag value two branches allow', { oneOf: [branch('a'), branch({ enum: ['b', 'a'] })] }],
  ['a tag that is no string', { oneOf: [branch(1), branch(2)] }],
  ['an empty tag', { oneOf: [branch(''), branch('b')] }],
  ['a tag value Object.prototype has', { oneOf: [branch('toString'), branch('b')] }],
  ['a branch with no type', { oneOf: [search, { properties: { kind: { const: 'b' } }, required: ['kind'] }] }],
  ['a branch that is a reference', { $defs: { f: fetchBranch }, oneOf: [search, { $ref: '#/$defs/f' }] }],
  ['a union of another type', { type: ['object', 'null'], oneOf: [search, fetchBranch] }],
  ['a string keyword beside the union', { minLength: 1, oneOf: [search, fetchBranch] }],
  ['unevaluatedProperties beside the union', { unevaluatedProperties: false, oneOf: [search, fetchBranch] }],
  ['a single branch', { oneOf: [search] }],
  ['anyOf', { anyOf: [search, fetchBranch] }],
];

describe('which unions are marked', () => {
  test.each(MARKED)('%s: marked', (_, schema) => {
    const copy = structuredClone(schema);
    expect(markTaggedUnion(copy)).toBe(1);
    expect(copy).toMatchObject({ type: 'object', discriminator: { propertyName: 'kind' } });
    expect(compileToolValidators(mcpTool({ input: schema }), NOT_OBJECT_ALLOWED).input.engine).toBe('ajv');
  });

  test.each(UNMARKED)('%s: left as it is', (_, schema) => {
    const copy = structuredClone(schema);
    expect(markTaggedUnion(copy)).toBe(0);
    expect(copy).toEqual(schema);
  });

  test('a discriminator the schema has is an annotation: dropped, never read by Ajv', () => {
    const schema = { oneOf: [{ type: 'string' }, { type: 'number' }], discriminator: { propertyName: 'kind', mapping: { a: '#/x' } } };
    const copy = structuredClone(schema) as Record<string, unknown>;
    expect(markTaggedUnion(copy)).toBe(0);
    expect(copy).toEqual({ oneOf: schema.oneOf });
    const { input } = compileToolValidators(mcpTool({ input: schema }), NOT_OBJECT_ALLOWED);
    expect(input.engine).toBe('ajv');
    expect(input('text').valid).toBe(true);
    expect(input(true).valid).toBe(false);
  });
});

describe('the same verdicts as the union as written', () => {
  const tagValues = ['search', 'fetch', 'a', 'b', 'c', 'd', 'e', '', 'toString', 'constructor'];
  const data = fc.oneof(
    fc.record({ kind: fc.oneof(fc.constantFrom(...tagValues), fc.jsonValue({ maxDepth: 1 })), query: fc.oneof(fc.string(), fc.integer()), url: fc.string(), n: fc.oneof(fc.integer(), fc.string()) }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 2 }),
  );

  test.each([...MARKED, ...UNMARKED])('%s', (_, schema) => {
    const tool = mcpTool({ input: schema });
    const marked = compileToolValidators(tool, NOT_OBJECT_ALLOWED).input;
    const asWritten = new Ajv2020({ ownProperties: true, strict: false }).compile(structuredClone(schema));
    fc.assert(
      fc.property(data, (value) => {
        expect(marked(value).valid).toBe(asWritten(value));
      }),
      { seed, numRuns: 400 },
    );
  });

  test('with useDefaults, the union stays as written: Ajv fills in no default inside a oneOf branch', () => {
    const union = { type: 'object', oneOf: [branch('a', { n: { type: 'number', default: 5 } }), branch('b')] };
    const { input } = compileToolValidators(mcpTool({ input: union }), { ...NOT_OBJECT_ALLOWED, useDefaults: true });
    const data: Record<string, unknown> = { kind: 'a' };
    expect(input(data).valid).toBe(true);
    expect(data).toEqual({ kind: 'a' });
  });

  test('a pack tool compiles a marked union in strict mode', () => {
    const { input } = compileToolValidators(packTool({ input: { type: 'object', oneOf: [search, fetchBranch] } }));
    expect(input.engine).toBe('ajv');
    expect(input({ kind: 'fetch', url: 'https://example.com' }).valid).toBe(true);
  });
});

describe('what a marked union says', () => {
  const { input } = compileToolValidators(mcpTool({ input: { oneOf: [search, fetchBranch, branch('summarize', { text: { type: 'string' } })] } }), NOT_OBJECT_ALLOWED);

  test.each([
    ['a tag no branch names', { kind: 'serch', query: 'x' }, [{ code: 'call/invalid-value', pointer: '/kind', message: '"kind" must be one of "search", "fetch" or "summarize", not "serch".', hint: 'did you mean "search"?' }]],
    ['a tag that is no string', { kind: 5 }, [{ code: 'call/invalid-value', pointer: '/kind', message: '"kind" must be one of "search", "fetch" or "summarize", not 5.' }]],
    ['no tag', { query: 'x' }, [{ code: 'call/missing-property', pointer: '', message: 'The input is missing the required property "kind".' }]],
    ['a misspelt tag', { knid: 'search' }, [{ code: 'call/missing-property', pointer: '', message: 'The input is missing the required property "kind".', hint: '"knid" looks like a misspelling of "kind".' }]],
    ['the named branch’s own problems', { kind: 'fetch', url: 5 }, [{ code: 'call/wrong-type', pointer: '/url', message: '"url" must be a string, not a number.' }]],
    ['no object', 'fetch', [{ code: 'call/wrong-type', pointer: '', message: 'The input must be an object, not a string.' }]],
  ])('%s', (_, value, issues) => {
    expect(input(value)).toEqual({ valid: false, issues: issues.map((issue) => ({ severity: 'error', ...issue })) });
  });
});
