/** Keywords whose value is one subschema, in every dialect from draft-04 to 2020-12. */
export const SINGLE = new Set(['additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties', 'contentSchema']);

/** Keywords whose value is an array of subschemas. */
export const LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** Keywords whose value maps names to subschemas. */
export const MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** The keywords that apply to each JSON type only: a `type` list is split into one branch per type carrying its own. */
export const TYPE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  string: ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType', 'contentSchema'],
  // Ajv's formats apply to numbers too (int32, double…).
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'format'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'format'],
  object: ['properties', 'patternProperties', 'additionalProperties', 'required', 'minProperties', 'maxProperties', 'dependentRequired', 'dependentSchemas', 'propertyNames'],
  array: ['items', 'prefixItems', 'contains', 'minContains', 'maxContains', 'minItems', 'maxItems', 'uniqueItems'],
  boolean: [],
  null: [],
};

/** Keywords that only annotate: beside a draft-07 `$ref` they change nothing, whoever reads them. */
export const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'default', 'readOnly', 'writeOnly', 'deprecated', 'definitions', '$defs', '$schema']);

/** Plain objects only: arrays and null are not schemas. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
