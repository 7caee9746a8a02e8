import type { Dialect } from '../dialects/table.js';
import { isObject } from '../json.js';
import { escapePointerToken } from '../issue.js';
import { baseOf } from '../schema-checks/refs.js';
import { addDocument, createIndex, resolveReference, type Location, type ResourceIndex } from '../schema-checks/resources.js';
import { resolveUri, splitFragment } from '../schema-checks/uri.js';
import { SchemaTooCostlyError, UnsatisfiableSchemaError } from './errors.js';
import { createLocalChecks, ROOT_KEY, type LocalCheck } from './local-check.js';
import type { ResolvedArbitraryOptions } from './options.js';

/** Where a subschema sits: its pointer in the tool's schema (none inside a registry document), base URI, and an address Ajv resolves. */
export interface Site {
  readonly pointer: string | undefined;
  readonly base: string;
  readonly address: string;
}

/** One tool schema being generated for: its dialect, references, and the places of its subschemas. */
export interface SchemaDoc {
  readonly field: 'input' | 'output';
  readonly dialect: Dialect;
  readonly root: unknown;
  readonly rootSite: Site;
  readonly options: ResolvedArbitraryOptions;
  /** The site of a subschema object of the schema itself; undefined for objects made while merging. */
  siteOf(schema: object): Site | undefined;
  /** The site a child of a site has, for an object the schema's own walk did not see (a registry document's). */
  childSite(parent: Site, child: unknown, ...tokens: (string | number)[]): Site;
  /** Where a reference leads from a base, or an UnsatisfiableSchemaError at `site`. */
  resolve(ref: string, site: Site, keyword: string): { readonly schema: unknown; readonly site: Site };
  /** The validator of one site: the full subschema there, references and all. */
  check(site: Site): LocalCheck;
  /** An UnsatisfiableSchemaError at a keyword of a site. */
  unsatisfiable(site: Site, keyword: string, reason: string): UnsatisfiableSchemaError;
  /** A SchemaTooCostlyError at a keyword of a site: values exist, but none the generator can afford. */
  tooCostly(site: Site, keyword: string, reason: string): SchemaTooCostlyError;
}

// Under these keywords sits a map of schemas: the map itself is not a schema.
const MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependencies', 'dependentSchemas']);
const VALUES = new Set(['enum', 'const', 'default', 'examples']);

/** Prepares a tool's schema for generation. */
export function createSchemaDoc(field: 'input' | 'output', root: unknown, dialect: Dialect, options: ResolvedArbitraryOptions): SchemaDoc {
  const registry = options.compile.schemas ?? {};
  const index: ResourceIndex = createIndex(dialect);
  const rootLocation = addDocument(index, root, '', '');
  index.root = rootLocation;
  index.rootResource = rootLocation.base === '' ? '' : splitFragment(resolveUri(rootLocation.base, '') ?? rootLocation.base)[0];
  for (const [uri, document] of Object.entries(registry)) if (uri !== '' && !uri.startsWith('#')) addDocument(index, document, uri, undefined);
  const sites = new Map<object, Site>();
  const rootSite = siteAt('', rootLocation.base);
  recordSites(root, rootSite, index, sites, 0);
  const checks = createLocalChecks(root, dialect, registry);
  const at = (site: Site, keyword: string): string => `/${field}${site.pointer ?? ''}/${escapePointerToken(keyword)}`;
  return {
    field,
    dialect,
    root,
    rootSite,
    options,
    siteOf: (schema) => sites.get(schema),
    childSite: (parent, child, ...tokens) => {
      const suffix = tokens.map((token) => `/${escapePointerToken(String(token))}`).join('');
      const pointer = parent.pointer === undefined ? undefined : parent.pointer + suffix;
      const base = baseOf(child, parent.base, index);
      return { pointer, base, address: pointer === undefined ? parent.address + encodeFragment(suffix) : siteAt(pointer, base).address };
    },
    resolve: (ref, site, keyword) => {
      const found: Location | undefined = resolveReference(index, site.base, ref, keyword !== '$ref');
      if (found === undefined) throw new UnsatisfiableSchemaError(keyword, at(site, keyword), `the reference ${JSON.stringify(ref)} leads nowhere inside the schema or the schemas option.`);
      const known = isObject(found.value) ? sites.get(found.value) : undefined;
      const absolute = resolveUri(site.base, ref) ?? ref;
      return { schema: found.value, site: known ?? (found.pointer === undefined ? { pointer: undefined, base: found.base, address: absolute } : siteAt(found.pointer, found.base)) };
    },
    check: (site) => checks(site.address),
    unsatisfiable: (site, keyword, reason) => new UnsatisfiableSchemaError(keyword, at(site, keyword), reason),
    tooCostly: (site, keyword, reason) => new SchemaTooCostlyError(keyword, at(site, keyword), reason),
  };
}

function siteAt(pointer: string, base: string): Site {
  return { pointer, base, address: `${ROOT_KEY}#${encodeFragment(pointer)}` };
}

function encodeFragment(pointer: string): string {
  return pointer.split('/').map(encodeURIComponent).join('/');
}

// JSON from a vetted manifest is a tree no deeper than the vet's limits; the depth bound is for safety only.
function recordSites(node: unknown, site: Site, index: ResourceIndex, sites: Map<object, Site>, depth: number): void {
  if (!isObject(node) || depth > 600 || sites.has(node)) return;
  sites.set(node, site);
  for (const [keyword, held] of Object.entries(node)) {
    if (VALUES.has(keyword)) continue;
    if (MAPS.has(keyword) && isObject(held)) {
      for (const [name, child] of Object.entries(held)) visitChild(child, site, [keyword, name], index, sites, depth);
    } else if (Array.isArray(held)) {
      held.forEach((child, position) => visitChild(child, site, [keyword, position], index, sites, depth));
    } else visitChild(held, site, [keyword], index, sites, depth);
  }
}

function visitChild(child: unknown, parent: Site, tokens: (string | number)[], index: ResourceIndex, sites: Map<object, Site>, depth: number): void {
  if (!isObject(child)) return;
  const pointer = (parent.pointer ?? '') + tokens.map((token) => `/${escapePointerToken(String(token))}`).join('');
  recordSites(child, siteAt(pointer, baseOf(child, parent.base, index)), index, sites, depth + 1);
}
