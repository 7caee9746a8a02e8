import { META_DOCUMENTS } from './meta-documents.js';
import type jsonSchemaTraverse from 'json-schema-traverse';
import type { Dialect } from '../dialects/table.js';
import { escapePointerToken } from '../issue.js';
import { isObject } from '../json.js';
import { requireLazily } from '../runtime/lazy-require.js';
import { fragmentTokens, identify, normalizeId, resolveUri, splitFragment } from './uri.js';

/** A schema (or any value) a URI can reach. */
export interface Location {
  readonly value: unknown;
  /** Its JSON pointer inside the checked schema; `undefined` inside a registry or built-in document. */
  readonly pointer: string | undefined;
  /** The base URI in force inside it, its own `$id` applied. */
  readonly base: string;
  /** Set when a JSON pointer reached it through a value vet does not check as a schema: that keyword (`default`, `enum`…). */
  readonly nonSchema?: string;
}

/** The URIs Ajv would know while compiling one schema: its ids and anchors, registry and meta documents. */
export interface ResourceIndex {
  readonly dialect: Dialect;
  readonly schemaId: '$id' | 'id';
  readonly byUri: Map<string, Location>;
  /** Anchors on a document's root object: Ajv never registers them, so only dynamic references see them. */
  readonly rootAnchors: Map<string, Location>;
  /** Ids and anchors the checked schema declares twice, where each second one sits: Ajv refuses such a schema. */
  readonly duplicates: { readonly uri: string; readonly pointer: string }[];
  /** The checked schema's root and the resource part of its base URI. */
  root?: Location;
  rootResource?: string;
}

const META = 'http://json-schema.org';
const JSON_SCHEMA_ORG = 'https://json-schema.org/draft';
const metaDocs = (draft: string, parts: string[]): [string, string][] => [
  [`${JSON_SCHEMA_ORG}/${draft}/schema`, `ajv/dist/refs/json-schema-${draft}/schema.json`],
  ...parts.map((part): [string, string] => [`${JSON_SCHEMA_ORG}/${draft}/meta/${part}`, `ajv/dist/refs/json-schema-${draft}/meta/${part}.json`]),
];
const DRAFT_07: [string, string] = [`${META}/draft-07/schema`, 'ajv/dist/refs/json-schema-draft-07.json'];

// The meta-schemas each dialect's Ajv instance has built in (see dialects/table.ts); the first is
// also what Ajv's alias `http://json-schema.org/schema` stands for. draft-06 runs on the draft-07 class.
const BUILTINS: Record<Dialect, [string, string][]> = {
  'draft-04': [[`${META}/draft-04/schema`, 'ajv-draft-04/dist/refs/json-schema-draft-04.json']],
  'draft-06': [DRAFT_07, [`${META}/draft-06/schema`, 'ajv/dist/refs/json-schema-draft-06.json']],
  'draft-07': [DRAFT_07],
  '2019-09': metaDocs('2019-09', ['core', 'applicator', 'validation', 'meta-data', 'format', 'content']),
  '2020-12': metaDocs('2020-12', ['core', 'applicator', 'unevaluated', 'validation', 'meta-data', 'format-annotation', 'content']),
};

const ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
// A pointer step into these lands on a map of schemas, whose `$id` key would be a property name.
const PREVENT_SCOPE_CHANGE = new Set(['properties', 'patternProperties', 'enum', 'dependencies', 'definitions']);
const MAX_DEPTH = 512; // JSON nesting, about 256 schema levels; deeper is the limits check's business
const MAX_NODES = 200_000;


const REF_KEYWORDS = ['$ref', '$dynamicRef', '$recursiveRef'];
const ID_KEYWORDS = ['$id', 'id', '$anchor', '$dynamicAnchor'];
// Loaded where a schema first has ids to register: as the library loads, its module built tables a vet of a schema without ids never reads.
let traverse_: typeof jsonSchemaTraverse | undefined;
const traverse: typeof jsonSchemaTraverse = ((...args: Parameters<typeof jsonSchemaTraverse>) => (traverse_ ??= requireLazily('json-schema-traverse') as typeof jsonSchemaTraverse)(...args)) as typeof jsonSchemaTraverse;
const has = (node: object, keys: readonly string[]): boolean => keys.some((key) => Object.prototype.hasOwnProperty.call(node, key));

