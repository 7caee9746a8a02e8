import { isObject } from '../json.js';
import type { withCallMemo } from './call-memo.js';

/** What a schema lets a call's data cost, decided once at compile time. */
export interface SchemaShape {
  /**
   * Whether the data must be measured before any validator runs: the schema recurses (a `$ref`
   * may lead back up), or compares whole values (`uniqueItems`), so deep or large data could
   * overflow the stack or cost more than linear time. Otherwise the validator touches no deeper
   * than the schema itself and costs time linear in the data: the data is measured only when it
   * fills the error cap, before its problems are listed.
   */
  readonly measureFirst: boolean;
  /**
   * The most times one value may be checked per level of nesting, through different `$ref`s that
   * apply to the same place (`{"anyOf": [{"items": {"$ref": "#"}}, {"items": {"$ref": "#"}}]}`
   * checks each level twice): at 2 or more, work grows as this to the power of the depth.
   */
  readonly checksPerLevel: number;
  /**
   * Whether a check can fail without the data being invalid, its errors thrown away: a branch of
   * `anyOf` or `oneOf`, `not`, `if`, `contains` (or a reference, which may lead to one). Without
   * any, a validator that lists every error costs what the one that stops at the first does on
   * valid data, so one run both decides and lists.
   */
  readonly discardsErrors: boolean;
  /**
   * Whether each error a validator records is a problem of its own, which no other error says:
   * nothing discards errors, and no `propertyNames` (whose own error says what its subschema's do).
   * Then there is nothing to reduce.
   */
  readonly keepsEveryError: boolean;
  /**
   * Whether at most one schema object ever applies at one place in the data: no in-place
   * applicator (`allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`, `dependentSchemas`, a
   * schema-valued `dependencies`), no reference, and nothing that can apply a second schema to a
   * child (`patternProperties`, `contains`, schema-valued `unevaluated*`). Then every error at a
   * place comes from the one schema checking it, checked there once: no two type errors meet there,
   * and the same words twice there can only come from that one schema.
   */
  readonly oneSchemaPerPlace: boolean;
  /** Whether some schema object has a `$ref`, `$dynamicRef` or `$recursiveRef`. */
  readonly refers: boolean;
  /** Whether some schema object compares whole values (`uniqueItems: true`, a `const` or an `enum` member that is an object or array): its calls remember what they read of the data ({@link withCallMemo}). */
  readonly comparesValues: boolean;
}

const DISCARDING = ['anyOf', 'oneOf', 'not', 'if', 'contains'];

const IN_PLACE_SINGLE = ['not', 'if', 'then', 'else'];
const IN_PLACE_ARRAYS = ['allOf', 'anyOf', 'oneOf'];
const REFS = ['$ref', '$dynamicRef', '$recursiveRef'];
// Keywords with which a second schema object may apply at a place some other schema already checks.
const SHARED_PLACES = [...IN_PLACE_SINGLE, ...IN_PLACE_ARRAYS, 'dependentSchemas', 'patternProperties', 'contains', '$anchor', '$dynamicAnchor', '$recursiveAnchor'];
const SHARED_IF_SCHEMA = ['dependencies', 'unevaluatedItems', 'unevaluatedProperties'];

/**
 * The {@link SchemaShape} of a schema.
 *
 * @example
 * ```ts
 * schemaShape({ type: 'object', properties: { a: { type: 'string' } } }); // → { measureFirst: false, checksPerLevel: 1, discardsErrors: false, keepsEveryError: true, oneSchemaPerPlace: true, refers: false, comparesValues: false }
 * schemaShape({ anyOf: [{ items: { $ref: '#' } }, { items: { $ref: '#' } }] }); // → { measureFirst: true, checksPerLevel: 2, discardsErrors: true, keepsEveryError: false, oneSchemaPerPlace: false, refers: true, comparesValues: false }
 * ```
 */
