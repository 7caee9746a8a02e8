import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { assertsFormat, keywordsOutOfUse, VOCABULARIES } from '../../src/dialects/vocabularies.js';

const require = createRequire(import.meta.url);
const V2020 = (name: string) => `https://json-schema.org/draft/2020-12/vocab/${name}`;

// The keywords each dialect's top meta-schema keeps for compatibility, outside every vocabulary's meta-schema.
const COMPATIBILITY: Record<string, Record<string, readonly string[]>> = {
  '2019-09': { core: ['definitions'], applicator: ['dependencies'] },
  '2020-12': { core: ['definitions', '$recursiveRef', '$recursiveAnchor'], applicator: ['dependencies'] },
};

describe('the vocabularies of 2019-09 and 2020-12', () => {
  const rows = (['2019-09', '2020-12'] as const).flatMap((dialect) => VOCABULARIES[dialect].map((vocabulary) => [dialect, vocabulary] as const));
  test.each(rows)('%s: %s lists the keywords of its official meta-schema', (dialect, vocabulary) => {
    const name = vocabulary.uri.slice(vocabulary.uri.lastIndexOf('/') + 1);
    // Ajv ships every official vocabulary meta-schema but 2020-12's format-assertion, which defines `format` as format-annotation does.
    const file = name === 'format-assertion' ? 'format-annotation' : name;
    const document = require(`ajv/dist/refs/json-schema-${dialect}/meta/${file}.json`) as { properties: Record<string, unknown>; $vocabulary: Record<string, boolean> };
    if (name !== 'format-assertion') expect(Object.keys(document.$vocabulary)).toEqual([vocabulary.uri]);
    expect([...vocabulary.keywords].sort()).toEqual([...Object.keys(document.properties), ...(COMPATIBILITY[dialect]?.[name] ?? [])].sort());
  });

  test.each(['2019-09', '2020-12'] as const)('%s: the vocabularies used by default are those its own meta-schema lists', (dialect) => {
    const top = require(`ajv/dist/refs/json-schema-${dialect}/schema.json`) as { $vocabulary: Record<string, boolean> };
    expect(VOCABULARIES[dialect].filter((vocabulary) => vocabulary.byDefault).map((vocabulary) => vocabulary.uri).sort()).toEqual(Object.keys(top.$vocabulary).sort());
  });

  test.each([
    // [vocabularies in use, keywords expected out of use, keywords expected kept]
    [['core', 'applicator'], ['minimum', 'type', 'enum', 'const', 'format', 'title', 'unevaluatedProperties', 'contentSchema'], ['properties', '$ref', '$defs', 'dependencies', 'allOf']],
    [['core', 'validation'], ['properties', 'items', 'allOf', 'dependencies'], ['type', 'minimum', 'required', 'dependentRequired']],
    [['core', 'format-assertion'], ['type'], ['format']],
    [['core', 'format-annotation'], ['type'], ['format']],
    [['core'], ['format', 'unevaluatedItems'], ['$id', '$schema', '$dynamicRef', '$comment', 'definitions']],
  ])('2020-12 with %j: %j are out of use, %j kept', (inUse, out, kept) => {
    const dropped = keywordsOutOfUse('2020-12', inUse.map(V2020));
    for (const keyword of out) expect(dropped.has(keyword), keyword).toBe(true);
    for (const keyword of kept) expect(dropped.has(keyword), keyword).toBe(false);
  });

  test('only 2020-12 format-assertion makes format assert', () => {
    expect(assertsFormat('2020-12', [V2020('core'), V2020('format-assertion')])).toBe(true);
    expect(assertsFormat('2020-12', [V2020('core'), V2020('format-annotation')])).toBe(false);
    expect(assertsFormat('2019-09', ['https://json-schema.org/draft/2019-09/vocab/format'])).toBe(false);
  });
});