/** What {@link survey} found out about a value. */
export interface Survey {
  /** Shallow and small enough for a recursive walk (which rules out cycles too). */
  readonly walkable: boolean;
  /** Some object in it has a reference keyword. */
  readonly refs: boolean;
  /** Some object below its root has an identifier or anchor keyword. */
  readonly ids: boolean;
}

/** One cheap pass that tells whether the other passes are needed, or safe. */
export function survey(value: unknown): Survey {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  let refs = false;
  let ids = false;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    if (depth > MAX_DEPTH || ++nodes > MAX_NODES) return { walkable: false, refs, ids };
    refs ||= has(node, REF_KEYWORDS);
    ids ||= depth > 0 && has(node, ID_KEYWORDS);
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return { walkable: true, refs, ids };
}

/** A new index for one check in `dialect`. */
export function createIndex(dialect: Dialect): ResourceIndex {
  return { dialect, schemaId: dialect === 'draft-04' ? 'id' : '$id', byUri: new Map(), rootAnchors: new Map(), duplicates: [] };
}

/**
 * Registers a document the way Ajv's `addSchema`/`getSchemaRefs` do: the document under `key` and
 * its own id, then every `$id`, `$anchor` and `$dynamicAnchor` below its root. Like Ajv, this walks
 * every key but `enum`, `const`, `default` and the like, and arrays only under `items`/`allOf`/`anyOf`/`oneOf`.
 * `pointer` is `''` for the checked schema, `undefined` for a registry document. Returns the root.
 */
export function addDocument(index: ResourceIndex, doc: unknown, key: string, pointer: string | undefined, surveyed?: Survey): Location {
  const ownId = isObject(doc) ? doc[index.schemaId] : undefined;
  const base = normalizeId(typeof ownId === 'string' && ownId !== '' ? ownId : key);
  const root: Location = { value: doc, pointer, base };
  // Ajv knows the checked schema by its id alone, a registry document also by its key
  for (const uri of pointer === undefined ? [normalizeId(key), base] : [base]) {
    if (!uri.startsWith('#') && !index.byUri.has(uri)) index.byUri.set(uri, root);
  }
  if (!isObject(doc)) return root;
  for (const anchor of [doc['$anchor'], doc['$dynamicAnchor']]) {
    const uri = typeof anchor === 'string' && ANCHOR.test(anchor) ? identify(base, `#${anchor}`) : undefined;
    if (uri !== undefined && !index.rootAnchors.has(uri)) index.rootAnchors.set(uri, root);
  }
  const { walkable, ids } = surveyed ?? survey(doc);
  if (!walkable || !ids) return root;
  const bases = new Map<string, string>([['', base]]);
  const pointers = new Map<string, string>([['', pointer ?? '']]);
  const declared = new Set<string>();
  traverse(doc, { allKeys: true }, (sch, jsonPtr, _root, parentPtr, parentKeyword, _parent, keyIndex) => {
    if (parentPtr === undefined) return;
    // json-schema-traverse leaves keyword names unescaped in its pointers; ours must be exact
    let own = `${pointers.get(parentPtr) ?? ''}/${escapePointerToken(parentKeyword ?? '')}`;
    if (keyIndex !== undefined) own += `/${escapePointerToken(keyIndex)}`;
    pointers.set(jsonPtr, own);
    let inner = bases.get(parentPtr) ?? '';
    const register = (uri: string | undefined, keyword: string): void => {
      if (uri === undefined) return;
      // Like Ajv's getSchemaRefs: one schema may declare an id or anchor once, even for equal subschemas.
      if (pointer !== undefined && declared.has(uri)) index.duplicates.push({ uri, pointer: `${own}/${escapePointerToken(keyword)}` });
      declared.add(uri);
      if (!index.byUri.has(uri)) index.byUri.set(uri, { value: sch, pointer: pointer === undefined ? undefined : own, base: inner });
    };
    const id: unknown = sch[index.schemaId];
    if (typeof id === 'string') {
      const uri = identify(inner, id);
      inner = resolveUri(inner, id) ?? uri ?? inner;
      register(uri, index.schemaId);
    }
    for (const keyword of ['$anchor', '$dynamicAnchor']) {
      const anchor = sch[keyword];
      if (typeof anchor === 'string' && ANCHOR.test(anchor)) register(identify(inner, `#${anchor}`), keyword);
    }
    bases.set(jsonPtr, inner);
  });
  return root;
}

