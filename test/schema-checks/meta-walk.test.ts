import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Dialect } from '../../src/dialects/table.js';
import type { Issue } from '../../src/issue.js';
import { checkAgainstMetaSchema } from '../support/ajv-meta.js';
import { walkSchema, walkSubschemas } from '../../src/schema-checks/walk.js';
import { corpusTools } from '../corpora/mcp-corpus.js';
import { suiteGroups } from '../corpora/test-suite.js';

// The one walk's meta-schema checks against the precompiled Ajv meta validators (through
// checkAgainstMetaSchema, the vet path before the walk): for every schema, the same verdict and
// the same `schema/invalid` places, and the same message at each place.

const FOLDERS: readonly [folder: string, dialect: Dialect][] = [
  ['draft4', 'draft-04'],
  ['draft6', 'draft-06'],
  ['draft7', 'draft-07'],
  ['draft2019-09', '2019-09'],
  ['draft2020-12', '2020-12'],
];
const DIALECT_OF_URI: [RegExp, Dialect][] = [
  [/draft-04/, 'draft-04'],
  [/draft-06/, 'draft-06'],
  [/draft-07/, 'draft-07'],
  [/2019-09/, '2019-09'],
];

interface Case {
  readonly name: string;
  readonly schema: unknown;
  readonly dialect: Dialect;
}

const byPointer = (issues: readonly Issue[]): Map<string, string> => new Map(issues.filter((issue) => issue.code === 'schema/invalid').map((issue) => [issue.pointer, `${issue.message} ${issue.hint ?? ''}`]));

/** How the walk and Ajv differ on one schema: places only one of them names, and messages that differ. */
export function disagreement({ schema, dialect }: Case): string | undefined {
  const ajv = byPointer(checkAgainstMetaSchema(schema, dialect, ''));
  const walk = byPointer(walkSchema(schema, dialect, [], { maxErrors: Infinity }).metaIssues);
  const onlyAjv = [...ajv.keys()].filter((pointer) => !walk.has(pointer));
  const onlyWalk = [...walk.keys()].filter((pointer) => !ajv.has(pointer));
  const messages = [...ajv].filter(([pointer, message]) => walk.has(pointer) && walk.get(pointer) !== message).map(([pointer, message]) => `${pointer}: ajv "${message}" walk "${walk.get(pointer)}"`);
  if (onlyAjv.length + onlyWalk.length + messages.length === 0) return undefined;
  return JSON.stringify({ onlyAjv, onlyWalk, messages });
}

function suiteCases(): Case[] {
  return FOLDERS.flatMap(([folder, dialect]) => suiteGroups(folder, { optional: true }).map((group) => ({ name: `${folder}/${group.file}: ${group.description}`, schema: group.schema, dialect })));
}

function dialectOf(schema: unknown): Dialect {
  const uri = typeof schema === 'object' && schema !== null ? String((schema as Record<string, unknown>).$schema ?? '') : '';
  return DIALECT_OF_URI.find(([pattern]) => pattern.test(uri))?.[1] ?? '2020-12';
}

function corpusCases(): Case[] {
  return ['mcp-tools', 'mcp-tools-edge', 'mcp-spec-examples'].flatMap((folder) =>
    corpusTools(folder).flatMap(({ file, tool }) =>
      [tool.inputSchema, tool.outputSchema].filter((schema) => schema !== undefined).map((schema, index) => ({ name: `${folder}/${file} ${tool.name} ${index === 0 ? 'input' : 'output'}`, schema, dialect: dialectOf(schema) })),
    ),
  );
}

const SUITE = suiteCases();
const CORPUS = corpusCases();

describe('the walk checks what the meta-schemas check', () => {
  test('every schema of the JSON Schema Test Suite, in its dialect', () => {
    expect(SUITE.length).toBeGreaterThan(1500);
    console.info(`meta walk vs Ajv: ${SUITE.length} suite schemas (${SUITE.filter((entry) => checkAgainstMetaSchema(entry.schema, entry.dialect, '').length > 0).length} invalid), ${CORPUS.length} corpus schemas, ${FUZZED.length} fuzzed (${FUZZED.filter((entry) => checkAgainstMetaSchema(entry.schema, entry.dialect, '').length > 0).length} invalid)`);
    const disagreements = SUITE.flatMap((entry) => {
      const found = disagreement(entry);
      return found === undefined ? [] : [`${entry.name}: ${found}`];
    });
    expect(disagreements).toEqual([]);
  });

  test('every schema of the corpora, in the dialect it declares', () => {
    expect(CORPUS.length).toBeGreaterThan(500);
    const disagreements = CORPUS.flatMap((entry) => {
      const found = disagreement(entry);
      return found === undefined ? [] : [`${entry.name}: ${found}`];
    });
    expect(disagreements).toEqual([]);
  });
});

