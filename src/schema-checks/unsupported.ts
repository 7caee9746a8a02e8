import type { Dialect } from '../dialects/table.js';
import { joinPointer, type Issue } from '../issue.js';
import type { SubschemaVisitor } from './walk.js';

interface Refusal {
  readonly keyword: string;
  /** Why Ajv refuses the keyword here, or undefined when it does not. */
  readonly reason: (subschema: Record<string, unknown>, dialect: Dialect) => string | undefined;
  readonly hint: string;
}

// What the meta-schemas allow but Ajv's compile (and so the Kindgi runtime) refuses, whatever its options.
// An empty `enum` and non-fragment `$dynamicRef`/`$recursiveRef` are not here: the call validators rewrite
// the first exactly and run the others on the second engine.
const REFUSALS: readonly Refusal[] = [
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
export function unsupportedVisitor(dialect: Dialect, basePointer: string, issues: Issue[]): SubschemaVisitor {
  return (subschema, place) => {
    for (const refusal of REFUSALS) {
      if (!Object.hasOwn(subschema, refusal.keyword)) continue;
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