const builtinCache = new Map<Dialect, Map<string, Location>>();

// Built once per dialect and only when a reference reaches for one: the documents never change.
function builtins(dialect: Dialect): Map<string, Location> {
  let cached = builtinCache.get(dialect);
  if (cached) return cached;
  const index = createIndex(dialect);
  for (const [uri, path] of BUILTINS[dialect]) {
    try {
      addDocument(index, META_DOCUMENTS[path]?.(), uri, undefined);
    } catch {
      // a meta-schema missing from the installed Ajv cannot be referenced in compile either
    }
  }
  const main = index.byUri.get(BUILTINS[dialect][0]?.[0] ?? '');
  if (main) index.byUri.set(`${META}/schema`, main);
  cached = index.byUri;
  builtinCache.set(dialect, cached);
  return cached;
}

function lookup(index: ResourceIndex, uri: string, resource: string): Location | undefined {
  const found = index.byUri.get(uri);
  if (found || (resource !== `${META}/schema` && !BUILTINS[index.dialect].some(([known]) => known === resource))) return found;
  return builtins(index.dialect).get(uri);
}

// Keywords whose values are data, never schemas: a pointer into them reaches something vet never checked as a schema.
const DATA_KEYWORDS = new Set(['default', 'examples', 'const', 'enum']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);

/** Follows a JSON pointer from a location, applying the `$id`s it passes as Ajv does; `undefined` if it leads nowhere. */
function walkPointer(from: Location, tokens: readonly string[], schemaId: string): Location | undefined {
  let { value, pointer, base } = from;
  // What the current value is: a schema, a list or map of schemas, or data under `nonSchema`.
  let position = 'schema' as 'schema' | 'list' | 'map' | 'other';
  let nonSchema: string | undefined;
  for (const token of tokens) {
    if (typeof value !== 'object' || value === null || !Object.prototype.hasOwnProperty.call(value, token)) return undefined;
    const parent = value;
    value = (value as Record<string, unknown>)[token];
    if (pointer !== undefined) pointer += `/${escapePointerToken(token)}`;
    if (position === 'schema' && nonSchema === undefined) {
      if (DATA_KEYWORDS.has(token)) nonSchema = token;
      position = SCHEMA_MAPS.has(token) ? 'map' : SCHEMA_LISTS.has(token) && Array.isArray(value) ? 'list' : isObject(parent) ? 'schema' : 'other';
    } else position = position === 'list' || position === 'map' ? 'schema' : 'other';
    const id = isObject(value) ? value[schemaId] : undefined;
    if (!PREVENT_SCOPE_CHANGE.has(token) && typeof id === 'string' && id !== '') base = resolveUri(base, id) ?? base;
  }
  return nonSchema === undefined ? { value, pointer, base } : { value, pointer, base, nonSchema };
}

/**
 * Where a reference leads, resolved against `base` as Ajv's compile resolves it; `undefined` when
 * it leads nowhere known (or is malformed). `dynamic` also lets it reach anchors on a document root.
 */
export function resolveReference(index: ResourceIndex, base: string, ref: string, dynamic: boolean): Location | undefined {
  const uri = resolveUri(base, ref);
  if (uri === undefined) return undefined;
  const [resource, fragment] = splitFragment(uri);
  const known = lookup(index, uri, resource) ?? (dynamic ? index.rootAnchors.get(uri) : undefined);
  if (known) return known;
  const from = resource === index.rootResource ? index.root : lookup(index, resource, resource);
  const tokens = fragment === undefined ? undefined : fragmentTokens(fragment);
  return from && tokens ? walkPointer(from, tokens, index.schemaId) : undefined;
}
