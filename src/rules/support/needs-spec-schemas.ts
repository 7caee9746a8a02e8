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
  const chosen: NeedsSpecSchema[] = [];
  for (const entry of all) if (groups.includes(entry.group)) chosen.push(entry);
  return chosen;
}

// Three rules list the same needsSpec in one vet: listed once per needsSpec object (the vet's own
// tree, which nothing changes once it is read). The last one is kept, not every one in a WeakMap:
// a WeakMap entry for each vet's new tree costs more than the list.
let lastNeedsSpec: NeedsSpec | undefined;
let lastListed: readonly NeedsSpecSchema[] = [];

// Not frozen (readonly by type only): freezing cost more than listing. Each group is read by its
// name, not by one read of a group that varies, which costs more where most groups are absent.
function listAll(needsSpec: NeedsSpec): readonly NeedsSpecSchema[] {
  const all: NeedsSpecSchema[] = [];
  listGroup(all, 'env', needsSpec.env);
  listGroup(all, 'secrets', needsSpec.secrets);
  listGroup(all, 'config', needsSpec.config);
  return all;
}

function listGroup(all: NeedsSpecSchema[], group: NeedsSpecSchemaGroup, schemas: Readonly<Record<string, unknown>> | undefined | null): void {
  if (schemas === undefined || schemas === null) return;
  for (const name of Object.keys(schemas)) all.push({ group, name, schema: schemas[name] as JsonSchemaObject, pointer: joinPointer('/needsSpec', group, name) });
}
