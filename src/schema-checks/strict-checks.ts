import { alwaysValid, appliesTo, entries, includesType, keywordTypes, matchesPattern, member, narrowTypes, schemaTypes, someKeywordOutside } from './keywords.js';
import { isObject } from '../json.js';
import { absorb, at, mergeStatic, RUN_TIME, type Node, type Walker } from './strict-context.js';
import * as say from './strict-messages.js';

/** strictTypes (validate/index.js `checkStrictTypes`): context, unions, keywords without their type. */
export function checkTypes(walk: Walker, { schema, keys, groups, pointer, cxt }: Node): void {
  const types = schemaTypes(schema);
  if (types === undefined) return; // an invalid `type` is the meta-schema check's finding
  if (types.length > 0 && cxt.types.length > 0) {
    for (const t of types) if (!includesType(cxt.types, t)) walk.report(at(pointer, 'type'), say.contextType(t, cxt.types));
    cxt.types = narrowTypes(cxt.types, types);
  } else if (types.length > 0) cxt.types = types;
  if (types.length > 1 && !(types.length === 2 && types.includes('null'))) walk.report(at(pointer, 'type'), say.unionType(types));
  if (!someKeywordOutside(groups, cxt.types)) return;
  let missing: Map<string, string[]> | undefined;
  for (const key of keys) {
    const wanted = keywordTypes(key);
    if (wanted !== undefined && wanted.length > 0 && schema[key] !== undefined && !appliesTo(wanted, cxt.types)) {
      missing ??= new Map();
      missing.set(wanted.join(), [...(missing.get(wanted.join()) ?? []), key]);
    }
  }
  if (missing !== undefined) for (const [wanted, names] of missing) walk.report(at(pointer, names[0] ?? ''), say.missingType(names, wanted.split(','), cxt.types));
}

const BRANCHES = ['anyOf', 'oneOf', 'allOf'] as const;
const CONDITIONAL = ['then', 'else'] as const;
const CONTAINS_BOUNDS = ['maxContains', 'minContains'] as const;

/** The keywords for any value, in Ajv's rule order: `$ref`, `not`, `anyOf`, `oneOf`, `allOf`, `if`. */
export function checkAnyType(walk: Walker, node: Node): void {
  const { schema: s, pointer } = node;
  if (s.$dynamicRef !== undefined || s.$recursiveRef !== undefined) absorb(node.cxt, RUN_TIME, true);
  if (s.$ref) walk.ref(node);
  if (s.not !== undefined) walk.same(node, s.not, 'none', 'not');
  for (const keyword of BRANCHES) {
    const list = s[keyword];
    if (Array.isArray(list)) for (let i = 0; i < list.length; i++) walk.same(node, list[i], keyword === 'allOf' ? 'static' : 'named', keyword, i);
  }
  if (s.if === undefined) {
    for (const keyword of CONDITIONAL) if (s[keyword] !== undefined) walk.report(at(pointer, keyword), say.ignored(`"${keyword}" without "if"`, `Add the "if" it belongs to, or remove "${keyword}".`));
    return;
  }
  if (s.then === undefined && s.else === undefined) walk.report(at(pointer, 'if'), say.ignored('"if" without "then" or "else"', 'Add "then" or "else", or remove "if".'));
  if (!alwaysValid(s.then ?? true) || !alwaysValid(s.else ?? true)) walk.same(node, s.if, 'static', 'if');
  for (const keyword of CONDITIONAL) if (s[keyword] !== undefined) walk.same(node, s[keyword], 'named', keyword);
}

