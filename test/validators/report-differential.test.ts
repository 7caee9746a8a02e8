import fc from 'fast-check';
import { expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool } from '../fixtures.js';
import { bothEngines, DIALECTS, NOT_OBJECT_ALLOWED, resolvesIn, schemaTree, schemasIn } from './differential-grammar.js';

// The reports, not the verdicts: on fuzzed schemas that Ajv compiles (`engine: 'auto'` gives
// `'ajv'`) and fuzzed invalid data with awkward keys, the interpreted engine must give the same
// issues, by code, pointer and message. engine-differential.test.ts holds both to hyperjump's verdicts.

const SEEDS = [Number(process.env.FUZZ_SEED ?? 20261201), 7, 424_242];
const KEYS = ['a', 'b', 'a/b', '~0', '', '0', 'é', '__proto__', 'kind'];

const leaves = [
  fc.record({ maxLength: fc.nat(3) }),
  fc.record({ maxItems: fc.nat(2) }),
  fc.record({ maxProperties: fc.nat(2) }),
  fc.record({ exclusiveMaximum: fc.integer({ min: -1, max: 2 }) }),
  fc.record({ multipleOf: fc.constantFrom(2, 0.5, 3) }),
  fc.record({ format: fc.constantFrom('email', 'date', 'date-time', 'time', 'uuid', 'ipv4', 'ipv6', 'hostname', 'uri', 'duration', 'json-pointer') }),
  fc.record({ type: fc.constantFrom<unknown>('number', 'boolean', ['integer', 'string'], ['object', 'array']) }),
  fc.record({ properties: fc.constantFrom<unknown>({ a: {} }, { 'a/b': { type: 'string' } }), additionalProperties: fc.constant(false) }),
  fc.record({ dependentRequired: fc.constantFrom<unknown>({ a: ['b'] }, { '': ['a/b'] }) }),
  fc.record({ const: fc.constantFrom<unknown>({ a: 1 }, [1, 'a'], 'é') }),
  // A tagged union, which Ajv checks by its tag (`discriminator`) and the interpreted engine by its own table.
  fc.constant({
    type: 'object',
    oneOf: [
      { type: 'object', properties: { kind: { const: 'a' }, b: { type: 'string' } }, required: ['kind', 'b'] },
      { type: 'object', properties: { kind: { const: 'b' }, a: { type: 'integer' } }, required: ['kind'] },
    ],
  }),
  fc.record({ required: fc.constantFrom(['kind'], ['a/b', ''], ['b', 'kinds']) }),
];
const awkwardKey = fc.constantFrom(...KEYS);
const leafValue = fc.oneof(
  fc.constantFrom<unknown>(0, -1, 2.5, 3, 1e20, 'a', 'b', 'ab', 'kinf', 'x@y.z', '2024-02-30', '2016-12-31T23:59:60Z', '1.2.3.4', '::1', 'http://a/b', 'P1D', '/a~1b', true, null),
  fc.jsonValue({ maxDepth: 0 }),
  // What a runtime may pass that JSON.parse never makes.
  fc.constantFrom<unknown>(undefined, NaN, -0, 2n, new Date(0), new String('ab'), { [Symbol.toStringTag]: 'Args', a: 1 }),
);
// An object of own keys, `__proto__` included, with the values as they are (JSON text would drop `undefined` and the rest).
const ownObject = (entries: [string, unknown][]): unknown => {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
};
const data = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leafValue, tie('object'), tie('array')),
  object: fc.uniqueArray(fc.tuple(awkwardKey, tie('value')), { maxLength: 3, selector: ([key]) => key }).map(ownObject),
  array: fc.array(tie('value'), { maxLength: 3 }),
})).value;

test.each(SEEDS.flatMap((seed) => DIALECTS.map((dialect) => ({ seed, ...dialect }))))('seed $seed, $dialect: the interpreted engine reports what Ajv reports', ({ seed, dialect, uri }) => {
  const tree = schemaTree({ leaves, keys: KEYS });
  const cases = fc.sample(fc.tuple(schemasIn(dialect, uri, tree), fc.array(data, { minLength: 10, maxLength: 10 })), { seed, numRuns: 400 });
  let compared = 0;
  const differences: string[] = [];
  for (const [schema, values] of cases) {
    const engines = bothEngines(schema);
    // A schema vet refuses is not compared, nor one Ajv does not run.
    if (engines === undefined || engines.auto.engine !== 'ajv') continue;
    const { auto, interpreted } = engines;
    for (const value of values) {
      const [ajv, second] = [auto(value), interpreted(value)];
      const where = `${JSON.stringify(schema)} on ${fc.stringify(value)}`;
      expect(second.valid, where).toBe(ajv.valid);
      if (ajv.valid) continue;
      for (const issue of [...ajv.issues, ...second.issues]) expect(resolvesIn(value, issue.pointer), `${where}: ${issue.pointer}`).toBe(true);
      const [a, b] = [issueSet(ajv.issues), issueSet(second.issues)];
      if (JSON.stringify(a) !== JSON.stringify(b)) differences.push(`${where}\n  ajv:         ${a.join('\n               ')}\n  interpreted: ${b.join('\n               ')}`);
      compared++;
    }
  }
  expect(differences.slice(0, 5).join('\n')).toBe('');
  expect(compared).toBeGreaterThan(600);
});

// What the differential found, each fixed at its cause: Ajv kept the error of an `if` inside
// `propertyNames` as the object's own (`The input does not match the "then" schema that applies to
// it.`, at ""), and the interpreted engine's unevaluatedProperties skipped a member whose value is
// `undefined`, which Ajv, as for additionalProperties, refuses.
test.each([
  ['an if inside propertyNames', { type: 'object', propertyNames: { if: { minLength: 1 }, then: { maxLength: 1 } } }, { ab: 1 }, ['call/invalid-value /ab']],
  ['an anyOf inside propertyNames', { type: 'object', propertyNames: { anyOf: [{ maxLength: 1 }, { pattern: '^x' }] } }, { ab: 1 }, ['call/invalid-value /ab']],
  ['an undefined member that unevaluatedProperties refuses', { type: 'object', properties: { a: {} }, unevaluatedProperties: false }, { a: 1, b: undefined }, ['call/unknown-property /b']],
  ['the same under additionalProperties', { type: 'object', properties: { a: {} }, additionalProperties: false }, { a: 1, b: undefined }, ['call/unknown-property /b']],
])('%s: the same issues on both engines', (_, schema, value, expected) => {
  for (const engine of ['auto', 'interpreted'] as const) {
    const { issues } = compileToolValidators(mcpTool({ input: { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema } }), { ...NOT_OBJECT_ALLOWED, engine }).input(value);
    expect(issues.map((issue) => `${issue.code} ${issue.pointer}`), engine).toEqual(expected);
  }
});

function issueSet(issues: readonly { code: string; pointer: string; message: string }[]): string[] {
  return issues.map((issue) => `${issue.code} ${JSON.stringify(issue.pointer)} ${issue.message}`).sort();
}
