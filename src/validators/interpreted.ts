import type { Draft, JsonError, SchemaNode } from 'json-schema-library';
import { requireLazily } from '../runtime/lazy-require.js';

type Library = typeof import('json-schema-library');
// The second engine loads with the first schema it takes: most runtimes never need it.
let library: Library | undefined;
const jsl = (): Library => (library ??= requireLazily('json-schema-library') as Library);
import type { Dialect } from '../dialects/table.js';
import { anchorsAsPointers } from './anchor-pointers.js';
import { META_SCHEMAS } from './meta-schemas.js';
import { reachedDocuments } from './route.js';
import { exactKeywords } from './interpreted-fixes.js';
import { unionKeywords } from './interpreted-unions.js';
import { withUnevaluatedChecks } from './interpreted-passes.js';
import { unevaluatedKeywords } from './interpreted-unevaluated.js';
import { eachSubschema } from '../schema-checks/subschemas.js';
import { isMultipleOf } from './multiple-of.js';
import { findDuplicate } from './unique-items.js';
import { cappedFormats, scalarTemplates } from './interpreted-tables.js';
import { formatLimitKeywords } from './interpreted-format-limits.js';
import { ownKeyKeywords, validateOwnPatternProperties } from './interpreted-own-keys.js';
import { referenceKeywords } from './interpreted-refs.js';
import { kindKeywords, plainView } from './interpreted-kinds.js';
import type { DataTags } from './object-tags.js';

/** A pattern matcher: `test` is all either engine asks of it. */
export interface Matcher {
  test(input: string): boolean;
}

/** What the interpreted engine is built with: the same bounds as Ajv's path. */
export interface InterpretedSettings {
  readonly formats: 'assert' | 'annotate';
  /** The most errors one call creates before checking stops (throwing `{ kindgiErrorCap: errors }`). */
  readonly maxErrors: number;
  readonly maxFormatLength: number;
  readonly schemas: Readonly<Record<string, unknown>>;
  /** How a pattern is matched (linear-time unless the caller chose native). */
  readonly matcher: (pattern: string) => Matcher;
}

/**
 * A compiled schema of the interpreted engine: `validate` gives json-schema-library's errors.
 * `tags`, when the data was measured with it, says whether an object in the data has a tag the
 * library would misread, so the data is not walked again to find out.
 */
export interface InterpretedValidator {
  readonly validate: (data: unknown, tags?: DataTags) => readonly JsonError[];
}

type Keyword = Draft['keywords'][number];

const baseDrafts = (): Record<Exclude<Dialect, 'draft-04'>, Draft> => ({ 'draft-06': jsl().draft06, 'draft-07': jsl().draft07, '2019-09': jsl().draft2019, '2020-12': jsl().draft2020 });

/**
 * Compiles a schema with json-schema-library, a synchronous engine that never generates code:
 * the validators that run where `eval` and `new Function` are forbidden, and for the schemas
 * Ajv gets wrong (`$dynamicRef`, `$recursiveRef`, some `unevaluated*` shapes). Patterns run on
 * `settings.matcher`, formats and their bounds (`formatMinimum` and its kin) are ajv-formats'
 * own, formats capped at `maxFormatLength`, `multipleOf`
 * is decimal and `uniqueItems` linear, exactly as on Ajv's path. Throws when the schema cannot
 * be compiled (the caller turns that into an issue).
 *
 * @example
 * ```ts
 * const { validate } = compileInterpreted({ type: 'string' }, '2020-12', settings);
 * validate(42); // → [{ code: 'type-error', data: { pointer: '#', … }, … }]
 * ```
 */
