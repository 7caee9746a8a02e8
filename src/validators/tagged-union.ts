import { isObject } from '../json.js';

/**
 * The keyword a tagged union is marked with for Ajv (its `discriminator` option): Ajv then checks
 * only the branch the tag names, instead of every branch.
 */
export const TAG_KEYWORD = 'discriminator';

/**
 * Marks, in place, a `oneOf` whose branches are told apart by one property as a tagged union, and
 * drops a `discriminator` the schema had (an annotation: the dialects define no such keyword, and
 * Ajv's option would read it). Exact: every branch is an object schema that requires the tag and
 * allows it only string values (`const`, or an `enum` of them) that no other branch allows, so at
 * most one branch can match, the one the tag's value names; data that is no object, lacks the tag,
 * or names no branch matches none. The union then gets `type: "object"` (every branch demands it,
 * and Ajv's tag check applies to objects only). Returns 1 when the union was marked, else 0.
 *
 * @example
 * ```ts
 * const union = { oneOf: [
 *   { type: 'object', properties: { kind: { const: 'a' } }, required: ['kind'] },
 *   { type: 'object', properties: { kind: { const: 'b' } }, required: ['kind'] },
 * ] };
 * markTaggedUnion(union); // 1: union is now { type: 'object', discriminator: { propertyName: 'kind' }, oneOf: [...] }
 * ```
 */
export function markTaggedUnion(subschema: Record<string, unknown>): number {
  dropDiscriminator(subschema);
  const tag = unionTag(subschema);
  if (tag === undefined) return 0;
  subschema['type'] = 'object';
  subschema[TAG_KEYWORD] = { propertyName: tag };
  return 1;
}

/** The property that tells a tagged union's branches apart ({@link markTaggedUnion}), or undefined when the schema is no tagged union. */
export function unionTag(subschema: Record<string, unknown>): string | undefined {
  const branches = subschema['oneOf'];
  if (!Array.isArray(branches) || branches.length < 2 || !fitsTagCheck(subschema)) return undefined;
  return tagOf(branches, subschema['required']);
}

/** The tag values each branch of a tagged union allows, in branch order (none for a branch that names none). */
export function branchTags(branches: readonly unknown[], tag: string): string[][] {
  return branches.map((branch) => (isObject(branch) && isObject(branch['properties']) ? (tagValues(branch['properties'][tag]) ?? []) : []));
}

/** The index of the branch of a tagged union whose tag allows `value`, or -1. */
export function branchOfTag(branches: readonly unknown[], tag: string, value: string): number {
  return branchTags(branches, tag).findIndex((values) => values.includes(value));
}

/** Drops a `discriminator` a schema object has: an annotation in every dialect, which Ajv's `discriminator` option would read. */
export function dropDiscriminator(subschema: Record<string, unknown>): void {
  if (Object.hasOwn(subschema, TAG_KEYWORD)) delete subschema[TAG_KEYWORD];
}

// What a union may hold beside `oneOf` to be marked: annotations and object keywords, which `type: "object"`
// leaves as they were (Ajv's strict mode refuses a keyword of another type beside it), and nothing that
// reads what its branches evaluated. Not `propertyNames`: beside it, Ajv's fast tag check accepts data that lacks the tag.
const BESIDE_UNION = new Set([
  'oneOf', 'type', 'required', 'properties', 'patternProperties', 'additionalProperties', 'minProperties', 'maxProperties',
  'dependentRequired', 'dependentSchemas', '$schema', '$id', '$anchor', '$comment', '$defs', 'definitions', 'title', 'description', 'default',
  'examples', 'deprecated', 'readOnly', 'writeOnly', TAG_KEYWORD,
]);

function fitsTagCheck(subschema: Record<string, unknown>): boolean {
  const type = subschema['type'];
  if (type !== undefined && type !== 'object') return false;
  for (const keyword of Object.keys(subschema)) if (!BESIDE_UNION.has(keyword)) return false;
  return true;
}

// The first property of the first branch that tags every branch, if one does.
function tagOf(branches: readonly unknown[], unionRequired: unknown): string | undefined {
  const first = branches[0];
  if (!isObject(first) || !isObject(first['properties'])) return undefined;
  for (const name of Object.keys(first['properties'])) {
    if (name in Object.prototype) continue;
    if (tagsEvery(branches, name, Array.isArray(unionRequired) && unionRequired.includes(name))) return name;
  }
  return undefined;
}

function tagsEvery(branches: readonly unknown[], name: string, requiredByUnion: boolean): boolean {
  const seen = new Set<string>();
  for (const branch of branches) {
    if (!isObject(branch) || branch['type'] !== 'object' || Object.hasOwn(branch, '$ref') || !isObject(branch['properties'])) return false;
    if (!requiredByUnion && !(Array.isArray(branch['required']) && branch['required'].includes(name))) return false;
    const values = tagValues(branch['properties'][name]);
    if (values === undefined) return false;
    for (const value of values) {
      // Ajv keeps its map of tags in a plain object: a name Object.prototype has would be taken for a repeat.
      if (seen.has(value) || value in Object.prototype) return false;
      seen.add(value);
    }
  }
  return true;
}

// The values a branch lets its tag take, as Ajv reads them: a non-empty string `const`, else an `enum` of such strings.
function tagValues(property: unknown): string[] | undefined {
  if (!isObject(property) || !Object.hasOwn(property, 'const') && !Object.hasOwn(property, 'enum')) return undefined;
  if (Object.hasOwn(property, 'const')) return typeof property['const'] === 'string' && property['const'] !== '' ? [property['const']] : undefined;
  const values = property['enum'];
  return Array.isArray(values) && values.length > 0 && values.every((value): value is string => typeof value === 'string' && value !== '') ? values : undefined;
}
