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
export function needsSpecSchemas(needsSpec: NeedsSpec | undefined, groups: readonly NeedsSpecSchemaGroup[] = ALL_GROUPS): NeedsSpecSchema[] {
  if (needsSpec === undefined) return [];
  let all = listed.get(needsSpec);
  if (all === undefined) listed.set(needsSpec, (all = listAll(needsSpec)));
  return groups === ALL_GROUPS ? [...all] : all.filter((entry) => groups.includes(entry.group));
}

// Three rules list the same needsSpec in one vet: listed once per needsSpec object (the vet's own
// tree, which nothing changes once it is read).
const listed = new WeakMap<NeedsSpec, readonly NeedsSpecSchema[]>();

function listAll(needsSpec: NeedsSpec): NeedsSpecSchema[] {
  return ALL_GROUPS.flatMap((group) =>
    Object.entries(needsSpec[group] ?? {}).map(([name, schema]) => ({ group, name, schema, pointer: joinPointer('/needsSpec', group, name) })),
  );
}
