import { isJsonType, keywordTypes, member, type JsonType } from './keywords.js';
import { knownFormats } from './format-names.js';
import type { SubschemaVisitor } from './walk/walk-schema.js';

/** Whether every subschema the walk has met so far is plain (see {@link strictProfileVisitor}). */
export interface StrictProfile {
  plain: boolean;
}

// The keywords a plain subschema may hold: Ajv2020 knows each, none brings another subschema onto
// the same value (`$ref`, `allOf`, `if`…), none is a tuple, a dependency or a pattern of properties,
// and Ajv ignores none of them in any combination.
// Each with the types it applies to as bits (0: any), so that one lookup a key says both; a
// prototype-less record, as the walk's keyword table is: one hash lookup, cheaper than Map.get.
const TYPE_BITS: Readonly<Record<JsonType, number>> = { string: 1, number: 2, integer: 4, boolean: 8, null: 16, object: 32, array: 64 };
const PLAIN_KEYWORDS: Readonly<Record<string, number | undefined>> = recordOf(
  [
    'type', 'enum', 'const', '$comment', '$schema', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly',
    'contentMediaType', 'contentEncoding', 'maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf', 'maxLength',
    'minLength', 'pattern', 'format', 'maxItems', 'minItems', 'uniqueItems', 'items', 'maxProperties', 'minProperties', 'required',
    'additionalProperties', 'properties',
  ].map((keyword) => [keyword, (keywordTypes(keyword) ?? []).reduce((bits, type) => bits | TYPE_BITS[type], 0)] as const),
);

function recordOf(entries: readonly (readonly [string, number])[]): Record<string, number | undefined> {
  const record = Object.create(null) as Record<string, number | undefined>;
  for (const [key, value] of entries) record[key] = value;
  return record;
}

// The bits of the keywords that apply to a value of `type`: a number's keywords apply to an integer too.
function typeBits(type: JsonType | undefined): number {
  if (type === undefined) return 0;
  return type === 'integer' ? TYPE_BITS.integer | TYPE_BITS.number : TYPE_BITS[type];
}

/**
 * A visitor of the schema walk, called on every subschema, that tells whether the strict-mode lint
 * ({@link findStrictViolations}) can have anything to say: not while every subschema is plain. A
 * plain subschema holds only the keywords above; its `type`, if any, is one JSON type name, and
 * every keyword it holds applies to that type; its `format` is one the runtime knows; its `items`
 * is no array; its `properties` is an object naming every `required` name. In such a schema the
 * lint's context of a subschema is its own type alone (nothing shares its value), so no keyword
 * lacks its type, no type is a union or conflicts, and nothing is unknown, ignored or open: the
 * lint would find nothing. The walk meets every subschema the lint compiles (and more), so one
 * subschema that is not plain is enough to run the lint, which then decides.
 */
export function strictProfileVisitor(profile: StrictProfile): SubschemaVisitor {
  return (subschema) => {
    if (profile.plain && !isPlain(subschema)) profile.plain = false;
  };
}

function isPlain(schema: Record<string, unknown>): boolean {
  const { type } = schema;
  if (type !== undefined && (typeof type !== 'string' || !isJsonType(type))) return false;
  const own = typeBits(type);
  // Own keys by for-in, as the walk reads a node; the keywords with more to check are read only
  // where they are (most subschemas are leaves that hold none of them).
  let more = false;
  for (const key in schema) {
    if (!Object.prototype.hasOwnProperty.call(schema, key)) continue;
    const wanted = PLAIN_KEYWORDS[key];
    if (wanted === undefined || (wanted !== 0 && (wanted & own) === 0)) return false;
    if (key === 'format' || key === 'items' || key === 'properties' || key === 'required') more = true;
  }
  if (!more) return true;
  const { format, items, properties, required } = schema;
  if (format !== undefined && (typeof format !== 'string' || !knownFormats().has(format))) return false;
  if (Array.isArray(items)) return false;
  if (properties !== undefined && (typeof properties !== 'object' || properties === null || Array.isArray(properties))) return false;
  if (required !== undefined) {
    if (!Array.isArray(required)) return false;
    for (let i = 0; i < required.length; i++) if (!(i in required) || member(properties, required[i]) === undefined) return false;
  }
  return true;
}
