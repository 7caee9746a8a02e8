import fc from 'fast-check';
import { expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool } from '../fixtures.js';

// Both engines against @hyperjump/json-schema on fuzzed schemas (2020-12, 2019-09, draft-07) and fuzzed data, with the
// data's keys named like Object.prototype's members. This found, in json-schema-library, that
// `maximum: 0` checked nothing and that `properties` threw on a `toString` key; in both engines'
// deep equality (`const`, `enum`), a throw on data with a `toString` or `valueOf` property. Left out:
// `format` (hyperjump annotates it, the validators assert it) and `multipleOf` (hyperjump allows a
// float's rounding; the validators compute in decimal: `1e-200` is no multiple of 0.5).

const NOT_OBJECT_ALLOWED = { rules: { 'schema/input-not-object': 'off' } } as const;
const seed = Number(process.env.FUZZ_SEED ?? 20261201);
const PROTOTYPE_KEYS = [{ toString: 'x' }, { constructor: 1, a: 'a' }, { valueOf: 2, b: [] }, JSON.parse('{"__proto__": 1, "a": "aa"}') as unknown];

const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('node')),
  leaf: fc.oneof(
    fc.constantFrom<unknown>({ type: 'string' }, { type: 'integer' }, { type: 'array' }, { type: 'object' }, { type: 'null' }, { type: ['string', 'null'] }, true, false, {}, { $ref: '#/$defs/d' }),
    // What Ajv compiles nothing for (an unknown keyword, annotations) and what it compiles to nothing ($comment): Ajv prunes code around the first.
    fc.constantFrom<unknown>({ 'x-ext': 1 }, { title: 't', description: 'd' }, { contentMediaType: 'text/plain' }, { $comment: 'c' }),
    fc.record({ minLength: fc.nat(3) }),
    fc.record({ maximum: fc.integer({ min: -2, max: 3 }) }),
    fc.record({ minimum: fc.integer({ min: -2, max: 3 }) }),
    fc.record({ exclusiveMinimum: fc.integer({ min: -1, max: 1 }) }),
    fc.record({ enum: fc.array(fc.jsonValue({ maxDepth: 1 }), { minLength: 1, maxLength: 3 }) }),
    fc.record({ const: fc.jsonValue({ maxDepth: 1 }) }),
    fc.record({ pattern: fc.constantFrom('^a', 'b$', '^[0-9]+$') }),
    fc.record({ minItems: fc.nat(2) }),
    fc.record({ uniqueItems: fc.boolean() }),
    fc.record({ required: fc.subarray(['a', 'b', 'toString']) }),
    fc.record({ minProperties: fc.nat(2) }),
    fc.record({ unevaluatedProperties: fc.constantFrom<unknown>(false, { type: 'string' }) }),
    fc.record({ unevaluatedItems: fc.constantFrom<unknown>(false, { type: 'number' }) }),
  ),
  node: fc.oneof(
    fc.record({ properties: fc.dictionary(fc.constantFrom('a', 'b', 'toString', 'constructor'), tie('tree'), { maxKeys: 2 }), additionalProperties: fc.option(tie('tree'), { nil: undefined }) }),
    fc.record({ items: tie('tree'), prefixItems: fc.option(fc.array(tie('tree'), { minLength: 1, maxLength: 2 }), { nil: undefined }) }),
    fc.record({ contains: tie('tree'), minContains: fc.option(fc.nat(2), { nil: undefined }), maxContains: fc.option(fc.nat(2), { nil: undefined }) }),
    fc.record({ anyOf: fc.array(tie('tree'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(tie('tree'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ allOf: fc.array(tie('tree'), { minLength: 1, maxLength: 2 }) }),
    fc.record({ not: tie('tree') }),
    fc.record({ if: tie('tree'), then: fc.option(tie('tree'), { nil: undefined }), else: fc.option(tie('tree'), { nil: undefined }) }),
    fc.record({ dependentSchemas: fc.dictionary(fc.constantFrom('a', 'b'), tie('tree'), { maxKeys: 1 }) }),
    fc.record({ propertyNames: tie('tree') }),
    fc.record({ patternProperties: fc.dictionary(fc.constantFrom('^a', 'b'), tie('tree'), { maxKeys: 1 }) }),
  ),
}));

const DIALECTS = [
  { dialect: '2020-12', uri: 'https://json-schema.org/draft/2020-12/schema', module: '@hyperjump/json-schema/draft-2020-12' },
  { dialect: '2019-09', uri: 'https://json-schema.org/draft/2019-09/schema', module: '@hyperjump/json-schema/draft-2019-09' },
  { dialect: 'draft-07', uri: 'http://json-schema.org/draft-07/schema#', module: '@hyperjump/json-schema/draft-07' },
] as const;
type Dialect = (typeof DIALECTS)[number]['dialect'];

// A schema (an object, with a definition `d` for the references to reach) as JSON in a dialect, `undefined` options left out.
const schemasIn = (dialect: Dialect, uri: string) =>
  fc.tuple(tree, tree).map(([root, definition]) => {
    // A root `$ref` goes into `allOf`: in draft-07 it would override the `definitions` beside it, which it points into.
    const schema = root !== null && typeof root === 'object' && !('$ref' in root) ? root : { allOf: [root] };
    return spelledIn(dialect, JSON.parse(JSON.stringify({ $schema: uri, ...schema, $defs: { d: definition } }))) as Record<string, unknown>;
  });

// 2019-09 spells a tuple `items` with `additionalItems`; draft-07 also `definitions` and `dependencies`, and has no `unevaluated*` (its `minContains` and `maxContains` stay: annotations there).
function spelledIn(dialect: Dialect, value: unknown): unknown {
  if (dialect === '2020-12' || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => spelledIn(dialect, item));
  const spelled: Record<string, unknown> = {};
  for (const [keyword, member] of Object.entries(value as Record<string, unknown>)) {
    const child = spelledIn(dialect, member);
    if (keyword === 'prefixItems') continue;
    if (keyword === 'items' && 'prefixItems' in value) {
      spelled['items'] = spelledIn(dialect, (value as Record<string, unknown>)['prefixItems']);
      spelled['additionalItems'] = child;
    } else if (dialect === 'draft-07' && ['unevaluatedProperties', 'unevaluatedItems'].includes(keyword)) continue;
    else if (dialect === 'draft-07' && keyword === '$defs') spelled['definitions'] = child;
    else if (dialect === 'draft-07' && keyword === 'dependentSchemas') spelled['dependencies'] = child;
    else if (dialect === 'draft-07' && keyword === '$ref') spelled['$ref'] = '#/definitions/d';
    else spelled[keyword] = child;
  }
  return spelled;
}
const data = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom(0, 3, -1, 1e20, 'a', 'ab', [1, 1], [{ toString: 'x' }, { toString: 'x' }]));

