import { isObject } from '../json.js';
import { dialectByUri, type Dialect } from './table.js';
import { coreVocabulary, knownVocabulary, usesVocabularies, VOCABULARIES, type VocabularyDialect } from './vocabularies.js';

/** A caller-registered meta-schema a tool's `$schema` names: the dialect it builds on and the vocabularies it uses. */
export interface CustomMetaSchema {
  /** The dialect the meta-schema's own `$schema` (or its chain's last) names. */
  readonly base: Dialect;
  /** The meta-schema URIs from the one declared to the one naming `base`. */
  readonly chain: readonly string[];
  /** The vocabulary URIs in use, for a base that defines itself by `$vocabulary` (2019-09, 2020-12). */
  readonly vocabularies?: readonly string[];
}

/** Why a registered meta-schema cannot be used. */
export interface MetaSchemaRefusal {
  readonly code: 'dialect/unknown' | 'dialect/unknown-vocabulary';
  readonly message: string;
  readonly hint: string;
}

/** The result of {@link resolveMetaSchema}: not registered, a usable meta-schema, or why it is not usable. */
export type MetaSchemaLookup = { readonly kind: 'unregistered' } | { readonly kind: 'found'; readonly meta: CustomMetaSchema } | ({ readonly kind: 'refused' } & MetaSchemaRefusal);

/** How many registered meta-schemas a chain may pass through before naming a dialect. */
export const MAX_META_SCHEMA_CHAIN = 4;

const REGISTER_HINT = 'Register the meta-schema in the `schemas` option under the URI `$schema` names; nothing is ever fetched.';

/**
 * Follows a `$schema` URI through the documents of the `schemas` option: a registered document
 * whose own `$schema` names a dialect (directly, or through at most {@link MAX_META_SCHEMA_CHAIN}
 * registered meta-schemas, never in a cycle) is a meta-schema. In 2019-09 and 2020-12 its
 * `$vocabulary` says which vocabularies a schema declaring it uses: a required (`true`) vocabulary
 * the library does not know refuses it, an optional (`false`) one is ignored, core is always in
 * use, and without `$vocabulary` the dialect's own vocabularies are. Never throws, never fetches.
 *
 * @example
 * ```ts
 * const meta = { $schema: 'https://json-schema.org/draft/2020-12/schema', $vocabulary: { 'https://json-schema.org/draft/2020-12/vocab/core': true } };
 * resolveMetaSchema('https://example.com/meta', { 'https://example.com/meta': meta });
 * // → { kind: 'found', meta: { base: '2020-12', chain: ['https://example.com/meta'], vocabularies: ['https://json-schema.org/draft/2020-12/vocab/core'] } }
 * ```
 */
export function resolveMetaSchema(uri: string, schemas: Readonly<Record<string, unknown>> | undefined): MetaSchemaLookup {
  if (schemas === undefined) return { kind: 'unregistered' };
  const chain: string[] = [];
  const documents: Record<string, unknown>[] = [];
  let at = uri;
  for (;;) {
    const document = registered(at, schemas);
    if (document === undefined) {
      if (chain.length === 0) return { kind: 'unregistered' };
      return refuse('dialect/unknown', `the meta-schema "${chain.at(-1)}" declares $schema "${at}", which is neither a dialect nor a registered meta-schema`, REGISTER_HINT);
    }
    if (chain.includes(withoutHash(at))) return refuse('dialect/unknown', `the meta-schemas ${[...chain, at].map((link) => `"${link}"`).join(' → ')} form a cycle`, 'End the chain at a dialect URI, such as "https://json-schema.org/draft/2020-12/schema".');
    chain.push(withoutHash(at));
    documents.push(document);
    const next = document['$schema'];
    if (typeof next !== 'string') {
      return refuse('dialect/unknown', `the registered schema "${at}" is not a meta-schema: its own $schema ${next === undefined ? 'is missing' : 'is not a string'}, so it names no dialect to build on`, 'Give the meta-schema a "$schema" naming its dialect, such as "https://json-schema.org/draft/2020-12/schema".');
    }
    const row = dialectByUri(next);
    if (row !== undefined) return withVocabularies(row.id, chain, documents);
    if (chain.length >= MAX_META_SCHEMA_CHAIN) return refuse('dialect/unknown', `the meta-schema chain from "${uri}" passes through more than ${MAX_META_SCHEMA_CHAIN} registered meta-schemas without naming a dialect`, 'Let the meta-schema declare a dialect URI as its own "$schema".');
    at = next;
  }
}

function withVocabularies(base: Dialect, chain: readonly string[], documents: readonly Record<string, unknown>[]): MetaSchemaLookup {
  if (!usesVocabularies(base)) return { kind: 'found', meta: { base, chain } };
  // Every meta-schema of the chain is read in the next one's vocabularies: each must be understood.
  for (const [index, document] of documents.entries()) {
    const problem = vocabularyProblem(base, chain[index] as string, document);
    if (problem !== undefined) return { kind: 'refused', ...problem };
  }
  const declared = (documents[0] as Record<string, unknown>)['$vocabulary'];
  const core = coreVocabulary(base);
  const vocabularies = isObject(declared)
    ? [core, ...Object.keys(declared).filter((vocabulary) => vocabulary !== core && knownVocabulary(base, vocabulary) !== undefined)]
    : VOCABULARIES[base].filter((vocabulary) => vocabulary.byDefault).map((vocabulary) => vocabulary.uri);
  return { kind: 'found', meta: { base, chain, vocabularies } };
}

function vocabularyProblem(base: VocabularyDialect, uri: string, document: Record<string, unknown>): MetaSchemaRefusal | undefined {
  if (!Object.hasOwn(document, '$vocabulary')) return undefined;
  const declared = document['$vocabulary'];
  const entries = isObject(declared) ? Object.entries(declared) : undefined;
  if (entries === undefined || entries.some(([, required]) => typeof required !== 'boolean')) {
    return { code: 'dialect/unknown', message: `the meta-schema "${uri}" has a $vocabulary that is not an object of booleans`, hint: 'Write "$vocabulary" as an object from vocabulary URIs to true (required) or false (optional).' };
  }
  const unknown = entries.find(([vocabulary, required]) => required && knownVocabulary(base, vocabulary) === undefined);
  if (unknown === undefined) return undefined;
  return {
    code: 'dialect/unknown-vocabulary',
    message: `the meta-schema "${uri}" requires the vocabulary "${unknown[0]}", which this library does not implement for ${base}`,
    hint: `Mark it optional ("${unknown[0]}": false) if a schema may be validated without it, or use only the ${base} vocabularies: ${VOCABULARIES[base].map((vocabulary) => vocabulary.uri.slice(vocabulary.uri.lastIndexOf('/') + 1)).join(', ')}.`,
  };
}

function refuse(code: MetaSchemaRefusal['code'], message: string, hint: string): MetaSchemaLookup {
  return { kind: 'refused', code, message, hint };
}

// A registered document is found by the URI it is registered under, or by its own `$id`; an empty fragment is no fragment.
function registered(uri: string, schemas: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined {
  const wanted = withoutHash(uri);
  for (const key of [wanted, `${wanted}#`]) {
    const document = Object.hasOwn(schemas, key) ? schemas[key] : undefined;
    if (isObject(document)) return document;
  }
  for (const document of Object.values(schemas)) {
    if (isObject(document) && typeof document['$id'] === 'string' && withoutHash(document['$id']) === wanted) return document;
  }
  return undefined;
}

function withoutHash(uri: string): string {
  return uri.endsWith('#') ? uri.slice(0, -1) : uri;
}
