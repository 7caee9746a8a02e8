import type { MigrationContext } from './context.js';
import { joinPointer } from '../issue.js';
import { TYPE_KEYWORDS } from './keywords.js';

/**
 * Builds a migrated schema object from its entries, rewriting a `type` list that Ajv's strict
 * mode refuses into an `anyOf` with one branch per type, each carrying the keywords that apply
 * to its type only (exact: such a keyword says nothing about values of other types). Kept as it
 * is: the `["X", "null"]` form, which strict mode allows; a schema with `unevaluatedProperties`
 * or `unevaluatedItems` (moving keywords into branches would hide what they evaluate); and a
 * schema some `$ref` points into (the pointer would break), each with an issue.
 */
export function splitTypeList(entries: [string, unknown][], pointer: string, context: MigrationContext): Record<string, unknown> {
  const object = toObject(entries);
  const types = object.type;
  if (!Array.isArray(types) || types.length < 2 || !types.every((type): type is string => typeof type === 'string' && Object.hasOwn(TYPE_KEYWORDS, type))) return object;
  if (types.length === 2 && types.includes('null')) return object;
  const refused = (reason: string) => {
    context.issues.push({ code: 'migrate/no-equivalent', severity: 'warning', pointer: joinPointer(pointer, 'type'), message: `The type list ${JSON.stringify(types)} is kept as it was (strict mode refuses it) because ${reason}.` });
    return object;
  };
  if (Object.hasOwn(object, 'unevaluatedProperties') || Object.hasOwn(object, 'unevaluatedItems')) return refused('the schema has unevaluatedProperties or unevaluatedItems, which see only keywords beside them');
  if (context.refTargets.some((target) => target.startsWith(`${pointer}/`))) return refused('a $ref points into this schema');
  const moved = new Set(types.flatMap((type) => TYPE_KEYWORDS[type] ?? []));
  const branches = [...new Set(types)].map((type) => toObject([['type', type], ...entries.filter(([key]) => (TYPE_KEYWORDS[type] ?? []).includes(key))]));
  const kept = entries.filter(([key]) => !moved.has(key));
  const at = kept.findIndex(([key]) => key === 'type');
  if (!Object.hasOwn(object, 'anyOf')) kept.splice(at, 1, ['anyOf', branches]);
  else {
    kept.splice(at, 1);
    const allOf = kept.find(([key]) => key === 'allOf');
    if (allOf !== undefined && Array.isArray(allOf[1])) allOf[1] = [...allOf[1], { anyOf: branches }];
    else kept.splice(at, 0, ['allOf', [{ anyOf: branches }]]);
  }
  return toObject(kept);
}

function toObject(entries: readonly [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}