function resolvesIn(data: unknown, pointer: string): boolean {
  let value = data;
  for (const token of pointer === '' ? [] : pointer.slice(1).split('/')) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return true;
}

test.each(DIALECTS)('both engines give the verdicts of hyperjump on fuzzed $dialect schemas and data, the same issues, at places the data has', async ({ dialect, uri, module }) => {
  const { registerSchema, validate } = (await import(module)) as typeof import('@hyperjump/json-schema/draft-2020-12');
  const cases = fc.sample(fc.tuple(schemasIn(dialect, uri), fc.array(data, { minLength: 10, maxLength: 10 })), { seed, numRuns: 250 });
  let checked = 0;
  let compared = 0;
  for (const [index, [schema, values]] of cases.entries()) {
    const tool = mcpTool({ input: schema });
    let auto;
    try {
      auto = compileToolValidators(tool, NOT_OBJECT_ALLOWED).input;
    } catch {
      // A schema vet refuses (a limit, a pattern the linear engine cannot run) is not compared.
      continue;
    }
    const interpreted = compileToolValidators(tool, { ...NOT_OBJECT_ALLOWED, engine: 'interpreted' }).input;
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
      // reference's errors came from, nor that an error inside propertyNames is its own error's: there it may keep more.
      if (!/\$ref|propertyNames/.test(JSON.stringify(schema))) {
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
