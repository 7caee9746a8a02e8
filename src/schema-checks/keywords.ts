import { memoize } from '../memo.js';
import type { VetBudget } from '../source/budget.js';
import { nativeSource } from '../validators/regexp.js';
import { matchesLinear } from './linear-match.js';

/** A JSON type as Ajv names it. */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

const JSON_TYPES: ReadonlySet<unknown> = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);

/** Whether a value names a JSON type (Ajv's `isJSONType`). */
export function isJsonType(value: unknown): value is JsonType {
  return JSON_TYPES.has(value);
}

const ANY: readonly JsonType[] = [];
const NUMBER: readonly JsonType[] = ['number'];
const STRING: readonly JsonType[] = ['string'];
const ARRAY: readonly JsonType[] = ['array'];
const OBJECT: readonly JsonType[] = ['object'];
const ONE_TYPE: Readonly<Record<JsonType, readonly JsonType[]>> = {
  string: STRING,
  number: NUMBER,
  integer: ['integer'],
  boolean: ['boolean'],
  null: ['null'],
  object: OBJECT,
  array: ARRAY,
};

/**
 * The keywords Ajv2020 plus ajv-formats compile (Ajv's `RULES.all`), each with the data types
 * it applies to (`[]`: any). A keyword with types needs one of them in its schema's (or its
 * enclosing same-value schema's) `type` under strictTypes. A test keeps this equal to Ajv's.
 */
export const RULE_TYPES: Readonly<Record<string, readonly JsonType[]>> = {
  $dynamicAnchor: ANY, $dynamicRef: ANY, $recursiveAnchor: ANY, $recursiveRef: ANY, $comment: ANY, id: ANY, $ref: ANY,
  type: ANY, nullable: ANY, const: ANY, enum: ANY, not: ANY, anyOf: ANY, oneOf: ANY, allOf: ANY, if: ANY, then: ANY, else: ANY,
  maximum: NUMBER, minimum: NUMBER, exclusiveMaximum: NUMBER, exclusiveMinimum: NUMBER, multipleOf: NUMBER,
  maxLength: STRING, minLength: STRING, pattern: STRING, format: ['number', 'string'],
  // ajv-formats' plugin adds these unless called with `{keywords: false}`; the runtime calls it plainly.
  formatMaximum: STRING, formatMinimum: STRING, formatExclusiveMaximum: STRING, formatExclusiveMinimum: STRING,
  maxItems: ARRAY, minItems: ARRAY, prefixItems: ARRAY, items: ARRAY, contains: ARRAY, uniqueItems: ARRAY,
  maxContains: ARRAY, minContains: ARRAY, unevaluatedItems: ARRAY,
  maxProperties: OBJECT, minProperties: OBJECT, required: OBJECT, propertyNames: OBJECT, additionalProperties: OBJECT,
  dependencies: OBJECT, properties: OBJECT, patternProperties: OBJECT, dependentRequired: OBJECT, dependentSchemas: OBJECT,
  unevaluatedProperties: OBJECT,
};

/** Keywords Ajv2020 knows but never compiles: identifiers, containers and annotations. */
export const NON_RULE_KEYWORDS: readonly string[] = [
  '$async', '$schema', '$id', '$defs', '$vocabulary', 'definitions', 'title', 'description', 'default', 'deprecated',
  'readOnly', 'writeOnly', 'examples', 'contentMediaType', 'contentEncoding', 'contentSchema',
];

// Note what is absent: Ajv2020 registers no `$anchor` keyword, so strict mode refuses it even
// though the 2020-12 core vocabulary defines it (Ajv still indexes it for `$ref`).

// The tables below are built with loops, not spreads and pairs: they are built as the library
// loads, and their intermediate arrays were 40 KB of young generation a cold start had to collect.
const KNOWN: Readonly<Record<string, true>> = (() => {
  const known: Record<string, true> = {};
  for (const keyword of Object.keys(RULE_TYPES)) known[keyword] = true;
  for (const keyword of NON_RULE_KEYWORDS) known[keyword] = true;
  return known;
})();

/** Every keyword Ajv2020 strict mode accepts, for "did you mean" hints. */
export const KNOWN_KEYWORDS: readonly string[] = Object.keys(KNOWN);

// Ajv looks keywords up in plain objects (`RULES.keywords[key]`, `RULES.all[key]`), so names on
// Object.prototype (`constructor`, `toString`, an own `__proto__`) count as known there; `in`
// reproduces that, and with it what the runtime accepts.

