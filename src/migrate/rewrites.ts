import { isPlainObject } from './keywords.js';
import { resolveUri, type MigrationContext } from './context.js';
import { rewritePointer } from './refs.js';
import { madeFrom } from './sources.js';

/** Where a node being migrated sits: the base URI, the resource it is in, and what encloses it. */
export interface Place {
  readonly base: string;
  /** The original schema of the resource this node is in. */
  readonly resource: unknown;
  readonly root: boolean;
  /** The types an enclosing schema limits this one to, through in-place applicators (allOf, anyOf, not, if…). */
  readonly types?: readonly unknown[];
}

// "#name" and "uri#name" name a plain-name fragment, which 2020-12 spells $anchor; "uri#" is "uri".
export function migrateId(id: string, put: (key: string, value: unknown) => void): void {
  const hash = id.indexOf('#');
  if (hash < 0) return put('$id', id);
  const uri = id.slice(0, hash);
  const fragment = id.slice(hash + 1);
  if (uri !== '') put('$id', uri);
  if (fragment !== '') put('$anchor', fragment);
}

export function migrateRef(reference: string, place: Place, context: MigrationContext): string {
  const hash = reference.indexOf('#');
  if (hash < 0) return reference;
  const base = reference.slice(0, hash);
  const fragment = reference.slice(hash + 1);
  if (!fragment.startsWith('/')) return reference;
  // Only a reference into this schema is rewritten: a document elsewhere keeps its own keywords.
  const target = base === '' ? place.resource : context.resources.get(resolveUri(base, place.base)?.replace(/#.*$/, '') ?? '');
  return target === undefined ? reference : `${base}#${rewritePointer(fragment, target)}`;
}

export function migrateDependencies(
  node: Record<string, unknown>,
  value: Record<string, unknown>,
  at: string,
  put: (key: string, value: unknown) => void,
  note: (key: string, message: string) => void,
  child: (item: unknown, name: string) => unknown,
): void {
  const required = Object.entries(value).filter(([, item]) => Array.isArray(item));
  const schemas = Object.entries(value).filter(([, item]) => !Array.isArray(item));
  const clash = (key: string, entries: [string, unknown][]) => entries.length > 0 && Object.hasOwn(node, key);
  if (clash('dependentRequired', required) || clash('dependentSchemas', schemas)) {
    note('dependencies', '"dependencies" sits beside "dependentRequired" or "dependentSchemas"; it is kept as it was rather than merged.');
    put('dependencies', value);
    return;
  }
  if (required.length > 0) put('dependentRequired', mapOf(Object.fromEntries(required), at, (item) => item));
  if (schemas.length > 0) put('dependentSchemas', mapOf(Object.fromEntries(schemas), at, child));
}

export function migrateRecursiveRef(
  node: Record<string, unknown>,
  value: string,
  place: Place,
  context: MigrationContext,
  put: (key: string, value: unknown) => void,
  note: (key: string, message: string) => void,
): void {
  if (value !== '#' || Object.hasOwn(node, '$ref')) {
    note('$recursiveRef', `"$recursiveRef": ${JSON.stringify(value)}${value === '#' ? ' beside a "$ref"' : ''} has no exact 2020-12 equivalent; it is kept as it was.`);
    put('$recursiveRef', value);
    return;
  }
  // "#" first resolves to its resource's root; it is dynamic only when that root says "$recursiveAnchor": true.
  const dynamic = isPlainObject(place.resource) && place.resource.$recursiveAnchor === true;
  if (dynamic) put('$dynamicRef', `#${context.recursiveName}`);
  else {
    put('$ref', '#');
    if (context.recursiveAnchored) note('$recursiveRef', 'Its resource has no "$recursiveAnchor": true, so by the specification it is a plain "$ref": "#", as migrated; but Ajv, and so the runtime, recursed to an outer "$recursiveAnchor" here, so the verdicts of the two can differ.');
  }
}

/** A map of names to values (`properties`, `$defs`…) with each value migrated; `at` is the original map's pointer. */
export function mapOf(value: Record<string, unknown>, at: string, migrate: (item: unknown, name: string) => unknown): Record<string, unknown> {
  const out = madeFrom({} as Record<string, unknown>, at);
  // defineProperty keeps a property named "__proto__" an own key.
  for (const [name, item] of Object.entries(value)) Object.defineProperty(out, name, { value: migrate(item, name), enumerable: true, writable: true, configurable: true });
  return out;
}
