import { fullFormats } from 'ajv-formats/dist/formats.js';
import { didYouMean, listValues } from '../suggest.js';

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

const KNOWN: Readonly<Record<string, true>> = Object.fromEntries(
  [...Object.keys(RULE_TYPES), ...NON_RULE_KEYWORDS].map((keyword) => [keyword, true]),
);

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
  return Object.hasOwn(RULE_TYPES, key) ? RULE_TYPES[key] : undefined;
}

/** The formats the runtime knows: ajv-formats' full list, which its plugin adds by default. */
export const KNOWN_FORMATS: ReadonlySet<string> = new Set(Object.keys(fullFormats));

/** Whether a schema has a keyword Ajv compiles (`schemaHasRules`); without one Ajv compiles nothing in it. */
export function hasRules(schema: Record<string, unknown>, except?: string): boolean {
  return Object.keys(schema).some((key) => key !== except && isRuleKeyword(key));
}

/** Ajv's `alwaysValidSchema` less its unknown-keyword check: a subschema Ajv does not compile. */
export function alwaysValid(schema: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  return typeof schema !== 'object' || schema === null || Array.isArray(schema) || !hasRules(schema as Record<string, unknown>);
}

/** Ajv's `getSchemaTypes`: the `type` list, `nullable` applied; undefined where Ajv throws in any mode. */
export function schemaTypes(schema: Record<string, unknown>): JsonType[] | undefined {
  const { type, nullable } = schema;
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
  return context.flatMap((t) => (includesType(types, t) ? [t] : t === 'number' && types.includes('integer') ? ['integer' as const] : []));
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

/** Whether a `patternProperties` pattern matches a property name, as Ajv's overlap check tests it. */
export function matchesPattern(pattern: string, name: string): boolean {
  try {
    return new RegExp(pattern).test(name); // no `u` flag: Ajv's overlap check builds it so
  } catch {
    return false; // an invalid pattern is the patterns check's finding
  }
}

/** Whether a keyword's types apply to a context (`hasApplicableType`). */
export function appliesTo(keywordTypes: readonly JsonType[], context: readonly JsonType[]): boolean {
  return keywordTypes.some((t) => context.includes(t) || (t === 'number' && context.includes('integer')));
}

// What each strict-mode refusal says: a message (what the runtime refuses) and a hint (the fix).

/** A finding's message and hint. */
export type Text = readonly [message: string, hint: string];

const REFUSES = 'the Kindgi runtime compiles pack tool schemas in Ajv strict mode, which refuses';
const q = (value: unknown): string => JSON.stringify(value) ?? String(value);
const NOUNS: Record<string, string> = { object: 'objects', array: 'arrays', string: 'strings', number: 'numbers', 'number,string': 'numbers and strings' };

/** An unknown keyword (`$anchor` included: Ajv2020 does not register it). */
export function unknownKeyword(key: string): Text {
  if (key === '$anchor') return [`"$anchor" is not a keyword Ajv knows: ${REFUSES} it.`, 'Move the subschema under "$defs" and reference it as {"$ref": "#/$defs/<name>"}.'];
  return [`Unknown keyword ${q(key)}: ${REFUSES} keywords it does not know.`, didYouMean(key, KNOWN_KEYWORDS) ?? 'Remove it; keep notes in "description" or "$comment".'];
}

/** A `type` array of more than one type besides `null`. */
export function unionType(types: readonly string[]): Text {
  const branches = types.map((t) => `{"type": ${q(t)}}`).join(', ');
  return [`"type" lists ${listValues(types, 'and')}: ${REFUSES} union types (one type, or one type and "null", is allowed).`, `Use "anyOf" with one subschema per type: {"anyOf": [${branches}]}.`];
}

/** A `type` the schema around it (through allOf, anyOf, oneOf, not, if/then/else) already rules out. */
export function contextType(type: string, context: readonly string[]): Text {
  return [`"type": ${q(type)} conflicts with the enclosing schema, which limits the value to ${listValues(context)}: ${REFUSES} that.`, 'Make the two types agree, or drop this "type".'];
}

/** Keywords for one kind of value in a schema that does not say the value is of that kind. */
export function missingType(keys: readonly string[], types: readonly string[], context: readonly string[]): Text {
  const noun = NOUNS[types.join()] ?? types.join(' and ');
  const type = types.includes('string') ? 'string' : (types[0] ?? 'object');
  const declared = context.length === 0 ? 'declares no "type"' : `only allows ${listValues(context)}`;
  return [
    `${listValues(keys, 'and')} ${keys.length > 1 ? 'apply' : 'applies'} only to ${noun}, but this schema ${declared}: ${REFUSES} that (strictTypes).`,
    `Add "type": ${q(type)} here; a "type" around this schema counts only through allOf, anyOf, oneOf, not or if/then/else, never through "$ref".`,
  ];
}

/** A `prefixItems` tuple whose length `minItems` and `maxItems` (or `items: false`) do not fix. */
export function openTuple(n: number): Text {
  return [`"prefixItems" describes a ${n}-item tuple but does not fix its length: ${REFUSES} a tuple without "minItems": ${n} and "maxItems": ${n} or "items": false.`, `Add "minItems": ${n} and "items": false; for a list of like items use "items" instead.`];
}

/** A `format` that ajv-formats does not define. */
export function unknownFormat(format: string): Text {
  const hint = didYouMean(format, KNOWN_FORMATS) ?? 'Use a known format (date-time, date, email, uri, uuid…), or describe the string with "pattern" or "contentMediaType" instead.';
  return [`Unknown format ${q(format)}: ${REFUSES} formats other than those of ajv-formats.`, hint];
}

/** A keyword Ajv would ignore where it stands. */
export function ignored(what: string, hint: string): Text {
  return [`${what} is ignored: ${REFUSES} that.`, hint];
}

/** `minContains` above `maxContains`. */
export function containsImpossible(): Text {
  return [`"minContains" is greater than "maxContains", so no array is valid: ${REFUSES} that.`, 'Make "minContains" at most "maxContains".'];
}

/** A property that a `patternProperties` pattern also matches. */
export function propertyMatchesPattern(name: string, pattern: string): Text {
  return [`Property ${q(name)} is also matched by the patternProperties pattern ${q(pattern)}: ${REFUSES} a property described twice.`, `Narrow the pattern so it does not match ${q(name)}, or drop the property and let the pattern describe it.`];
}

/** A `required` name that the same schema's `properties` does not define. */
export function requiredUndefined(name: unknown): Text {
  return [`"required" names ${q(name)}, which this schema's "properties" does not define: ${REFUSES} that (strictRequired).`, `Define ${q(name)} under "properties" in this same schema (Ajv does not look in enclosing schemas), or remove it from "required".`];
}
