import { isObject } from '../json.js';
import { canonicalJson } from '../validators/cache.js';
import type { SchemaDoc, Site } from './schema-doc.js';

type Schema = Record<string, unknown>;

/** Objects made by merging: they have no place of their own in the schema, so the place that made them checks their values. */
export const SYNTHETIC = new WeakSet<object>();

const REF_KEYWORDS = ['$ref', '$dynamicRef', '$recursiveRef'] as const;
const LOWER = new Set(['minimum', 'minLength', 'minItems', 'minProperties', 'minContains']);
const UPPER = new Set(['maximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains']);
const SUBSCHEMA = new Set(['items', 'additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);

/** A new object, marked as made by merging. */
export function synthetic(schema: Schema): Schema {
  SYNTHETIC.add(schema);
  return schema;
}

/** The schema without some keywords, as a merged object. */
export function without(schema: Schema, ...keywords: string[]): Schema {
  return synthetic(Object.fromEntries(Object.entries(schema).filter(([key]) => !keywords.includes(key))));
}

/** Whether a dialect applies a `$ref`'s sibling keywords (2019-09 on) or ignores them. */
export function refHasSiblings(doc: SchemaDoc): boolean {
  return doc.dialect === '2019-09' || doc.dialect === '2020-12';
}

/**
 * One schema that demands (about) what all of `parts` demand: types intersected, bounds
 * tightened, `required` joined, shared properties as an `allOf` of both. What cannot be combined
 * keeps the first part's value; the place that asked checks every value against the real schema.
 */
export function mergeSchemas(doc: SchemaDoc, site: Site, parts: readonly unknown[]): Schema {
  // One result, changed in place: copying it for each part made n parts cost n² (2,000 allOf branches took seconds).
  const merging: Merging = { result: synthetic({}), owned: new Set(), members: new Map() };
  for (const part of parts) combineInto(doc, site, merging, topLevel(doc, site, part, 0));
  return merging.result;
}

/** The schema being merged, and which of its arrays and maps it made itself (the parts' own are never changed). */
interface Merging {
  readonly result: Schema;
  readonly owned: Set<object>;
  /** What each owned `required` list already holds. */
  readonly members: Map<unknown[], Set<unknown>>;
}

// A part's own top-level reference replaced by its target (with its siblings from 2019-09 on).
function topLevel(doc: SchemaDoc, site: Site, part: unknown, hops: number): Schema {
  if (part === true || part === undefined) return {};
  if (!isObject(part)) throw doc.unsatisfiable(site, 'allOf', 'one of the schemas to combine is false, which no value satisfies.');
  const keyword = REF_KEYWORDS.find((key) => typeof part[key] === 'string');
  if (keyword === undefined) return part;
  if (hops > 32) throw doc.unsatisfiable(site, keyword, 'its references lead round in a loop without reaching a schema.');
  const partSite = doc.siteOf(part) ?? site;
  const target = doc.resolve(part[keyword] as string, partSite, keyword);
  const resolved = topLevel(doc, target.site, target.schema, hops + 1);
  return refHasSiblings(doc) ? combine(doc, site, without(part, keyword), resolved) : resolved;
}

function combine(doc: SchemaDoc, site: Site, a: Schema, b: Schema): Schema {
  const merging: Merging = { result: synthetic({ ...a }), owned: new Set(), members: new Map() };
  combineInto(doc, site, merging, b);
  return merging.result;
}

// The result as `{ ...result, ...b }` would have it, each keyword combined as its meaning asks; the keys keep their order.
function combineInto(doc: SchemaDoc, site: Site, merging: Merging, b: Schema): void {
  const { result } = merging;
  for (const [key, value] of Object.entries(b)) {
    const current = result[key];
    if (current === undefined) result[key] = value;
    else if (key === 'type') result[key] = intersectTypes(doc, site, current, value);
    else if (key === 'required' && Array.isArray(current) && Array.isArray(value)) {
      const list = ownedCopy(merging, current, () => [...new Set(current)]);
      let members = merging.members.get(list);
      if (members === undefined) merging.members.set(list, (members = new Set(list)));
      for (const name of value) {
        if (members.has(name)) continue;
        members.add(name);
        list.push(name);
      }
      result[key] = list;
    } else if (LOWER.has(key) && typeof current === 'number' && typeof value === 'number') result[key] = Math.max(current, value);
    else if (UPPER.has(key) && typeof current === 'number' && typeof value === 'number') result[key] = Math.min(current, value);
    else if (key === 'exclusiveMinimum' && typeof current === 'number' && typeof value === 'number') result[key] = Math.max(current, value);
    else if (key === 'exclusiveMaximum' && typeof current === 'number' && typeof value === 'number') result[key] = Math.min(current, value);
    else if (key === 'enum' && Array.isArray(current) && Array.isArray(value)) {
      const allowed = new Set(value.map(canonicalJson));
      result[key] = current.filter((item) => allowed.has(canonicalJson(item)));
    } else if (key === 'allOf' && Array.isArray(current) && Array.isArray(value)) {
      const list = ownedCopy(merging, current, () => [...current]);
      for (const item of value) list.push(item);
      result[key] = list;
    } else if (key === 'uniqueItems') result[key] = current === true || value === true;
    else if (SUBSCHEMA.has(key)) result[key] = current === false || value === false ? false : synthetic({ allOf: [current, value] });
    else if (SCHEMA_MAPS.has(key) && isObject(current) && isObject(value)) {
      const map = ownedCopy(merging, current, () => ({ ...current }));
      for (const [name, schema] of Object.entries(value)) map[name] = map[name] === undefined ? schema : synthetic({ allOf: [map[name], schema] });
      result[key] = map;
    } else if (key === 'dependentRequired' && isObject(current) && isObject(value)) {
      const map = ownedCopy(merging, current, () => ({ ...current }));
      for (const [name, names] of Object.entries(value)) map[name] = [...new Set([...((map[name] as string[] | undefined) ?? []), ...(names as string[])])];
      result[key] = map;
    }
    // Anything else (a second pattern, format, oneOf…) keeps the first part's value: the checks at `site` hold the rest.
  }
}

// The merge's own copy of a value a part may still hold: made once, then changed in place.
function ownedCopy<T extends object>(merging: Merging, current: T, copy: () => T): T {
  if (merging.owned.has(current)) return current;
  const made = copy();
  merging.owned.add(made);
  return made;
}

function intersectTypes(doc: SchemaDoc, site: Site, a: unknown, b: unknown): string[] {
  const left = Array.isArray(a) ? (a as string[]) : [a as string];
  const right = Array.isArray(b) ? (b as string[]) : [b as string];
  const common = new Set<string>();
  for (const type of left) {
    if (right.includes(type)) common.add(type);
    else if (type === 'number' && right.includes('integer')) common.add('integer');
    else if (type === 'integer' && right.includes('number')) common.add('integer');
  }
  if (common.size === 0) throw doc.unsatisfiable(site, 'allOf', `the schemas it combines ask for ${JSON.stringify(left)} and ${JSON.stringify(right)}, which no value is both.`);
  return [...common];
}
