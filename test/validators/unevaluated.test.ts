import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool } from '../fixtures.js';

// `unevaluatedProperties` and `unevaluatedItems` depend on what every subschema applied at a place
// evaluated, and only those that passed count. Both engines are held to @hyperjump/json-schema (which
// collects annotations as the specification says) on fuzzed schemas that mix the keywords annotations
// come from, and fuzzed data: Ajv loses annotations beside `dependentSchemas` and `contains`, and
// json-schema-library's own keywords count failed branches (its issue 117).

const NOT_OBJECT_ALLOWED = { rules: { 'schema/input-not-object': 'off' } } as const;
const seed = Number(process.env.FUZZ_SEED ?? 20261201);
const DIALECTS = [
  { dialect: '2020-12', uri: 'https://json-schema.org/draft/2020-12/schema', module: '@hyperjump/json-schema/draft-2020-12' },
  { dialect: '2019-09', uri: 'https://json-schema.org/draft/2019-09/schema', module: '@hyperjump/json-schema/draft-2019-09' },
] as const;

const key = fc.constantFrom('a', 'b', 'c');
const leaf = fc.constantFrom<unknown>({}, { type: 'string' }, { type: 'number' }, true, false);
const objectBranch = fc
  .record({
    properties: fc.dictionary(key, leaf, { maxKeys: 2 }),
    patternProperties: fc.constantFrom(undefined, { '^c': {} }),
    required: fc.subarray(['a', 'b', 'c'], { maxLength: 1 }),
    additionalProperties: fc.constantFrom(undefined, true, { type: 'string' }),
    unevaluatedProperties: fc.constantFrom(undefined, false, true),
    maxProperties: fc.constantFrom(undefined, 1, 2),
  })
  .map(defined);
const arrayBranch = (dialect: string) =>
  fc
    .record({
      tuple: fc.array(leaf, { maxLength: 2 }),
      rest: fc.constantFrom(undefined, {}, { type: 'string' }),
      contains: fc.constantFrom(undefined, { type: 'number' }),
      unevaluatedItems: fc.constantFrom(undefined, false),
      maxItems: fc.constantFrom(undefined, 2, 3),
    })
        // A tuple of no schemas is no schema: it is left out.
    .map(({ tuple, rest, ...others }) => {
      const prefix = tuple.length === 0 ? undefined : tuple;
      return defined(dialect === '2019-09' ? { items: prefix ?? rest, additionalItems: prefix === undefined ? undefined : rest, ...others, contains: undefined } : { prefixItems: prefix, items: rest, ...others });
    });

function defined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

// A schema whose `unevaluated*` sits beside one source of annotations from another schema object.
function schemaOf(kind: string, branches: Record<string, unknown>[], type: 'object' | 'array', uri: string): Record<string, unknown> {
  const schema: Record<string, unknown> = { $schema: uri, type, [type === 'object' ? 'unevaluatedProperties' : 'unevaluatedItems']: false };
  if (kind === 'if') Object.assign(schema, { if: branches[0], then: branches[1] ?? {}, else: branches[2] ?? {} });
  else if (kind === 'if alone') schema['if'] = branches[0];
  else if (kind === 'dependentSchemas') schema['dependentSchemas'] = { a: branches[0], b: branches[1] ?? {} };
  else if (kind === '$ref') Object.assign(schema, { $defs: { d: branches[0] }, $ref: '#/$defs/d', ...(branches[1] === undefined ? {} : { anyOf: [branches[1]] }) });
  else if (kind === 'nested') schema['allOf'] = [{ anyOf: branches }];
  else schema[kind] = branches;
  return schema;
}

const KINDS = ['allOf', 'anyOf', 'oneOf', 'if', 'if alone', 'dependentSchemas', '$ref', 'nested'];
const objectData: fc.Arbitrary<unknown> = fc.dictionary(key, fc.oneof(fc.string({ maxLength: 2 }), fc.integer()), { maxKeys: 3 });
const arrayData: fc.Arbitrary<unknown> = fc.array(fc.oneof(fc.string({ maxLength: 2 }), fc.integer()), { maxLength: 4 });

describe.each(DIALECTS)('unevaluated* in $dialect, against hyperjump', ({ dialect, uri, module }) => {
  test.each(['object', 'array'] as const)('%s schemas: both engines give the specified verdicts', async (type) => {
    const { registerSchema, validate } = (await import(module)) as typeof import('@hyperjump/json-schema/draft-2020-12');
    const branch: fc.Arbitrary<Record<string, unknown>> = type === 'object' ? objectBranch : arrayBranch(dialect);
    const cases = fc.sample(fc.tuple(fc.constantFrom(...KINDS), fc.array(branch, { minLength: 1, maxLength: 3 }), fc.array(type === 'object' ? objectData : arrayData, { minLength: 6, maxLength: 6 })), { seed, numRuns: 120 });
    let checked = 0;
    for (const [index, [kind, branches, values]] of cases.entries()) {
      const schema = schemaOf(kind, branches, type, uri);
      const id = `https://unevaluated.example/${dialect}/${type}/${index}`;
      registerSchema({ ...schema, $id: id });
      const truth = await validate(id);
      const tool = mcpTool({ input: schema });
      const auto = compileToolValidators(tool, NOT_OBJECT_ALLOWED).input;
      const interpreted = compileToolValidators(tool, { ...NOT_OBJECT_ALLOWED, engine: 'interpreted' }).input;
      for (const value of values) {
        const expected = truth(value as Parameters<typeof truth>[0]).valid;
        expect(interpreted(value).valid, `interpreted: ${JSON.stringify(schema)} on ${JSON.stringify(value)}`).toBe(expected);
        expect(auto(value).valid, `${auto.engine}: ${JSON.stringify(schema)} on ${JSON.stringify(value)}`).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBe(720);
  });
});

describe('what the interpreted engine says', () => {
  test('a property only a failed branch evaluated is unevaluated: its issue, at its pointer', () => {
    const schema = { type: 'object', unevaluatedProperties: false, anyOf: [{ properties: { a: {} }, required: ['a', 'x'] }, { properties: { b: {} } }] };
    const { input } = compileToolValidators(mcpTool({ input: schema }), NOT_OBJECT_ALLOWED);
    expect(input.engine).toBe('interpreted');
    expect(input({ b: 1 }).valid).toBe(true);
    expect(input({ a: 1, b: 1 })).toEqual({ valid: false, issues: [expect.objectContaining({ code: 'call/unknown-property', pointer: '/a' })] });
  });

  test('what an if that passed evaluated counts, with or without then and else', () => {
    const schema = { type: 'object', unevaluatedProperties: false, if: { properties: { a: { const: 1 } }, required: ['a'] } };
    const { input } = compileToolValidators(mcpTool({ input: schema }), NOT_OBJECT_ALLOWED);
    expect(input({ a: 1 }).valid).toBe(true);
    expect(input({ a: 2 })).toEqual({ valid: false, issues: [expect.objectContaining({ code: 'call/unknown-property', pointer: '/a' })] });
  });
});
