import { joinPointer } from '../../issue.js';
import type { JsonSchemaObject, NeedsSpec } from '../../types.js';

/** The maps of `needsSpec` whose values are JSON Schemas. */
export type NeedsSpecSchemaGroup = 'env' | 'secrets' | 'config';

/** One JSON Schema of `needsSpec`, with where it sits in the manifest. */
export interface NeedsSpecSchema {
  readonly group: NeedsSpecSchemaGroup;
  readonly name: string;
  readonly schema: JsonSchemaObject;
  /** RFC 6901 pointer from the manifest root: `/needsSpec/env/API_URL`. */
  readonly pointer: string;
}

const ALL_GROUPS: readonly NeedsSpecSchemaGroup[] = ['env', 'secrets', 'config'];

/**
 * Every JSON Schema under `needsSpec.env`, `secrets` and `config` (or the groups asked for),
 * in that order.
 *
 * @example
 * ```ts
 * needsSpecSchemas({ env: { REGION: { type: 'string' } } });
 * // → [{ group: 'env', name: 'REGION', schema: { type: 'string' }, pointer: '/needsSpec/env/REGION' }]
 * ```
 */
export function needsSpecSchemas(needsSpec: NeedsSpec | undefined, groups: readonly NeedsSpecSchemaGroup[] = ALL_GROUPS): readonly NeedsSpecSchema[] {
  if (needsSpec === undefined) return [];
  if (needsSpec !== lastNeedsSpec) {
    lastListed = listAll(needsSpec);
    lastNeedsSpec = needsSpec;
  }
  const all = lastListed;
  if (groups === ALL_GROUPS) return all;
  if (!groups.some((group) => needsSpec[group] !== undefined)) return [];
  // A loop, not filter: the remembered list is frozen, and V8's filter on a frozen array takes a slow path.
  const chosen: NeedsSpecSchema[] = [];
  for (const entry of all) if (groups.includes(entry.group)) chosen.push(entry);
  return chosen;
}

// Three rules list the same needsSpec in one vet: listed once per needsSpec object (the vet's own
// tree, which nothing changes once it is read). The last one is kept, not every one in a WeakMap:
// a WeakMap entry for each vet's new tree costs more than the list.
let lastNeedsSpec: NeedsSpec | undefined;
let lastListed: readonly NeedsSpecSchema[] = [];

function listAll(needsSpec: NeedsSpec): readonly NeedsSpecSchema[] {
  const all: NeedsSpecSchema[] = [];
  for (const group of ALL_GROUPS) {
    const schemas = needsSpec[group];
    if (schemas === undefined || schemas === null) continue;
    for (const name of Object.keys(schemas)) all.push({ group, name, schema: schemas[name] as JsonSchemaObject, pointer: joinPointer('/needsSpec', group, name) });
  }
  return Object.freeze(all);
}
