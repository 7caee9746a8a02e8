import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Dialect } from '../../src/index.js';
import type { AjvSettings } from '../../src/validators/ajv-engine.js';
import { canonicalJson } from '../../src/validators/cache.js';
import { compileOnEngine } from '../../src/validators/engines.js';
import type { AjvError } from '../../src/validators/messages.js';
import { reduceErrors } from '../../src/validators/reduce-errors.js';
import { schemaPaths, type SchemaPaths } from '../../src/validators/schema-paths.js';
import { asToolInput, SUITE_DIALECTS, suiteGroups } from '../corpora/test-suite.js';
import { reduceErrorsReference } from './reference-reduce.js';

// Which of Ajv's errors are kept: with the facts of schema paths (looked up once per validator,
// then by place), without them (paths compared), and with so few facts that most paths are past
// their bound, each must keep what the first version kept, in its order.

const seed = Number(process.env.FUZZ_SEED ?? 20261201);
const SETTINGS: AjvSettings = { strict: false, formats: 'assert', useDefaults: false, schemas: {}, regExp: 'native', maxFormatLength: 10_000, maxErrors: 1_000 };
const $schema = 'https://json-schema.org/draft/2020-12/schema';

interface Reducer {
  readonly errorsOf: (data: unknown) => readonly AjvError[];
  /** Facts kept across calls, as a validator keeps them; and facts bounded to a few paths. */
  readonly paths: SchemaPaths;
  readonly fewPaths: SchemaPaths;
}

function reducerOf(schema: unknown, dialect: Dialect = '2020-12'): Reducer | undefined {
  const compiled = compileOnEngine(JSON.parse(canonicalJson(schema)) as never, dialect, SETTINGS, 'auto', true);
  if (!('engine' in compiled) || compiled.engine !== 'ajv') return undefined;
  const full = compiled.full();
  const errorsOf = (data: unknown): readonly AjvError[] => {
    try {
      full(data);
      return (full.errors ?? []) as AjvError[];
    } catch (thrown) {
      return ((thrown as { kindgiErrorCap?: AjvError[] }).kindgiErrorCap ?? []) as AjvError[];
    }
  };
  return { errorsOf, paths: schemaPaths(), fewPaths: schemaPaths(4) };
}

/** Every way of reducing one value's errors, and what the first version kept. */
function keptEachWay(reducer: Reducer, data: unknown): { reference: AjvError[]; ways: [string, AjvError[]][] } {
  const errors = reducer.errorsOf(data);
  return {
    reference: reduceErrorsReference(errors),
    ways: [
      ['with facts', reduceErrors(errors, reducer.paths)],
      ['with facts, again', reduceErrors(errors, reducer.paths)],
      ['without facts', reduceErrors(errors)],
      ['with facts past their bound', reduceErrors(errors, reducer.fewPaths)],
    ],
  };
}

function expectSameAsReference(reducer: Reducer, data: unknown, label: string): AjvError[] {
  const { reference, ways } = keptEachWay(reducer, data);
  // Identity, not likeness: the very errors, in the same order.
  for (const [way, kept] of ways) {
    expect(kept.length, `${label}, ${way}`).toBe(reference.length);
    kept.forEach((error, index) => expect(error, `${label}, ${way}, #${index}`).toBe(reference[index]));
  }
  return reference;
}

const summary = (errors: readonly AjvError[]) => errors.map((error) => `${error.keyword} ${error.instancePath || '(root)'} ${error.schemaPath}`);

const tagged = (kind: string, properties: Record<string, unknown>) => ({ type: 'object', properties: { kind: { const: kind }, ...properties }, required: ['kind', ...Object.keys(properties)], additionalProperties: false });

