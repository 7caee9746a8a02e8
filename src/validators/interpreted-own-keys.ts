import type { Draft, JsonError, SchemaNode } from 'json-schema-library';
import { isObject } from '../json.js';

type Keyword = Draft['keywords'][number];
type Params = Parameters<NonNullable<Keyword['validate']>>[0];
type Node = Params['node'];

/**
 * json-schema-library's object keywords that looked the data's property names up in plain
 * objects, made to ask for own keys only (found by holding it to Ajv and hyperjump on fuzzed
 * data): a property named `toString`, `constructor`, `valueOf` or `__proto__` found
 * Object.prototype's member there.
 * - `patternProperties` (which checks `additionalProperties: false` beside it) took such a name for
 *   one of `properties`, and let it pass;
 * - `additionalProperties` skipped a property named `_id` (the library's `propertyBlacklist`);
 * - `dependentRequired`, and the array form of `dependencies`, took such a required name for
 *   present in the data;
 * - these and `dependentSchemas` kept what they declare in plain maps: under `__proto__` an entry
 *   became the map's prototype, and the data's `parent` found a dependent schema there. They are
 *   kept own, in maps with no prototype.
 */
export function ownKeyKeywords(base: Draft): Keyword[] {
  const byName = (name: string) => base.keywords.find((keyword) => keyword.keyword === name);
  const keywords: Keyword[] = [];
  const additional = byName('additionalProperties');
  if (additional !== undefined) keywords.push({ ...additional, validate: validateOwnAdditionalProperties });
  const dependentSchemas = byName('dependentSchemas');
  if (dependentSchemas !== undefined) keywords.push({ ...dependentSchemas, parse: parsedThen(dependentSchemas, (node) => ownSchemas(node, 'dependentSchemas')) });
  const dependentRequired = byName('dependentRequired');
  if (dependentRequired !== undefined) {
    keywords.push({
      ...dependentRequired,
      parse: parsedThen(dependentRequired, (node) => ownLists(node, 'dependentRequired')),
      validate: ({ node, data, pointer }) => missingDependencies(node, data, pointer),
    });
  }
  const dependencies = byName('dependencies');
  if (dependencies !== undefined) {
    keywords.push({
      ...dependencies,
      parse: parsedThen(dependencies, (node) => {
        ownLists(node, 'dependencies');
        ownSchemas(node, 'dependencies');
      }),
      validate: ({ node, data, pointer, path }) => (isObject(data) ? [...missingDependencies(node, data, pointer), ...dependentSchemaErrors(node, data, pointer, path)] : undefined),
    });
  }
  return keywords;
}

// The keyword's own parse, then `own` on what it made.
function parsedThen(keyword: Keyword, own: (node: SchemaNode) => void): NonNullable<Keyword['parse']> {
  return (node) => {
    const result = keyword.parse?.(node);
    own(node);
    return result;
  };
}

/** `patternProperties`' check, with `additionalProperties: false` beside it: a name is one of `properties` only when it is an own key there. */
export function validateOwnPatternProperties({ node, data, pointer, path }: Params): JsonError[] | undefined {
  if (!isObject(data)) return undefined;
  const patterns = (node as unknown as { patternProperties?: { name: string; pattern: { test(input: string): boolean }; node: SchemaNode }[] }).patternProperties ?? [];
  const declared = node.schema['properties'];
  const closed = node.schema['additionalProperties'] === false;
  const errors: JsonError[] = [];
  for (const key of Object.keys(data)) {
    const value = data[key];
    let matched = false;
    for (const entry of patterns) {
      if (!entry.pattern.test(key)) continue;
      matched = true;
      errors.push(...entry.node.validate(value, `${pointer}/${key}`, path).errors);
    }
    if (matched || !closed || (isObject(declared) && Object.hasOwn(declared, key))) continue;
    errors.push(node.createError('no-additional-properties-error', { key, property: key, pointer: `${pointer}/${key}`, schema: node.schema, value, patterns: patterns.map(({ name }) => name).join(',') }));
  }
  return errors;
}

