import fc from 'fast-check';
import { compileToolValidators } from '../../src/validators/compile.js';
import type { ToolValidator } from '../../src/index.js';
import { mcpTool } from '../fixtures.js';

// The grammar of the engine differentials (engine-differential.test.ts, report-differential.test.ts):
// fuzzed schemas of every applicator and assertion, in 2020-12, 2019-09 and draft-07.

/** What a grammar may add: more leaves (assertions), and the property names its `properties` use. */
export interface GrammarOptions {
  readonly leaves?: readonly fc.Arbitrary<unknown>[];
  readonly keys?: readonly string[];
}

/** Schemas of the grammar: leaves and applicator nodes, nested a few levels. */
export function schemaTree({ leaves = [], keys = ['a', 'b', 'toString', 'constructor'] }: GrammarOptions = {}): fc.Arbitrary<unknown> {
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
      ...leaves,
    ),
    node: fc.oneof(
      fc.record({ properties: fc.dictionary(fc.constantFrom(...keys), tie('tree'), { maxKeys: 2 }), additionalProperties: fc.option(tie('tree'), { nil: undefined }) }),
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
  return tree;
}

export const DIALECTS = [
  { dialect: '2020-12', uri: 'https://json-schema.org/draft/2020-12/schema', module: '@hyperjump/json-schema/draft-2020-12' },
  { dialect: '2019-09', uri: 'https://json-schema.org/draft/2019-09/schema', module: '@hyperjump/json-schema/draft-2019-09' },
  { dialect: 'draft-07', uri: 'http://json-schema.org/draft-07/schema#', module: '@hyperjump/json-schema/draft-07' },
] as const;
export type Dialect = (typeof DIALECTS)[number]['dialect'];

/** A schema (an object, with a definition `d` for the references to reach) as JSON in a dialect, `undefined` options left out. */
export const schemasIn = (dialect: Dialect, uri: string, tree: fc.Arbitrary<unknown> = schemaTree()): fc.Arbitrary<Record<string, unknown>> =>
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

/** Whether an RFC 6901 pointer names a place the data has. */
export function resolvesIn(data: unknown, pointer: string): boolean {
  let value = data;
  for (const token of pointer === '' ? [] : pointer.slice(1).split('/')) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return true;
}

/** The options both differentials compile with: a fuzzed schema need not be an object's (the rule refuses that on MCP tools). */
export const NOT_OBJECT_ALLOWED = { rules: { 'schema/input-not-object': 'off' } } as const;

/**
 * A fuzzed schema's input validator on each engine (`auto`, and `interpreted`), or undefined when
 * vet refuses the schema (a limit, a pattern the linear engine cannot run): such a schema is not compared.
 */
export function bothEngines(schema: Record<string, unknown>): { readonly auto: ToolValidator; readonly interpreted: ToolValidator } | undefined {
  const tool = mcpTool({ input: schema });
  let auto: ToolValidator;
  try {
    auto = compileToolValidators(tool, NOT_OBJECT_ALLOWED).input;
  } catch {
    return undefined;
  }
  return { auto, interpreted: compileToolValidators(tool, { ...NOT_OBJECT_ALLOWED, engine: 'interpreted' }).input };
}
