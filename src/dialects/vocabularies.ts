import type { Dialect } from './table.js';

/** A dialect that defines itself by `$vocabulary`: 2019-09 and 2020-12. */
export type VocabularyDialect = '2019-09' | '2020-12';

/** One vocabulary of a dialect: its URI, the keywords it defines, and whether the dialect's own meta-schema uses it. */
export interface Vocabulary {
  readonly uri: string;
  readonly keywords: readonly string[];
  /** Listed in the dialect's own meta-schema's `$vocabulary`, so in use when a meta-schema says nothing. */
  readonly byDefault: boolean;
}

const vocab = (base: string, name: string, keywords: readonly string[], byDefault = true): Vocabulary => ({ uri: `${base}/vocab/${name}`, keywords, byDefault });

const META_DATA = ['title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples'];
const CONTENT = ['contentEncoding', 'contentMediaType', 'contentSchema'];
const VALIDATION = [
  'type', 'const', 'enum', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'maxItems', 'minItems', 'uniqueItems', 'maxContains', 'minContains', 'maxProperties', 'minProperties', 'required', 'dependentRequired',
];
const APPLICATOR = ['items', 'contains', 'additionalProperties', 'properties', 'patternProperties', 'dependentSchemas', 'propertyNames', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not'];

const D2019 = 'https://json-schema.org/draft/2019-09';
const D2020 = 'https://json-schema.org/draft/2020-12';

/**
 * Each vocabulary's keywords, as the official meta-schemas (`meta/core`, `meta/applicator`…) list
 * them in their `properties` (a test keeps the lists equal to the copies Ajv ships). The keywords the
 * dialect's top meta-schema keeps for compatibility belong where their successors do: `definitions`
 * with `$defs` (core), `dependencies` with `dependentSchemas` (applicator, as Ajv files it), and
 * 2020-12's `$recursiveRef`/`$recursiveAnchor` with `$dynamicRef` (core).
 */
export const VOCABULARIES: Readonly<Record<VocabularyDialect, readonly Vocabulary[]>> = {
  '2019-09': [
    vocab(D2019, 'core', ['$id', '$schema', '$anchor', '$ref', '$recursiveRef', '$recursiveAnchor', '$vocabulary', '$comment', '$defs', 'definitions']),
    vocab(D2019, 'applicator', ['additionalItems', 'unevaluatedItems', ...APPLICATOR, 'unevaluatedProperties', 'dependencies']),
    vocab(D2019, 'validation', VALIDATION),
    vocab(D2019, 'meta-data', META_DATA),
    vocab(D2019, 'format', ['format']),
    vocab(D2019, 'content', CONTENT),
  ],
  '2020-12': [
    vocab(D2020, 'core', ['$id', '$schema', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$vocabulary', '$comment', '$defs', 'definitions', '$recursiveRef', '$recursiveAnchor']),
    vocab(D2020, 'applicator', ['prefixItems', ...APPLICATOR, 'dependencies']),
    vocab(D2020, 'unevaluated', ['unevaluatedItems', 'unevaluatedProperties']),
    vocab(D2020, 'validation', VALIDATION),
    vocab(D2020, 'meta-data', META_DATA),
    vocab(D2020, 'format-annotation', ['format']),
    vocab(D2020, 'format-assertion', ['format'], false),
    vocab(D2020, 'content', CONTENT),
  ],
};

/** Whether a dialect defines itself by `$vocabulary`. */
export function usesVocabularies(dialect: Dialect): dialect is VocabularyDialect {
  return dialect === '2019-09' || dialect === '2020-12';
}

/** The vocabulary of a dialect a URI names, if the library knows it. */
export function knownVocabulary(dialect: VocabularyDialect, uri: string): Vocabulary | undefined {
  return VOCABULARIES[dialect].find((vocabulary) => vocabulary.uri === uri);
}

/** The core vocabulary's URI: always in use, whatever a meta-schema lists. */
export function coreVocabulary(dialect: VocabularyDialect): string {
  return (VOCABULARIES[dialect][0] as Vocabulary).uri;
}

/**
 * The keywords a schema in `dialect` restricted to the vocabularies `inUse` does not have: those
 * that only vocabularies out of use define (`format` stays while either format vocabulary is in use).
 *
 * @example
 * ```ts
 * keywordsOutOfUse('2020-12', ['https://json-schema.org/draft/2020-12/vocab/core', 'https://json-schema.org/draft/2020-12/vocab/applicator']).has('minimum'); // → true
 * ```
 */
export function keywordsOutOfUse(dialect: VocabularyDialect, inUse: readonly string[]): ReadonlySet<string> {
  const on = new Set(inUse);
  const kept = new Set(VOCABULARIES[dialect].filter((vocabulary) => on.has(vocabulary.uri)).flatMap((vocabulary) => vocabulary.keywords));
  return new Set(VOCABULARIES[dialect].flatMap((vocabulary) => vocabulary.keywords).filter((keyword) => !kept.has(keyword)));
}

/** Whether the vocabularies in use make `format` an assertion (2020-12's format-assertion vocabulary). */
export function assertsFormat(dialect: VocabularyDialect, inUse: readonly string[]): boolean {
  return dialect === '2020-12' && inUse.includes(`${D2020}/vocab/format-assertion`);
}
