import fc from 'fast-check';
import { expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool } from '../fixtures.js';
import { bothEngines, DIALECTS, NOT_OBJECT_ALLOWED, resolvesIn, schemasIn } from './differential-grammar.js';

// Both engines against @hyperjump/json-schema on fuzzed schemas (2020-12, 2019-09, draft-07) and fuzzed data, with the
// data's keys named like Object.prototype's members. This found, in json-schema-library, that
// `maximum: 0` checked nothing and that `properties` threw on a `toString` key; in both engines'
// deep equality (`const`, `enum`), a throw on data with a `toString` or `valueOf` property. Left out:
// `format` (hyperjump annotates it, the validators assert it) and `multipleOf` (hyperjump allows a
// float's rounding; the validators compute in decimal: `1e-200` is no multiple of 0.5).

const seed = Number(process.env.FUZZ_SEED ?? 20261201);
const PROTOTYPE_KEYS = [{ toString: 'x' }, { constructor: 1, a: 'a' }, { valueOf: 2, b: [] }, JSON.parse('{"__proto__": 1, "a": "aa"}') as unknown];

const data = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom(0, 3, -1, 1e20, 'a', 'ab', [1, 1], [{ toString: 'x' }, { toString: 'x' }]));

test.each(DIALECTS)('both engines give the verdicts of hyperjump on fuzzed $dialect schemas and data, the same issues, at places the data has', async ({ dialect, uri, module }) => {
  const { registerSchema, validate } = (await import(module)) as typeof import('@hyperjump/json-schema/draft-2020-12');
  const cases = fc.sample(fc.tuple(schemasIn(dialect, uri), fc.array(data, { minLength: 10, maxLength: 10 })), { seed, numRuns: 250 });
  let checked = 0;
  let compared = 0;
  for (const [index, [schema, values]] of cases.entries()) {
    const engines = bothEngines(schema);
    if (engines === undefined) continue;
    const { auto, interpreted } = engines;
    const id = `https://differential.example/${dialect}/${index}`;
    registerSchema({ ...schema, $id: id });
    const truth = await validate(id);
    for (const value of values) {
      const expected = truth(value as Parameters<typeof truth>[0]).valid;
      const results = [[auto.engine, auto(value)], ['interpreted', interpreted(value)]] as const;
      for (const [name, result] of results) {
        const where = `${name}: ${JSON.stringify(schema)} on ${JSON.stringify(value)}`;
        expect(result.valid, where).toBe(expected);
        expect(result.issues.length === 0, where).toBe(result.valid);
        // Every issue points at a place the data has (a missing property's issue, at the object that lacks it).
        for (const issue of result.issues) expect(resolvesIn(value, issue.pointer), `${where}: ${issue.pointer}`).toBe(true);
      }
      // The same issues from both (in their engines' orders). Ajv's schema paths cannot say which branch a
      // reference's errors came from: there it may keep more.
      if (!/\$ref/.test(JSON.stringify(schema))) {
        expect(issueSet(results[1][1].issues), `${JSON.stringify(schema)} on ${JSON.stringify(value)}`).toEqual(issueSet(results[0][1].issues));
        compared++;
      }
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(2_000);
  expect(compared).toBeGreaterThan(1_000);
});

function issueSet(issues: readonly { code: string; pointer: string; message: string }[]): string[] {
  return issues.map((issue) => `${issue.code} ${issue.pointer} ${issue.message}`).sort();
}

test.each([
  ['maximum: 0', { maximum: 0 }, 5, false],
  ['an object const, data with a toString property', { const: { a: 1 } }, { toString: 'x' }, false],
  ['an object enum, data with a valueOf property', { enum: [{ a: 1 }, 'x'] }, { valueOf: 1 }, false],
  ['an object const, equal data with keys in another order', { const: { a: 1, b: [1, { c: null }] } }, { b: [1, { c: null }], a: 1 }, true],
  ['properties, data with a constructor property', { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }, { constructor: 1 }, false],
  ['properties.__proto__', JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') as unknown, JSON.parse('{"__proto__": 1}') as unknown, false],
  ['a large enum', { enum: Array.from({ length: 40 }, (_, index) => `v${index}`) }, 'v39', true],
])('%s: the same verdict on both engines', (_, schema, value, valid) => {
  const tool = mcpTool({ input: schema });
  for (const engine of ['auto', 'interpreted'] as const) {
    const check = compileToolValidators(tool, { ...NOT_OBJECT_ALLOWED, engine }).input(value);
    expect(check.valid, engine).toBe(valid);
    if (!valid) expect(check.issues[0]?.code, engine).not.toBe('call/validator-failed');
  }
});