// Every keyword any dialect's meta-schema constrains, and values that break each in some way.
const KEYWORDS = [
  '$id', 'id', '$schema', '$ref', '$anchor', '$dynamicAnchor', '$dynamicRef', '$recursiveRef', '$recursiveAnchor', '$vocabulary', '$comment', '$defs', 'definitions',
  'title', 'description', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated', 'format', 'contentMediaType', 'contentEncoding', 'contentSchema',
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'contains', 'maxContains', 'minContains', 'maxItems', 'minItems', 'uniqueItems',
  'properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'propertyNames', 'required', 'dependentRequired', 'dependentSchemas', 'dependencies', 'maxProperties', 'minProperties',
  'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else',
];
const scalar = fc.oneof(
  fc.constantFrom(-1, -0.5, 0, 0.5, 1, 2, 1e21, -1e21, true, false, null, '', '#', 'a#b', '#foo', 'foo', '1a', '_x', 'a:b', 'http://x.y/z#', 'string', 'strin', 'object', 'integer', 'array', '__proto__'),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -5, max: 5 }),
  fc.string({ maxLength: 4 }),
);
const schemaLike: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ maxDepth: 3 }, scalar, tie('object'), tie('array')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.oneof(
    fc.dictionary(fc.constantFrom(...KEYWORDS), tie('value'), { maxKeys: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', '__proto__', '~/x'), tie('value'), { maxKeys: 2 }),
  ),
})).value;
const badValue = fc.oneof(
  schemaLike,
  fc.constantFrom(['a', 'a'], ['string', 'string'], [], ['a', 1, 1, 'a'], [{}, 1], [true, {}], [{ a: 1 }, { a: 1 }], [1, 1.0], [[1], [1]], ['__proto__', '__proto__'], { a: 1 }, { a: ['x', 'x'] }, { 'a b': true }),
);
const edit = fc.record({ at: fc.nat(), keyword: fc.constantFrom(...KEYWORDS), value: badValue });

function mutate(entry: Case, edits: readonly { at: number; keyword: string; value: unknown }[]): Case {
  const schema = structuredClone(entry.schema);
  for (const { at, keyword, value } of edits) {
    const nodes: Record<string, unknown>[] = [];
    walkSubschemas(schema, (node) => void nodes.push(node));
    const node = nodes[at % Math.max(nodes.length, 1)];
    if (node !== undefined) node[keyword] = structuredClone(value);
  }
  return { ...entry, schema };
}

const SEEDS = [...SUITE, ...CORPUS].filter((entry) => typeof entry.schema === 'object');

const FUZZED: Case[] = fc
  .sample(fc.tuple(fc.nat(), fc.constantFrom<Dialect>('draft-04', 'draft-06', 'draft-07', '2019-09', '2020-12'), fc.array(edit, { minLength: 1, maxLength: 4 })), { numRuns: Number(process.env.META_FUZZ_RUNS ?? 6_000), seed: Number(process.env.META_FUZZ_SEED ?? 20261201) })
  .map(([pick, dialect, edits], index) => ({ ...mutate({ ...(SEEDS[pick % SEEDS.length] as Case), dialect }, edits), name: `fuzzed #${index}` }));

describe('fuzzed schemas: mutations of the suite and corpus schemas', () => {
  test('the walk and Ajv agree on 6,000 of them (seeded)', () => {
    const disagreements = FUZZED.flatMap((entry) => {
      const found = disagreement(entry);
      return found === undefined ? [] : [`${entry.name} (${entry.dialect}) ${JSON.stringify(entry.schema)}: ${found}`];
    });
    expect(disagreements.slice(0, 10)).toEqual([]);
    // Most mutations must break the meta-schema, or agreeing says little.
    expect(FUZZED.filter((entry) => checkAgainstMetaSchema(entry.schema, entry.dialect, '').length > 0).length).toBeGreaterThan(3_000);
  });
});