export function compileInterpreted(schema: unknown, dialect: Dialect, settings: InterpretedSettings): InterpretedValidator {
  const bases = baseDrafts();
  const drafts = (['draft-06', 'draft-07', '2019-09', '2020-12'] as const).map((id) => boundedDraft(bases[id], id, settings));
  const draft = drafts[(['draft-06', 'draft-07', '2019-09', '2020-12'] as Dialect[]).indexOf(dialect === 'draft-04' ? 'draft-06' : dialect)] as Draft;
  // A fresh remote per schema: json-schema-library registers compiled schemas in the remote's context.
  const remote = jsl().compileSchema({}, { drafts: [draft, ...drafts] });
  // Only the documents the schema reaches: compiling every meta-schema and registry entry for each schema costs seconds.
  const registry = { ...Object.fromEntries(META_SCHEMAS), ...settings.schemas };
  for (const [uri, document] of reachedDocuments(schema, registry)) {
    if (uri === '' || uri.startsWith('#')) continue;
    const copy = structuredClone(document);
    if (dialect === 'draft-06' || dialect === 'draft-07') anchorsAsPointers(copy);
    remote.addRemoteSchema(uri, copy as never);
  }
  const root: SchemaNode = jsl().compileSchema(schema as never, { drafts: [draft, ...drafts], remote, formatAssertion: settings.formats === 'assert' });
  const memoize = !hasDynamicScope(schema) && !reachedDocuments(schema, registry).some(([, document]) => hasDynamicScope(document));
  return {
    validate: (data, tags) => {
      const outer = call;
      call = { cap: Math.max(1, settings.maxErrors), errors: new Set(), discarding: 0, discarded: 0 };
      try {
        const seen = plainView(data, tags);
        return withUnevaluatedChecks(memoize, () => root.validate(seen, '#', memoize ? unrecordedPath() : []).errors);
      } finally {
        call = outer;
      }
    },
  };
}

/**
 * json-schema-library records every schema it applies, with its place, in the call's evaluation
 * path, and keeps it to the end of the call (30 `allOf` members over 100,000 items held 180 MB).
 * Only a dynamic reference reads it back, to find its scope: where there is none, the path records
 * nothing.
 */
function unrecordedPath(): [] {
  const path: [] = [];
  Object.defineProperty(path, 'push', { value: () => 0 });
  return path;
}

// Where a reference's target depends on the way in: `$dynamicRef` and `$recursiveRef`.
function hasDynamicScope(schema: unknown): boolean {
  let dynamic = false;
  eachSubschema(schema, (subschema) => {
    if (typeof subschema['$dynamicRef'] === 'string' || typeof subschema['$recursiveRef'] === 'string') dynamic = true;
  });
  return dynamic;
}

// The errors of the call in progress: json-schema-library validates synchronously, so one slot is enough.
let call: { readonly cap: number; readonly errors: Set<unknown>; discarding: number; discarded: number } | undefined;

// Keywords whose subschemas' errors may be thrown away: a branch that fails is no problem of the data.
const DISCARDING = new Set(['anyOf', 'oneOf', 'not', 'if', 'contains']);

/** The most errors of checks that may be thrown away (failed branches) one call makes: past it, the call cannot be decided. */
export const MAX_DISCARDED_ERRORS = 1_000_000;

/** Thrown when a call's failed branches made more than {@link MAX_DISCARDED_ERRORS} errors. */
export class TooManyDiscardedErrors extends Error {
  constructor() {
    super(`more than ${MAX_DISCARDED_ERRORS.toLocaleString('en')} errors of alternatives that did not match`);
    this.name = 'TooManyDiscardedErrors';
  }
}

