import type { Dialect } from '../dialects/table.js';
import { joinPointer, type Issue } from '../issue.js';
import { isPlainObject, LIST, MAP, SINGLE } from './keywords.js';
import { RefTargets } from './targets.js';

// Where a schema without an `$id` is taken to live, to resolve relative references against; never fetched.
const DEFAULT_BASE = 'https://migrate.invalid/schema.json';

/** What a migration knows about the whole schema before it rewrites any part. */
export interface MigrationContext {
  readonly from: Dialect;
  readonly issues: Issue[];
  /** The original schema of each embedded resource, by its absolute `$id`. */
  readonly resources: ReadonlyMap<string, Record<string, unknown>>;
  /** Every document pointer that a `$ref` in the schema points into. */
  readonly refTargets: RefTargets;
  /** The `$dynamicAnchor` name that stands for `$recursiveAnchor: true`, unused by any anchor. */
  readonly recursiveName: string;
  /** Whether some resource of the schema says `"$recursiveAnchor": true`. */
  readonly recursiveAnchored: boolean;
  /** Whether the schema uses `unevaluatedProperties` or `unevaluatedItems` anywhere. */
  readonly unevaluated: boolean;
}

/** The id keyword of a dialect: draft-04 spells it `id`. */
export function idKeyword(from: Dialect): 'id' | '$id' {
  return from === 'draft-04' ? 'id' : '$id';
}

/** Resolves a reference against a base URI; undefined when it cannot be. */
export function resolveUri(reference: string, base: string): string | undefined {
  try {
    return new URL(reference, base).href;
  } catch {
    return undefined;
  }
}

/**
 * Collects, in one walk of the original schema, its resources, the targets of its references and
 * the anchor names in use. The schema is a plain JSON copy (`readWhole`), no deeper than the
 * reader's 512 levels.
 */
export function prepare(schema: unknown, from: Dialect, issues: Issue[]): MigrationContext {
  const resources = new Map<string, Record<string, unknown>>();
  const refTargets: string[] = [];
  const anchors = new Set<string>();
  let recursiveAnchored = false;
  let unevaluated = false;
  const idKey = idKeyword(from);
  const visit = (node: unknown, pointer: string, base: string, resourcePointer: string): void => {
    if (!isPlainObject(node)) return;
    let here = base;
    let resourceAt = resourcePointer;
    const id = node[idKey];
    if (typeof id === 'string') {
      const resolved = resolveUri(id, base);
      if (resolved !== undefined) {
        const [uri = '', fragment = ''] = resolved.split('#');
        if (fragment === '') {
          here = uri;
          resourceAt = pointer;
          resources.set(uri, node);
        } else anchors.add(fragment);
      }
    }
    if (node.$recursiveAnchor === true) recursiveAnchored = true;
    if (Object.hasOwn(node, 'unevaluatedProperties') || Object.hasOwn(node, 'unevaluatedItems')) unevaluated = true;
    for (const key of ['$anchor', '$dynamicAnchor']) if (typeof node[key] === 'string') anchors.add(node[key] as string);
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) refTargets.push(resourceAt + decodeFragment(node.$ref.slice(1)));
    for (const [key, value] of Object.entries(node)) {
      if (SINGLE.has(key) || key === 'items' || key === 'additionalItems') {
        if (Array.isArray(value)) value.forEach((item, index) => visit(item, joinPointer(pointer, key, index), here, resourceAt));
        else visit(value, joinPointer(pointer, key), here, resourceAt);
      } else if (LIST.has(key) && Array.isArray(value)) value.forEach((item, index) => visit(item, joinPointer(pointer, key, index), here, resourceAt));
      else if ((MAP.has(key) || key === 'dependencies') && isPlainObject(value)) {
        for (const [name, item] of Object.entries(value)) visit(item, joinPointer(pointer, key, name), here, resourceAt);
      }
    }
  };
  visit(schema, '', DEFAULT_BASE, '');
  let recursiveName = 'recursive';
  for (let n = 2; anchors.has(recursiveName); n++) recursiveName = `recursive${n}`;
  return { from, issues, resources, refTargets: new RefTargets(refTargets), recursiveName, recursiveAnchored, unevaluated };
}

/** The base URI a schema's root starts from. */
export const ROOT_BASE = DEFAULT_BASE;

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