/** The keywords for arrays: tuples, `items`, `contains` and its bounds, `unevaluatedItems`. */
export function checkArrays(walk: Walker, node: Node): void {
  const { schema: s, pointer } = node;
  if (Array.isArray(s.prefixItems)) {
    const n = s.prefixItems.length;
    if (!(n === s.minItems && (n === s.maxItems || s.items === false))) walk.report(at(pointer, 'prefixItems'), say.openTuple(n, s.minItems, n === s.maxItems || s.items === false));
    if (n > 0 && node.cxt.items !== true) node.cxt.items = mergeStatic('static', node.cxt.items);
    for (let i = 0; i < s.prefixItems.length; i++) walk.part(node, s.prefixItems[i], ['prefixItems', i]);
  }
  if (s.items !== undefined) node.cxt.items = true;
  // `false` after a tuple, like `additionalProperties: false`, is a length check: no subschema.
  if (isObject(s.items) || (s.items === false && !Array.isArray(s.prefixItems))) walk.part(node, s.items, ['items']);
  if (s.contains !== undefined) {
    const min = s.minContains === undefined ? 1 : s.minContains;
    if (s.maxContains === undefined && min === 0) walk.report(at(pointer, 'minContains'), say.ignored('"contains" with "minContains": 0 and no "maxContains"', 'Add "maxContains", or remove "contains" and "minContains".'));
    else if (s.maxContains !== undefined && (min as number) > (s.maxContains as number)) walk.report(at(pointer, 'minContains'), say.containsImpossible());
    else if (walk.part(node, s.contains, ['contains'])) node.cxt.items = true;
  }
  for (const keyword of CONTAINS_BOUNDS) {
    if (s.contains === undefined && s[keyword] !== undefined) walk.report(at(pointer, keyword), say.ignored(`"${keyword}" without "contains"`, `Add "contains", or remove "${keyword}".`));
  }
  if (typeof s.unevaluatedItems === 'object' && node.cxt.items !== true) walk.part(node, s.unevaluatedItems, ['unevaluatedItems']);
  if (s.unevaluatedItems !== undefined) node.cxt.items = true;
}

/** The keywords for objects: `required`, property schemas and patterns, dependencies, `unevaluatedProperties`. */
export function checkObjects(walk: Walker, node: Node): void {
  const { schema: s, pointer } = node;
  const { required } = s;
  if (Array.isArray(required)) {
    for (let i = 0; i < required.length; i++) {
      // As forEach did: a hole (only a JS value has one) names nothing.
      if (!(i in required)) continue;
      const name: unknown = required[i];
      if (member(s.properties, name) === undefined && !node.cxt.defined.has(name)) walk.report(at(pointer, 'required', i), say.requiredUndefined(name, s.properties !== null && typeof s.properties === 'object' ? Object.keys(s.properties) : []));
    }
  }
  if (s.propertyNames !== undefined) walk.part(node, s.propertyNames, ['propertyNames'], ['string']);
  if (s.additionalProperties !== undefined) node.cxt.props = true;
  if (isObject(s.additionalProperties)) walk.part(node, s.additionalProperties, ['additionalProperties']);
  if (s.dependencies !== undefined) for (const [name, child] of entries(s.dependencies)) if (name !== '__proto__' && !Array.isArray(child)) walk.same(node, child, 'named', 'dependencies', name);
  const properties = isMap(s.properties) ? s.properties : undefined;
  if (properties !== undefined) {
    const keys = Object.keys(properties);
    const names = keys.includes('__proto__') ? keys.filter((name) => name !== '__proto__') : keys;
    node.cxt.defined.addAll(names);
    if (names.length > 0 && node.cxt.props !== true) node.cxt.props = mergeStatic('static', node.cxt.props);
    for (const name of names) if (walk.part(node, properties[name], ['properties', name])) node.cxt.defined.add(name);
  }
  if (s.patternProperties !== undefined) checkPatternProperties(walk, node);
  if (s.dependentSchemas !== undefined) for (const [name, child] of entries(s.dependentSchemas)) walk.same(node, child, 'named', 'dependentSchemas', name);
  if (typeof s.unevaluatedProperties === 'object' && node.cxt.props !== true) walk.part(node, s.unevaluatedProperties, ['unevaluatedProperties']);
  if (s.unevaluatedProperties !== undefined) node.cxt.props = true;
}

function checkPatternProperties(walk: Walker, node: Node): void {
  const patterns = entries(node.schema.patternProperties).filter(([pattern]) => pattern !== '__proto__');
  // Ajv skips the keyword, overlap check and all, when no pattern's schema has keywords and every property counts as evaluated.
  if (patterns.every(([, child]) => alwaysValid(child)) && (patterns.length === 0 || node.cxt.props === true)) {
    for (const [pattern, child] of patterns) walk.part(node, child, ['patternProperties', pattern]);
    return;
  }
  if (node.cxt.props !== true) node.cxt.props = 'dynamic';
  for (const [pattern] of patterns) {
    for (const [name] of entries(node.schema.properties)) {
      if (matchesPattern(pattern, name, walk.budget)) walk.report(at(node.pointer, 'properties', name), say.propertyMatchesPattern(name, pattern));
    }
  }
  for (const [pattern, child] of patterns) walk.part(node, child, ['patternProperties', pattern]);
}

// What `entries` reads as a schema map: an object, not an array.
function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
