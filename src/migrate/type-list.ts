import type { MigrationContext } from './context.js';
import { joinPointer } from '../issue.js';
import { TYPE_KEYWORDS } from './keywords.js';
import { madeFrom } from './sources.js';

/**
 * Builds a migrated schema object from its entries, rewriting a `type` list that Ajv's strict
 * mode refuses into an `anyOf` with one branch per type, each carrying the keywords that apply
 * to its type only (exact: such a keyword says nothing about values of other types). Kept as it
 * is: the `["X", "null"]` form, which strict mode allows; a schema with `unevaluatedProperties`
 * or `unevaluatedItems` (moving keywords into branches would hide what they evaluate); and a
 * schema some `$ref` points into (the pointer would break), each with an issue.
 */
export function splitTypeList(entries: [string, unknown][], pointer: string, context: MigrationContext, enclosing: readonly unknown[] | undefined): Record<string, unknown> {
  const object = toObject(entries);
  const types = object.type;
  // Strict mode takes the type of an enclosing schema (through allOf, anyOf, not…) as this one's.
  if (types === undefined && enclosing !== undefined) return object;
  if (types === undefined) {
    const blind = ['unevaluatedProperties', 'unevaluatedItems'].find((key) => Object.hasOwn(object, key));
    if (blind !== undefined) {
      context.issues.push({ code: 'migrate/no-equivalent', severity: 'warning', pointer: joinPointer(pointer, blind), message: `"${blind}" without a "type" is kept as it was (strict mode refuses it): moved into a typed branch it would no longer see what the keywords beside it evaluate.` });
    }
    return typeUntypedKeywords(entries, pointer, context);
  }
  if (!Array.isArray(types) || types.length < 2 || !types.every((type): type is string => typeof type === 'string' && Object.hasOwn(TYPE_KEYWORDS, type))) return object;
  if (types.length === 2 && types.includes('null')) return object;
  const refusal = refusalOf(object, pointer, context);
  if (refusal !== undefined) {
    context.issues.push({ code: 'migrate/no-equivalent', severity: 'warning', pointer: joinPointer(pointer, 'type'), message: `The type list ${JSON.stringify(types)} is kept as it was (strict mode refuses it) because ${refusal}.` });
    return object;
  }
  const branches = [...new Set(types)].map((type) => branchOf(type, entries, pointer));
  return withBranches(entries, new Set(types.flatMap((type) => TYPE_KEYWORDS[type] ?? [])), branches, 'type');
}

// Strict mode refuses a type-specific keyword in a schema without "type" ("minLength" alone).
// Exactly the same: one branch per type the keywords apply to, and one for every other value.
const GROUPS = ['object', 'array', 'string', 'number'] as const;

function typeUntypedKeywords(entries: [string, unknown][], pointer: string, context: MigrationContext): Record<string, unknown> {
  const object = toObject(entries);
  const groups = GROUPS.filter((type) => (TYPE_KEYWORDS[type] ?? []).some((key) => Object.hasOwn(object, key)));
  if (groups.length === 0) return object;
  const refusal = refusalOf(object, pointer, context);
  if (refusal !== undefined) {
    const keys = entries.map(([key]) => key).filter((key) => groups.some((type) => TYPE_KEYWORDS[type]?.includes(key)));
    context.issues.push({ code: 'migrate/no-equivalent', severity: 'warning', pointer: joinPointer(pointer, keys[0] ?? ''), message: `${keys.map((key) => `"${key}"`).join(', ')} without a "type" ${keys.length === 1 ? 'is kept as it was (strict mode refuses it)' : 'are kept as they were (strict mode refuses them)'} because ${refusal}.` });
    return object;
  }
  const branches = groups.map((type) => branchOf(type, entries, pointer));
  const others = groups.length === 1 ? { type: groups[0] } : { anyOf: groups.map((type) => ({ type })) };
  const moved = new Set(groups.flatMap((type) => TYPE_KEYWORDS[type] ?? []));
  const first = entries.find(([key]) => moved.has(key))?.[0] as string;
  return withBranches(entries, moved, [...branches, { not: others }], first);
}

// A branch's keywords are the split schema's, so a writer finds their original order there.
function branchOf(type: string, entries: readonly [string, unknown][], pointer: string): Record<string, unknown> {
  return madeFrom(toObject([['type', type], ...entries.filter(([key]) => (TYPE_KEYWORDS[type] ?? []).includes(key))]), pointer);
}

function refusalOf(object: Record<string, unknown>, pointer: string, context: MigrationContext): string | undefined {
  // unevaluated* read the annotations of every subschema below them, and Ajv misjudges those of anyOf branches.
  if (context.unevaluated) return 'the schema uses unevaluatedProperties or unevaluatedItems, which would have to see through the new anyOf branches';
  if (context.refTargets.under(pointer)) return 'a $ref points into this schema';
  return undefined;
}

/** The entries with `moved` keys taken out and an `anyOf` of `branches` where `at` was (inside `allOf` when there is an `anyOf` already). */
function withBranches(entries: [string, unknown][], moved: ReadonlySet<string>, branches: unknown[], at: string): Record<string, unknown> {
  const position = entries.findIndex(([key]) => key === at);
  const kept = entries.filter(([key], index) => index === position || (!moved.has(key) && key !== 'type'));
  const place = kept.findIndex(([key]) => key === at);
  if (!kept.some(([key]) => key === 'anyOf')) kept.splice(place, 1, ['anyOf', branches]);
  else {
    kept.splice(place, 1);
    const allOf = kept.find(([key]) => key === 'allOf');
    if (allOf !== undefined && Array.isArray(allOf[1])) allOf[1] = [...allOf[1], { anyOf: branches }];
    else kept.splice(place, 0, ['allOf', [{ anyOf: branches }]]);
  }
  return toObject(kept);
}

function toObject(entries: readonly [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}