// `additionalProperties`' check where no `additionalProperties: false` sits beside `patternProperties` (that one is above).
function validateOwnAdditionalProperties({ node, data, pointer, path }: Params): JsonError[] | undefined {
  if (!isObject(data)) return undefined;
  const held = node as unknown as { properties?: Record<string, unknown>; patternProperties?: { pattern: { test(input: string): boolean } }[]; additionalProperties?: SchemaNode };
  const declared = held.properties ?? {};
  const errors: JsonError[] = [];
  for (const key of Object.keys(data)) {
    if (Object.hasOwn(declared, key) || held.patternProperties?.some((entry) => entry.pattern.test(key)) === true) continue;
    if (held.additionalProperties !== undefined) errors.push(...held.additionalProperties.validate(data[key], `${pointer}/${key}`, path).errors);
    else errors.push(node.createError('no-additional-properties-error', { pointer: `${pointer}/${key}`, schema: node.schema, value: data, property: key, properties: Object.keys(declared) }));
  }
  return errors;
}

const NOTHING_INHERITED: object = Object.freeze(Object.create(null) as object);

// The lists of names as the schema declares them, kept own in a map with no prototype.
function ownLists(node: SchemaNode, keyword: 'dependentRequired' | 'dependencies'): void {
  const declared = node.schema[keyword];
  const held = node as unknown as { dependentRequired?: Record<string, string[]> };
  if (!isObject(declared) || held.dependentRequired === undefined) return;
  // Both keywords fill the one map (2019-09 still reads `dependencies`): the first one made it own already.
  const own = Object.getPrototypeOf(held.dependentRequired) === NOTHING_INHERITED ? held.dependentRequired : (Object.create(NOTHING_INHERITED) as Record<string, string[]>);
  for (const [name, list] of Object.entries(declared)) {
    if (Array.isArray(list) && list.every((item) => typeof item === 'string')) Object.defineProperty(own, name, { value: list, enumerable: true, writable: true, configurable: true });
  }
  held.dependentRequired = own;
}

// The compiled dependent schemas as the schema declares them, kept own in a map with no prototype.
function ownSchemas(node: SchemaNode, keyword: 'dependentSchemas' | 'dependencies'): void {
  const declared = node.schema[keyword];
  const held = node as unknown as { dependentSchemas?: Record<string, unknown> };
  if (!isObject(declared) || held.dependentSchemas === undefined) return;
  const own = Object.getPrototypeOf(held.dependentSchemas) === NOTHING_INHERITED ? held.dependentSchemas : (Object.create(NOTHING_INHERITED) as Record<string, unknown>);
  for (const [name, schema] of Object.entries(declared)) {
    if (!isObject(schema) && typeof schema !== 'boolean') continue;
    // `dependentSchemas` keeps a boolean as it is, `dependencies` compiles it; under `__proto__` the library's map got a new prototype, not a key: that one is compiled here.
    const kept = typeof schema === 'boolean' && keyword === 'dependentSchemas';
    const child = kept ? schema : Object.hasOwn(held.dependentSchemas, name) ? held.dependentSchemas[name] : node.compileSchema(schema as never, `${node.evaluationPath}/${keyword}/${name}`, `${node.schemaLocation}/${keyword}/${name}`);
    Object.defineProperty(own, name, { value: child, enumerable: true, writable: true, configurable: true });
  }
  held.dependentSchemas = own;
}

function missingDependencies(node: Node, data: unknown, pointer: string): JsonError[] {
  const lists = (node as unknown as { dependentRequired?: Record<string, string[]> }).dependentRequired;
  if (lists === undefined || !isObject(data)) return [];
  const errors: JsonError[] = [];
  for (const property of Object.keys(data)) {
    if (!Object.hasOwn(lists, property)) continue;
    for (const missingProperty of lists[property] as string[]) {
      if (!Object.hasOwn(data, missingProperty)) errors.push(node.createError('missing-dependency-error', { missingProperty, property, pointer, schema: node.schema, value: data }));
    }
  }
  return errors;
}

// The schema form of `dependencies`, as json-schema-library checks it, reading own keys only.
function dependentSchemaErrors(node: Node, data: Record<string, unknown>, pointer: string, path: Params['path']): JsonError[] {
  const schemas = (node as unknown as { dependentSchemas?: Record<string, SchemaNode | boolean> }).dependentSchemas;
  if (schemas === undefined) return [];
  const errors: JsonError[] = [];
  for (const property of Object.keys(data)) {
    if (!Object.hasOwn(schemas, property)) continue;
    const dependent = schemas[property];
    if (dependent === false) errors.push(node.createError('missing-dependency-error', { pointer, schema: node.schema, value: data }));
    else if (typeof dependent === 'object') errors.push(...dependent.validate(data, pointer, path).errors);
  }
  return errors;
}