// Union shapes: each schema, the data, and the errors kept (keyword, place, schema path).
const SHAPES: [string, Record<string, unknown>, unknown, string[]][] = [
  ['a discriminated oneOf keeps the branch whose kind matched', { oneOf: [tagged('a', { x: { type: 'string' } }), tagged('b', { y: { type: 'integer' } })] }, { kind: 'b', y: 'no' }, ['type /y #/oneOf/1/properties/y/type']],
  ['a union in the closest branch keeps its own closest branch', {
    oneOf: [tagged('search', { query: { type: 'string' } }), tagged('summarize', { text: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } })],
  }, { kind: 'summarize', text: [1, 'two'], extra: 1 }, ['additionalProperties (root) #/oneOf/1/additionalProperties', 'type /text/0 #/oneOf/1/properties/text/anyOf/1/items/type']],
  ['unions nested three deep, each at its own place', {
    anyOf: [{ type: 'object', properties: { a: { anyOf: [{ type: 'object', properties: { b: { oneOf: [{ type: 'string' }, { type: 'array', items: { minimum: 3 } }] } } }, { type: 'null' }] } } }, { type: 'string' }],
  }, { a: { b: [1, 5] } }, ['minimum /a/b/0 #/anyOf/0/properties/a/anyOf/0/properties/b/oneOf/1/items/minimum']],
  ['every branch failed on type here: all kept, to merge', { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] }, true, ['type (root) #/anyOf/0/type', 'type (root) #/anyOf/1/type', 'type (root) #/anyOf/2/type']],
  ['a tie in depth and count: the earlier branch', { anyOf: [{ required: ['a'] }, { required: ['b'] }] }, {}, ['required (root) #/anyOf/0/required']],
  ['the branch with fewer errors at the same depth', { anyOf: [{ required: ['a', 'b'] }, { required: ['c'] }] }, {}, ['required (root) #/anyOf/1/required']],
  ['the deeper branch beats the one with fewer errors', { anyOf: [{ required: ['a'] }, { properties: { b: { type: 'string', minLength: 5 } }, required: ['c', 'd'] }] }, { b: 1 }, [
    'required (root) #/anyOf/1/required', 'required (root) #/anyOf/1/required', 'type /b #/anyOf/1/properties/b/type',
  ]],
  ['oneOf with several passing branches says so alone, dropping the others’ errors', { oneOf: [{ minimum: 0 }, { maximum: 10 }, { const: 99 }] }, 5, ['oneOf (root) #/oneOf']],
  ['oneOf with three passing branches, beside an error of its own schema', { properties: { a: { type: 'string' } }, oneOf: [{ type: 'object' }, { minProperties: 1 }, { required: ['a'] }, { type: 'string' }] }, { a: 1 }, [
    'oneOf (root) #/oneOf', 'type /a #/properties/a/type',
  ]],
  ['oneOf passing twice inside a failed anyOf branch', { anyOf: [{ type: 'string' }, { type: 'object', properties: { n: { oneOf: [{ minimum: 0 }, { maximum: 10 }] } } }] }, { n: 5 }, [
    'oneOf /n #/anyOf/1/properties/n/oneOf',
  ]],
  ['$ref branches report under their target: kept as they are, the union too', {
    $defs: { s: { type: 'string' }, n: { type: 'object', required: ['n'] } }, anyOf: [{ $ref: '#/$defs/s' }, { $ref: '#/$defs/n' }],
  }, {}, ['type (root) #/$defs/s/type', 'required (root) #/$defs/n/required']],
  ['a $ref branch beside an inline one', { $defs: { s: { type: 'string', minLength: 3 } }, anyOf: [{ $ref: '#/$defs/s' }, { type: 'object', required: ['a'] }] }, 'ab', [
    'minLength (root) #/$defs/s/minLength', 'type (root) #/anyOf/1/type',
  ]],
  ['an array of unions: each item keeps its own branch, type-only items do not reach back', {
    type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'object', required: ['id'] }] },
  }, [true, {}, 1, { x: 1 }], ['type /0 #/items/anyOf/0/type', 'type /0 #/items/anyOf/1/type', 'required /1 #/items/anyOf/1/required', 'type /2 #/items/anyOf/0/type', 'type /2 #/items/anyOf/1/type', 'required /3 #/items/anyOf/1/required']],
  ['more than ten branches (two-digit indices)', { anyOf: [...Array.from({ length: 11 }, () => ({ type: 'string' })), { type: 'object', required: ['z'] }] }, {}, ['required (root) #/anyOf/11/required']],
  ['a union under if/then: the then error says it, the if does not', { if: { required: ['a'] }, then: { anyOf: [{ required: ['b'] }, { required: ['c', 'd'] }] } }, { a: 1 }, ['required (root) #/then/anyOf/0/required']],
  ['a failed if with an else error, then a union beside it', {
    allOf: [{ if: { type: 'string' }, then: { minLength: 2 }, else: { type: 'number' } }, { anyOf: [{ type: 'boolean' }, { type: 'object', required: ['x'] }] }],
  }, {}, ['type (root) #/allOf/0/else/type', 'required (root) #/allOf/1/anyOf/1/required']],
  ['contains drops why each item missed', { type: 'array', contains: { anyOf: [{ type: 'string' }, { minimum: 5 }] } }, [1, 2], ['contains (root) #/contains']],
  ['propertyNames in a union branch', { anyOf: [{ type: 'string' }, { type: 'object', propertyNames: { anyOf: [{ maxLength: 1 }, { pattern: '^x' }] } }] }, { ab: 1 }, [
    'propertyNames (root) #/anyOf/1/propertyNames',
  ]],
];

