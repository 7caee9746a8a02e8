import type { Dialect } from '../dialects/table.js';
import { joinPointer, type Issue } from '../issue.js';
import type { SubschemaVisitor } from './walk.js';

interface Refusal {
  readonly keyword: string;
  /** Why Ajv refuses the keyword here, or undefined when it does not. */
  readonly reason: (subschema: Record<string, unknown>, dialect: Dialect) => string | undefined;
  readonly hint: string;
  /**
   * Refused only where Ajv alone compiles the schema (the `needsSpec` schemas the runtime compiles):
   * the call validators of `input` and `output` rewrite an empty `enum` exactly and run the others on
   * their second engine.
   */
  readonly onlyAjv?: boolean;
}

// What the meta-schemas allow but Ajv's compile (and so the Kindgi runtime) refuses, whatever its options.
const REFUSALS: readonly Refusal[] = [
  {
    keyword: 'enum',
    reason: ({ enum: values }) => (Array.isArray(values) && values.length === 0 ? 'an empty `enum`, which no value can match' : undefined),
    hint: 'Use `"not": {}` for a schema nothing matches, or list the allowed values.',
    onlyAjv: true,
  },
  {
    keyword: '$dynamicRef',
    reason: ({ $dynamicRef: ref }) => (typeof ref === 'string' && !ref.startsWith('#') ? 'a `$dynamicRef` that is not a fragment (`#name`)' : undefined),
    hint: 'Point `$dynamicRef` at a `$dynamicAnchor` of this document, as `#name`.',
    onlyAjv: true,
  },
  {
    keyword: '$recursiveRef',
    reason: ({ $recursiveRef: ref }) => (typeof ref === 'string' && !ref.startsWith('#') ? 'a `$recursiveRef` that is not `#`' : undefined),
    hint: 'Use `"$recursiveRef": "#"`, or a plain `$ref`.',
    onlyAjv: true,
  },
  {
    keyword: 'id',
    reason: ({ id }, dialect) => (dialect !== 'draft-04' && id !== undefined ? 'the draft-04 keyword `id` in a later dialect' : undefined),
    hint: 'Spell it `$id` (draft-06 and later), or remove it.',
  },
  {
    keyword: 'nullable',
    reason: ({ nullable, type }) => {
      const types = Array.isArray(type) ? type : type === undefined ? [] : [type];
      if (types.includes('null') && nullable === false) return '`nullable: false` beside `type: "null"`';
      if (types.length === 0 && nullable !== undefined) return '`nullable` without `type`';
      return undefined;
    },
    hint: 'Drop `nullable` (an OpenAPI keyword) and add "null" to `type` instead.',
  },
];

/** A subschema visitor adding `schema/unsupported` for what the meta-schema allows but Ajv refuses. */
/** The keywords {@link unsupportedVisitor} reads. */
export const UNSUPPORTED_KEYWORDS: readonly string[] = REFUSALS.map((refusal) => refusal.keyword);

export function unsupportedVisitor(dialect: Dialect, basePointer: string, issues: Issue[]): SubschemaVisitor {
  const callSchema = basePointer === '/input' || basePointer === '/output';
  return (subschema, place) => {
    // Most subschemas have none of these keywords.
    if (subschema.enum === undefined && subschema.id === undefined && subschema.nullable === undefined && subschema.$dynamicRef === undefined && subschema.$recursiveRef === undefined) return;
    for (const refusal of REFUSALS) {
      if (!Object.hasOwn(subschema, refusal.keyword) || (callSchema && refusal.onlyAjv === true)) continue;
      const reason = refusal.reason(subschema, dialect);
      if (reason === undefined) continue;
      issues.push({
        code: 'schema/unsupported',
        severity: 'error',
        pointer: basePointer + joinPointer(place.pointer(), refusal.keyword),
        message: `Ajv, which compiles tool schemas at run time, refuses ${reason}.`,
        hint: refusal.hint,
      });
    }
  };
}
