import type { Draft, JsonError, SchemaNode } from 'json-schema-library';
import type { Dialect } from '../dialects/table.js';
import { isObject } from '../json.js';
import { passes } from './interpreted-passes.js';

type Keyword = Draft['keywords'][number];
type Check = NonNullable<Keyword['validate']>;
type Path = Parameters<Check>[0]['path'];
/** What a schema's keywords evaluated at one place: property names (or item indices), or all of them. */
type Evaluated = Set<string> | true;
interface EvaluatedItems {
  all: boolean;
  /** Items before this index are evaluated. */
  prefix: number;
  /** Items evaluated past the prefix (`contains` matches). */
  readonly indices: Set<number>;
}

// A compiled node's in-place subschemas, as json-schema-library keeps them.
interface InPlace {
  readonly allOf?: SchemaNode[];
  readonly anyOf?: SchemaNode[];
  readonly oneOf?: SchemaNode[];
  readonly if?: SchemaNode;
  readonly then?: SchemaNode;
  readonly else?: SchemaNode;
  readonly dependentSchemas?: Record<string, SchemaNode | unknown>;
  readonly contains?: SchemaNode;
  readonly patternProperties?: { readonly pattern: { test(key: string): boolean } }[];
  readonly unevaluatedProperties?: SchemaNode;
  readonly unevaluatedItems?: SchemaNode;
}

const BRANCH_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;

/**
 * `unevaluatedProperties` and `unevaluatedItems` for the interpreted engine, by annotations as the
 * specification collects them: a property or item is evaluated when a keyword of the schema at
 * its place, or of a subschema applied in place that passes (an `allOf`, `anyOf` or `oneOf`
 * branch, `if` and the branch it chose, a `dependentSchemas` entry, a reference's target),
 * evaluated it. json-schema-library's own keywords also count branches that failed, and miss
 * what an `if` that passed evaluated (its issue 117), so they accept data the specification refuses.
 */
export function unevaluatedKeywords(base: Draft, dialect: Dialect): Keyword[] {
  const byName = (name: string) => base.keywords.find((keyword) => keyword.keyword === name);
  const properties = byName('unevaluatedProperties');
  const items = byName('unevaluatedItems');
  const keywords: Keyword[] = [];
  if (properties !== undefined) keywords.push({ ...properties, validate: checkProperties });
  if (items !== undefined) keywords.push({ ...items, validate: (params) => checkItems(params, dialect) });
  return keywords;
}

const checkProperties: Check = ({ node, data, pointer, path }) => {
  if (!isObject(data)) return undefined;
  const evaluated = evaluatedProperties(node, data, pointer, path, new Set(), true);
  if (evaluated === true) return undefined;
  const errors: JsonError[] = [];
  for (const key of Object.keys(data)) {
    if (evaluated.has(key)) continue;
    errors.push(...unevaluatedError(node, (node as InPlace).unevaluatedProperties, node.schema['unevaluatedProperties'], data[key], `${pointer}/${key}`, path, 'unevaluated-property-error'));
  }
  return errors;
};

function checkItems(params: Parameters<Check>[0], dialect: Dialect): ReturnType<Check> {
  const { node, data, pointer, path } = params;
  if (!Array.isArray(data)) return undefined;
  const evaluated: EvaluatedItems = { all: false, prefix: 0, indices: new Set() };
  evaluatedItems(node, data, pointer, path, dialect, evaluated, new Set(), true);
  if (evaluated.all) return undefined;
  const errors: JsonError[] = [];
  const refused = node.schema['unevaluatedItems'] === false;
  for (let index = evaluated.prefix; index < data.length; index++) {
    if (evaluated.indices.has(index)) continue;
    errors.push(...unevaluatedError(node, (node as InPlace).unevaluatedItems, node.schema['unevaluatedItems'], data[index], `${pointer}/${index}`, path, 'unevaluated-items-error'));
    // `false` refuses the array once, at its first item not evaluated (as Ajv says it: at most that many items).
    if (refused) break;
  }
  return errors;
}