export function schemaShape(schema: unknown): SchemaShape {
  let measureFirst = false;
  let checksPerLevel = 1;
  let discardsErrors = false;
  let namesProperties = false;
  let oneSchemaPerPlace = true;
  let refers = false;
  let comparesValues = false;
  const seen = new Set<object>();
  const stack: unknown[] = [schema];
  while (stack.length > 0 && seen.size < 100_000) {
    const node = stack.pop();
    if (!isObject(node) || seen.has(node)) continue;
    seen.add(node);
    if (node['uniqueItems'] === true) measureFirst = comparesValues = true;
    if (!comparesValues) comparesValues = isComposite(node['const']) || (Array.isArray(node['enum']) && node['enum'].some(isComposite));
    if (REFS.some((keyword) => typeof node[keyword] === 'string')) measureFirst = refers = true;
    if (!discardsErrors) discardsErrors = DISCARDING.some((keyword) => node[keyword] !== undefined);
    if (node['propertyNames'] !== undefined) namesProperties = true;
    if (oneSchemaPerPlace) oneSchemaPerPlace = !sharesPlaces(node);
    const counts = new Map<string, number>();
    countRefs(node, '', counts, 0);
    // A named property is also one of the `*` places: a wildcard reference applies to it too.
    const wildcard = counts.get('*') ?? 0;
    for (const [key, count] of counts) checksPerLevel = Math.max(checksPerLevel, key === '*' ? count : count + wildcard);
    for (const value of Object.values(node)) {
      if (isObject(value)) stack.push(value, ...Object.values(value));
      else if (Array.isArray(value)) stack.push(...value);
    }
  }
  // What is left unvisited (a schema past the bound) might share places: not claimed.
  if (stack.length > 0) {
    oneSchemaPerPlace = false;
    refers = true;
  }
  const discards = discardsErrors || refers;
  return { measureFirst, checksPerLevel, discardsErrors: discards, keepsEveryError: !discards && !namesProperties, oneSchemaPerPlace, refers, comparesValues };
}

function sharesPlaces(node: Record<string, unknown>): boolean {
  if (REFS.some((keyword) => node[keyword] !== undefined) || SHARED_PLACES.some((keyword) => node[keyword] !== undefined)) return true;
  if (SHARED_IF_SCHEMA.some((keyword) => node[keyword] !== undefined && typeof node[keyword] !== 'boolean' && !(keyword === 'dependencies' && isArrayValued(node[keyword])))) return true;
  return false;
}

// Draft-07 `dependencies` whose every entry is an array of names (dependentRequired's old spelling) applies no schema.
function isArrayValued(value: unknown): boolean {
  return isObject(value) && Object.values(value).every((entry) => Array.isArray(entry));
}

// References reached from `node` within one level of data below it, counted by the place they apply to.
function countRefs(node: unknown, place: string, counts: Map<string, number>, depth: number): void {
  if (!isObject(node) || depth > 64) return;
  if (place !== '' && REFS.some((keyword) => typeof node[keyword] === 'string')) counts.set(place, (counts.get(place) ?? 0) + 1);
  const here = (child: unknown) => countRefs(child, place, counts, depth + 1);
  for (const keyword of IN_PLACE_SINGLE) here(node[keyword]);
  for (const keyword of IN_PLACE_ARRAYS) if (Array.isArray(node[keyword])) (node[keyword] as unknown[]).forEach(here);
  if (place !== '') return;
  const below = (child: unknown, key: string) => countRefs(child, key, counts, depth + 1);
  // Every item and every unnamed property is one place: `*`.
  for (const keyword of ['items', 'additionalItems', 'contains', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties']) {
    if (Array.isArray(node[keyword])) (node[keyword] as unknown[]).forEach((child) => below(child, '*'));
    else below(node[keyword], '*');
  }
  if (Array.isArray(node['prefixItems'])) (node['prefixItems'] as unknown[]).forEach((child) => below(child, '*'));
  for (const keyword of ['properties', 'patternProperties']) {
    const map = node[keyword];
    if (isObject(map)) for (const [name, child] of Object.entries(map)) below(child, keyword === 'properties' ? `.${name}` : '*');
  }
}

function isComposite(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}