/** Whether Ajv2020 strict mode knows a keyword (`RULES.keywords`). */
export function isKnownKeyword(key: string): boolean {
  return key in KNOWN;
}

/** Whether a keyword makes Ajv2020 compile its schema (`RULES.all`). */
export function isRuleKeyword(key: string): boolean {
  return key in RULE_TYPES;
}

/** The data types a compiled keyword applies to (`[]`: any); undefined for other keywords. */
export function keywordTypes(key: string): readonly JsonType[] | undefined {
  return RULE_TYPE_MAP.get(key);
}

const RULE_TYPE_MAP: ReadonlyMap<string, readonly JsonType[]> = (() => {
  const map = new Map<string, readonly JsonType[]>();
  for (const keyword of Object.keys(RULE_TYPES)) map.set(keyword, RULE_TYPES[keyword] as readonly JsonType[]);
  return map;
})();

/** Whether a schema has a keyword Ajv compiles (`schemaHasRules`); without one Ajv compiles nothing in it. */
export function hasRules(schema: Record<string, unknown>, except?: string): boolean {
  for (const key of Object.keys(schema)) if (key !== except && isRuleKeyword(key)) return true;
  return false;
}

/** Ajv's `alwaysValidSchema` less its unknown-keyword check: a subschema Ajv does not compile. */
export function alwaysValid(schema: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  return typeof schema !== 'object' || schema === null || Array.isArray(schema) || !hasRules(schema as Record<string, unknown>);
}

/** Ajv's `getSchemaTypes`: the `type` list, `nullable` applied; undefined where Ajv throws in any mode. */
export function schemaTypes(schema: Record<string, unknown>): readonly JsonType[] | undefined {
  const { type, nullable } = schema;
  // The common case, one type named: a shared list, as no caller changes the one it is given.
  if (nullable === undefined && (type === undefined || typeof type === 'string')) return type === undefined || type === '' ? ANY : isJsonType(type) ? ONE_TYPE[type] : undefined;
  const listed: unknown[] = Array.isArray(type) ? type : type ? [type] : [];
  if (!listed.every(isJsonType)) return undefined;
  const types = [...listed] as JsonType[];
  if (types.includes('null')) return nullable === false ? undefined : types;
  if (types.length === 0 && nullable !== undefined) return undefined;
  if (nullable === true) types.push('null');
  return types;
}

/** Whether a type is allowed by a context of types (an integer is a number). */
export function includesType(types: readonly JsonType[], t: JsonType): boolean {
  return types.includes(t) || (t === 'integer' && types.includes('number'));
}

/** Ajv's `narrowSchemaTypes`: the context left once a subschema declares `types`. */
export function narrowTypes(context: readonly JsonType[], types: readonly JsonType[]): JsonType[] {
  // A loop, not flatMap: flatMap costs several times more on lists this short.
  const narrowed: JsonType[] = [];
  for (const t of context) {
    if (includesType(types, t)) narrowed.push(t);
    else if (t === 'number' && types.includes('integer')) narrowed.push('integer');
  }
  return narrowed;
}

const REF_KEYWORDS = new Set(['$ref', '$recursiveRef', '$recursiveAnchor', '$dynamicRef', '$dynamicAnchor']);

/** Ajv's `inlineRef` (`inlineRefs: true`): a `$ref` target with no reference anywhere inside is inlined, not compiled apart. */
export function inlinable(value: unknown, depth = 0): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return depth <= 256 && Object.entries(value).every(([key, child]) => !REF_KEYWORDS.has(key) && inlinable(child, depth + 1));
}

/** A schema map's entries; none for anything else. */
export function entries(value: unknown): [string, unknown][] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
}

/** A property as Ajv's strictRequired reads it (`props?.[key]`): Object.prototype names count as defined. */
export function member(value: unknown, key: unknown): unknown {
  return value === null || value === undefined ? undefined : (Object(value) as Record<PropertyKey, unknown>)[key as PropertyKey];
}

/**
 * Whether a `patternProperties` pattern matches a property name, as Ajv's overlap check tests it
 * (`new RegExp(pattern)`, no `u` flag), in time linear in the name: natively where the pattern is
 * proven linear, otherwise on the linear-time engine (with the `u` flag every vetted pattern is
 * valid under) within the vet's budget (`^(a|a)*$` against a 31-character name took the vet 52 s
 * natively). A pattern neither can run, or a match past the budget, matches nothing here: the
 * patterns and ReDoS checks say what is wrong with it.
 */