describe('union shapes', () => {
  test.each(SHAPES)('%s', (_, schema, data, expected) => {
    const reducer = reducerOf({ $schema, ...schema }) as Reducer;
    // Twice: facts built on the first call, read (by place) on the second.
    for (let round = 0; round < 2; round++) expect(summary(expectSameAsReference(reducer, data, `round ${round}`))).toEqual(expected);
  });
});

const groups = SUITE_DIALECTS.flatMap(({ folder, dialect, uri }) =>
  suiteGroups(folder, { optional: true }).map((group) => ({ ...group, dialect, schema: asToolInput(group.schema, uri) })),
);

function suiteReducers(): { reducer: Reducer; data: unknown[] }[] {
  return groups.flatMap((group) => {
    try {
      const reducer = reducerOf(group.schema, group.dialect);
      return reducer === undefined ? [] : [{ reducer, data: group.tests.map((t) => t.data) }];
    } catch {
      return [];
    }
  });
}

describe('the same errors kept as the first version kept', () => {
  const reducers = suiteReducers();

  test('on every case of the JSON Schema Test Suite, alone, side by side, and with the facts reused across cases', () => {
    let unions = 0;
    for (const { reducer, data } of reducers) {
      for (const value of [...data, data, Object.fromEntries(data.map((value, index) => [`k${index}`, value]))]) {
        const errors = reducer.errorsOf(value);
        if (errors.some((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')) unions++;
        expectSameAsReference(reducer, value, JSON.stringify(value)?.slice(0, 80) ?? '');
      }
    }
    expect(unions).toBeGreaterThan(200);
  });

  test('on fuzzed data against the suite’s schemas', () => {
    fc.assert(
      fc.property(fc.nat({ max: reducers.length - 1 }), fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 6 }), (index, values) => {
        const { reducer, data } = reducers[index] as (typeof reducers)[number];
        for (const value of [...values, values, ...data.map((one) => [one, ...values])]) expectSameAsReference(reducer, value, 'fuzzed');
      }),
      { seed, numRuns: 2_000 },
    );
  });

  test('on fuzzed data against union shapes, whose facts are reused from call to call', () => {
    const reducers = SHAPES.map(([, schema]) => reducerOf({ $schema, ...schema }) as Reducer);
    const value = fc.jsonValue({ maxDepth: 3 });
    const shaped = fc.oneof(value, fc.record({ kind: fc.constantFrom('a', 'b', 'search', 'summarize'), text: fc.oneof(value, fc.array(value)), y: value, a: value, extra: value }, { requiredKeys: [] }));
    fc.assert(
      fc.property(fc.nat({ max: reducers.length - 1 }), fc.array(shaped, { maxLength: 4 }), (index, values) => {
        const reducer = reducers[index] as Reducer;
        for (const one of [...values, values]) expectSameAsReference(reducer, one, 'fuzzed union');
      }),
      { seed, numRuns: 3_000 },
    );
  });
});
