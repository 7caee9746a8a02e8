import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Dialect } from '../../src/index.js';
import { joinPointer } from '../../src/issue.js';
import type { AjvSettings } from '../../src/validators/ajv-engine.js';
import { canonicalJson } from '../../src/validators/cache.js';
import { subjectOf } from '../../src/validators/data-words.js';
import { compileOnEngine } from '../../src/validators/engines.js';
import { asAjvErrors } from '../../src/validators/interpreted-errors.js';
import { dataIssues } from '../../src/validators/errors.js';
import type { AjvError } from '../../src/validators/messages.js';
import { CandidateWords, didYouMean } from '../../src/suggest.js';
import { schemaShape } from '../../src/validators/shape.js';
import { sitesOfValidator, type Sites } from '../../src/validators/site-words.js';
import { asToolInput, SUITE_DIALECTS, suiteGroups } from '../corpora/test-suite.js';
import { corpusPath } from '../fixtures.js';
import { didYouMeanReference, subjectReference } from './reference-words.js';

// The fast path (words built once per error site, no pointer maps where one schema checks each
// place, no reduction where every error is a problem of its own) against the general one (every message worded afresh, every pointer looked up), on the
// same errors (Ajv's, and the interpreted engine's as the validators hand them on): the issues
// must be the same, in the same order, to the character.

const seed = Number(process.env.FUZZ_SEED ?? 20261201);

function remotes(): Record<string, unknown> {
  const root = corpusPath('JSON-Schema-Test-Suite/remotes');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : name.endsWith('.json') ? [join(dir, name)] : []));
  return Object.fromEntries(walk(root).map((file) => [`http://localhost:1234/${relative(root, file).split('\\').join('/')}`, JSON.parse(readFileSync(file, 'utf8')) as unknown]));
}

const SETTINGS: AjvSettings = { strict: false, formats: 'assert', useDefaults: false, schemas: remotes(), regExp: 'native', maxFormatLength: 10_000, maxErrors: 1_000 };

interface Checker {
  readonly errorsOf: (data: unknown) => readonly AjvError[];
  readonly oneSchemaPerPlace: boolean;
  readonly keepsEveryError: boolean;
  readonly sites: Sites;
}

/**
 * The schema compiled as compileToolValidators compiles it, or undefined when `engine` is not its
 * engine: Ajv's errors, or the interpreted engine's as the validators hand them on.
 */
function checkerOf(schema: unknown, dialect: Dialect, engine: 'ajv' | 'interpreted' = 'ajv'): Checker | undefined {
  const compiled = compileOnEngine(JSON.parse(canonicalJson(schema)) as never, dialect, SETTINGS, engine === 'ajv' ? 'auto' : 'interpreted', true);
  if (!('engine' in compiled) || compiled.engine !== engine) return undefined;
  const errorsOf = compiled.engine === 'ajv' ? ajvErrors(compiled.full()) : interpretedErrors(compiled.interpreted);
  const shape = schemaShape(schema);
  return { errorsOf, oneSchemaPerPlace: shape.oneSchemaPerPlace, keepsEveryError: shape.keepsEveryError, sites: sitesOfValidator('input', shape.refers) };
}

const capped = (thrown: unknown): readonly AjvError[] => ((thrown as { kindgiErrorCap?: AjvError[] }).kindgiErrorCap ?? []) as AjvError[];

function ajvErrors(full: ((data: unknown) => boolean) & { errors?: unknown }): Checker['errorsOf'] {
  return (data) => {
    try {
      full(structuredClone(data));
      return (full.errors ?? []) as AjvError[];
    } catch (thrown) {
      return capped(thrown);
    }
  };
}

function interpretedErrors(validator: { validate(data: unknown): readonly unknown[] }): Checker['errorsOf'] {
  return (data) => {
    const copy = structuredClone(data);
    try {
      return asAjvErrors(validator.validate(copy) as never, copy);
    } catch (thrown) {
      return asAjvErrors(capped(thrown) as never, copy);
    }
  };
}

/** The fast issues and the general ones, for one value. */
function bothWays(checker: Checker, data: unknown): [unknown, unknown] {
  const errors = checker.errorsOf(data);
  return [dataIssues(errors, 'input', checker.sites, checker.oneSchemaPerPlace, checker.keepsEveryError), dataIssues(errors, 'input')];
}

const groups = SUITE_DIALECTS.flatMap(({ folder, dialect, uri }) =>
  suiteGroups(folder, { optional: true }).map((group) => ({ ...group, dialect, schema: asToolInput(group.schema, uri) })),
);