export function matchesPattern(pattern: string, name: string, budget?: VetBudget): boolean {
  const native = overlapRegExp(pattern);
  if (native === undefined) return matchesLinear(pattern, name, budget) ?? false;
  try {
    return native.test(name);
  } catch {
    return false; // a guarded pattern's stack, on a name of millions of characters
  }
}

const overlapRegExp = memoize((pattern: string): RegExp | undefined => {
  try {
    return nativeSource(pattern) === undefined ? undefined : new RegExp(pattern);
  } catch {
    return undefined; // an invalid pattern is the patterns check's finding
  }
}, 256);

/** Whether a keyword's types apply to a context (`hasApplicableType`). */
export function appliesTo(keywordTypes: readonly JsonType[], context: readonly JsonType[]): boolean {
  for (const t of keywordTypes) if (context.includes(t) || (t === 'number' && context.includes('integer'))) return true;
  return false;
}

/**
 * The strict walk's keyword groups, as bits: a check whose group a schema lacks has nothing to do
 * there, so the walk reads each schema's keys once and skips it. `RULE`: Ajv compiles the keyword.
 */
export const GROUP = { RULE: 1, TYPES: 2, ANY: 4, ARRAYS: 8, OBJECTS: 16, FORMAT: 32, ANCHOR: 64 } as const;

const GROUP_KEYWORDS: readonly [number, readonly string[]][] = [
  [GROUP.TYPES, ['type', 'nullable', ...Object.keys(RULE_TYPES).filter((keyword) => (RULE_TYPES[keyword] as readonly JsonType[]).length > 0)]],
  [GROUP.ANY, ['$dynamicRef', '$recursiveRef', '$ref', 'not', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else']],
  [GROUP.ARRAYS, ['prefixItems', 'items', 'contains', 'minContains', 'maxContains', 'unevaluatedItems']],
  [GROUP.OBJECTS, ['required', 'propertyNames', 'additionalProperties', 'dependencies', 'properties', 'patternProperties', 'dependentSchemas', 'unevaluatedProperties']],
  [GROUP.FORMAT, ['format']],
  [GROUP.ANCHOR, ['$dynamicAnchor', '$recursiveAnchor']],
];

// The distinct type lists of compiled keywords (number, string, array, object, format's two), each
// a bit above the groups': a schema's keys OR theirs together as they are read, so the strict walk
// knows which lists to test against the schema's context without looking each key up again.
const TYPE_LISTS: readonly (readonly JsonType[])[] = [...new Set(Object.values(RULE_TYPES).flatMap((types) => (types.length > 0 ? [types.join()] : [])))].map((joined) => joined.split(',') as JsonType[]);
const TYPE_LIST_SHIFT = 7;

const GROUPS: ReadonlyMap<string, number> = (() => {
  const groups = new Map<string, number>();
  for (const keyword of KNOWN_KEYWORDS) {
    const types = Object.hasOwn(RULE_TYPES, keyword) ? RULE_TYPES[keyword] : undefined;
    if (types === undefined) groups.set(keyword, 0);
    else if (types.length === 0) groups.set(keyword, GROUP.RULE);
    else groups.set(keyword, GROUP.RULE | (1 << (TYPE_LIST_SHIFT + TYPE_LISTS.findIndex((listed) => listed.join() === types.join()))));
  }
  for (const [bit, keywords] of GROUP_KEYWORDS) for (const keyword of keywords) groups.set(keyword, (groups.get(keyword) ?? 0) | bit);
  return groups;
})();

/**
 * Whether some compiled keyword among a schema's keys (its groups, as {@link keywordGroups} gives
 * them, OR-ed together) applies to types none of which the context has: only then can a keyword
 * be missing its type, and the keys need looking at one by one.
 */
export function someKeywordOutside(groups: number, context: readonly JsonType[]): boolean {
  for (let list = 0; list < TYPE_LISTS.length; list++) {
    if ((groups & (1 << (TYPE_LIST_SHIFT + list))) !== 0 && !appliesTo(TYPE_LISTS[list] as readonly JsonType[], context)) return true;
  }
  return false;
}

/** A known keyword's groups; undefined for a key that is not one of Ajv2020's own keywords. */
export function keywordGroups(key: string): number | undefined {
  return GROUPS.get(key);
}