// Every keyword's errors are counted as they are made; past the cap the call stops, so a million
// wrong items cannot fill memory (json-schema-library has no way to stop at the first error). Only
// errors the data is sure to have fill the cap: those made inside a branch that may be thrown away
// are counted apart (items matching the second branch of an anyOf made the first's errors, and
// filled the cap of valid data, which was then reported invalid).
function counted(keyword: Keyword): Keyword {
  const validate = keyword.validate;
  if (validate === undefined) return keyword;
  const discards = DISCARDING.has(keyword.keyword);
  const bounded: typeof validate = (params) => {
    let result: ReturnType<typeof validate>;
    if (discards && call !== undefined) {
      call.discarding++;
      try {
        result = validate(params);
      } finally {
        call.discarding--;
      }
    } else result = validate(params);
    if (call !== undefined && result !== undefined && result !== null && !(Array.isArray(result) && result.length === 0)) {
      if (call.discarding > 0) {
        call.discarded += Array.isArray(result) ? result.length : 1;
        if (call.discarded > MAX_DISCARDED_ERRORS) throw new TooManyDiscardedErrors();
        return result;
      }
      addErrors(result, call.errors, 0);
      if (call.errors.size > call.cap) throw { kindgiErrorCap: [...call.errors] };
    }
    return result;
  };
  return { ...keyword, validate: bounded };
}

// The errors of a keyword's result, which may be one, or arrays of results two deep (`undefined`
// where a check passed), as `[result].flat(2)` would list them: read in place, since valid data's
// results are arrays too, and flattening them was half of a valid call's time.
function addErrors(result: unknown, errors: Set<unknown>, depth: number): void {
  if (Array.isArray(result)) {
    if (depth < 2) for (let index = 0; index < result.length; index++) addErrors(result[index], errors, depth + 1);
  } else if (result !== undefined && result !== null && (result as { type?: string }).type === 'error') errors.add(result);
}

function boundedDraft(base: Draft, dialect: Dialect, settings: InterpretedSettings): Draft {
  const byName = (name: string) => base.keywords.find((keyword) => keyword.keyword === name) as Keyword;
  const patternProperties = byName('patternProperties');
  const keywords: Keyword[] = [
    {
      ...byName('pattern'),
      parse: (node) => {
        const pattern = node.schema['pattern'];
        if (typeof pattern === 'string') (node as { pattern?: Matcher }).pattern = settings.matcher(pattern);
      },
    },
    {
      ...patternProperties,
      parse: (node) => {
        const result = patternProperties.parse?.(node);
        for (const entry of (node as { patternProperties?: { name: string; pattern: Matcher }[] }).patternProperties ?? []) entry.pattern = settings.matcher(entry.name);
        return result;
      },
      validate: validateOwnPatternProperties,
    },
    {
      ...byName('multipleOf'),
      validate: ({ node, data, pointer }) => {
        const divisor = node.schema['multipleOf'] as number;
        if (typeof data !== 'number' || isMultipleOf(data, divisor)) return undefined;
        return node.createError('multiple-of-error', { multipleOf: divisor, value: data, pointer, schema: node.schema });
      },
    },
    {
      ...byName('uniqueItems'),
      validate: ({ node, data, pointer }) => {
        if (!Array.isArray(data)) return undefined;
        const duplicate = findDuplicate(data);
        if (duplicate === undefined) return undefined;
        return node.createError('unique-items-error', { pointer: `${pointer}/${duplicate[1]}`, duplicatePointer: `${pointer}/${duplicate[0]}`, arrayPointer: pointer, value: data[duplicate[1]], schema: node.schema });
      },
    },
    ...unevaluatedKeywords(base, dialect),
    ...exactKeywords(base, dialect),
    ...unionKeywords(base),
    ...formatLimitKeywords(settings.formats),
    ...ownKeyKeywords(base),
    ...referenceKeywords(base, dialect),
    ...kindKeywords(base),
  ];
  const errors = { ...scalarTemplates(base.errors), 'format-error': 'Value `{{value}}` at `{{pointer}}` is not a valid {{format}}', 'tag-error': 'Tag `{{tag}}` at `{{pointer}}` names no branch', 'format-limit-error': 'should be {{comparison}} {{limit}}' };
  const extended = jsl().extendDraft(base, { keywords, errors });
  return { ...extended, keywords: extended.keywords.map(counted), formats: cappedFormats(settings.maxFormatLength) };
}