describe.each(['ajv', 'interpreted'] as const)('the fast issues are the general ones, on the %s engine', (engine) => {
  test('on every case of the JSON Schema Test Suite, twice over (sites built, then reused), and on the cases side by side', () => {
    let compared = 0;
    let onePerPlace = 0;
    for (const group of groups) {
      let checker: Checker | undefined;
      try {
        checker = checkerOf(group.schema, group.dialect, engine);
      } catch {
        continue;
      }
      if (checker === undefined) continue;
      if (checker.oneSchemaPerPlace) onePerPlace++;
      const data = group.tests.map((t) => t.data);
      for (const value of [...data, ...data, data, Object.fromEntries(data.map((value, index) => [`k${index}`, value]))]) {
        const [fast, general] = bothWays(checker, value);
        expect(fast, `${group.dialect} ${group.file} "${group.description}"`).toEqual(general);
        compared++;
      }
    }
    // Both paths must have been taken, many times.
    expect(compared).toBeGreaterThan(10_000);
    expect(onePerPlace).toBeGreaterThan(300);
  });

  test('on fuzzed data against the suite’s schemas', () => {
    const checkers = groups.flatMap((group) => {
      try {
        const checker = checkerOf(group.schema, group.dialect, engine);
        return checker === undefined ? [] : [{ checker, group }];
      } catch {
        return [];
      }
    });
    fc.assert(
      fc.property(fc.nat({ max: checkers.length - 1 }), fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 6 }), (index, values) => {
        const { checker, group } = checkers[index] as (typeof checkers)[number];
        // Each value alone, then all in one array and one object, so that many errors meet.
        for (const value of [...values, values, ...group.tests.map((t) => [t.data, ...values])]) {
          const [fast, general] = bothWays(checker, value);
          expect(fast).toEqual(general);
        }
      }),
      { seed, numRuns: engine === 'ajv' ? 3_000 : 1_000 },
    );
  });

  // Schemas where many errors meet: several per place, many places, unions inside arrays.
  const schemas: [string, unknown, unknown][] = [
    ['one schema per place, many items', { type: 'array', items: { type: 'object', properties: { a: { type: 'string', minLength: 2, pattern: '^a' }, b: { enum: ['x', 'y'] } }, required: ['a', 'c'], additionalProperties: false, unevaluatedProperties: false } }, [{ a: 1 }, { a: 'b', b: 'z', d: 1 }, 'no', { a: 'bb', e: 2, f: 3 }]],
    ['an enum and a const of one value', { type: 'object', properties: { k: { enum: ['a'], const: 'a', maxItems: 1, items: false } }, additionalProperties: { type: 'integer', maximum: 3 } }, { k: 'b', x: 4, y: 'z' }],
    ['a union in every item', { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'object', required: ['id'] }] } }, Array.from({ length: 40 }, (_, i) => (i % 3 ? true : { x: i }))],
    ['the same schema reached twice', { $defs: { n: { type: 'integer', minimum: 0 } }, properties: { a: { allOf: [{ $ref: '#/$defs/n' }, { $ref: '#/$defs/n' }] } }, type: 'object' }, { a: -1.5 }],
  ];
  test.each(schemas)('%s', (_, schema, data) => {
    const checker = checkerOf({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...(schema as object) }, '2020-12') as Checker;
    for (let round = 0; round < 2; round++) {
      const [fast, general] = bothWays(checker, data);
      expect(fast).toEqual(general);
      expect((fast as unknown[]).length).toBeGreaterThan(0);
    }
  });
});

describe('the fast words are the first ones', () => {
  const token = fc.oneof(fc.nat().map(String), fc.constantFrom('', '0', '01', 'a', 'a-b', '-a', '_$x', 'x9', '~', '/', 'é', '"', 'a b'), fc.string({ maxLength: 6 }));
  test('subjectOf says what it said of any pointer', () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 6 }), fc.constantFrom<'input' | 'output'>('input', 'output'), (tokens, field) => {
        const pointer = joinPointer('', ...tokens);
        expect(subjectOf(pointer, field)).toBe(subjectReference(pointer, field));
      }),
      { seed, numRuns: 20_000 },
    );
  });

  test('didYouMean over CandidateWords suggests what call issues suggested', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'A', 'é', 'İ', 'x'), maxLength: 9 });
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 8 }), (misspelt, words) => {
        const candidates = new CandidateWords(words);
        expect(didYouMean(misspelt, candidates)).toBe(didYouMeanReference(misspelt, candidates));
      }),
      { seed, numRuns: 20_000 },
    );
  });
});