function unevaluatedError(node: SchemaNode, child: SchemaNode | undefined, schema: unknown, value: unknown, pointer: string, path: Path, code: 'unevaluated-property-error' | 'unevaluated-items-error'): JsonError[] {
  if (child !== undefined) return child.validate(value, pointer, path).errors;
  if (schema !== false) return [];
  return [node.createError(code, { pointer, value, schema: node.schema })];
}

// The in-place subschemas of a node that pass on the data, in order: each branch that matched, `if` and
// the branch it chose, the dependent schemas of present properties, a reference's target.
function passingInPlace(node: SchemaNode, data: unknown, pointer: string, path: Path): SchemaNode[] {
  const held = node as unknown as InPlace;
  const passing: SchemaNode[] = [];
  for (const keyword of BRANCH_LISTS) for (const branch of held[keyword] ?? []) if (passes(branch, data, pointer, path)) passing.push(branch);
  if (held.if !== undefined) {
    const chosen = passes(held.if, data, pointer, path) ? (passing.push(held.if), held.then) : held.else;
    if (chosen !== undefined && passes(chosen, data, pointer, path)) passing.push(chosen);
  }
  if (held.dependentSchemas !== undefined && isObject(data)) {
    for (const [name, dependent] of Object.entries(held.dependentSchemas)) {
      if (Object.hasOwn(data, name) && isNode(dependent) && passes(dependent, data, pointer, path)) passing.push(dependent);
    }
  }
  const schema = node.schema;
  if (typeof schema['$ref'] === 'string' || typeof schema['$dynamicRef'] === 'string' || typeof schema['$recursiveRef'] === 'string') {
    const target = node.resolveRef({ pointer, path });
    if (target !== undefined && target !== node && passes(target, data, pointer, path)) passing.push(target);
  }
  return passing;
}

function isNode(value: unknown): value is SchemaNode {
  return isObject(value) && typeof value['validate'] === 'function';
}

function evaluatedProperties(node: SchemaNode, data: Record<string, unknown>, pointer: string, path: Path, seen: Set<SchemaNode>, own: boolean): Evaluated {
  const schema = node.schema as unknown;
  if (!isObject(schema) || seen.has(node)) return new Set();
  seen.add(node);
  if (schema['additionalProperties'] !== undefined || (!own && schema['unevaluatedProperties'] !== undefined)) return true;
  const evaluated = new Set<string>();
  const declared = isObject(schema['properties']) ? schema['properties'] : undefined;
  const patterns = (node as InPlace).patternProperties;
  for (const key of Object.keys(data)) {
    if ((declared !== undefined && Object.hasOwn(declared, key)) || (patterns?.some((entry) => entry.pattern.test(key)) ?? false)) evaluated.add(key);
  }
  for (const subschema of passingInPlace(node, data, pointer, path)) {
    const more = evaluatedProperties(subschema, data, pointer, path, seen, false);
    if (more === true) return true;
    for (const key of more) evaluated.add(key);
  }
  return evaluated;
}

function evaluatedItems(node: SchemaNode, data: unknown[], pointer: string, path: Path, dialect: Dialect, into: EvaluatedItems, seen: Set<SchemaNode>, own: boolean): void {
  const schema = node.schema as unknown;
  if (into.all || !isObject(schema) || seen.has(node)) return;
  seen.add(node);
  const items = schema['items'];
  if (!own && schema['unevaluatedItems'] !== undefined) into.all = true;
  if (dialect === '2019-09') {
    if (Array.isArray(items)) {
      into.prefix = Math.max(into.prefix, Math.min(data.length, items.length));
      if (schema['additionalItems'] !== undefined) into.all = true;
    } else if (items !== undefined) into.all = true;
  } else {
    if (Array.isArray(schema['prefixItems'])) into.prefix = Math.max(into.prefix, Math.min(data.length, schema['prefixItems'].length));
    if (items !== undefined) into.all = true;
    const contains = (node as InPlace).contains;
    if (contains !== undefined) data.forEach((item, index) => contains.validate(item, `${pointer}/${index}`, [...path]).valid && into.indices.add(index));
  }
  if (into.all) return;
  for (const subschema of passingInPlace(node, data, pointer, path)) evaluatedItems(subschema, data, pointer, path, dialect, into, seen, false);
}
