import { joinPointer, type Issue } from '../issue.js';
import { isPlainObject } from './keywords.js';
import { readWhole } from './read.js';
import { migrateCopy, type SchemaMigration } from './schema.js';

/** What {@link migrateManifest} made. */
export interface ManifestMigration {
  /** The manifest with `input` and `output` migrated; every other field as it was. */
  readonly manifest: unknown;
  /** The migration issues of both schemas, with pointers from the manifest's root (`/input/…`). */
  readonly issues: Issue[];
  /** Whether anything changed. */
  readonly changed: boolean;
}

/**
 * Turns a tool's schemas, an MCP server's tool in draft-06, draft-07 or 2019-09 say, into the
 * Draft 2020-12 schemas a pack tool needs, with {@link migrateSchema}'s exact rewrites; every
 * other field is kept. The manifest is read once, with the vet's bounded reader: one it cannot
 * read whole (a getter or Proxy trap throws, a cycle, a value that is not JSON, a limit) comes back
 * unchanged with the reader's issues (`manifest/unreadable`, `manifest/cycle`, `limit/size`…); a
 * value that is not a manifest object comes back unchanged. It takes no options (a second
 * argument is a `TypeError`).
 *
 * @example
 * ```ts
 * const { manifest, issues } = migrateManifest(mcpManifest);
 * const { transport, mcpEndpoint, ...packTool } = manifest as Record<string, unknown>;
 * vetToolManifest(packTool); // the pack tool's verdict
 * ```
 */
export function migrateManifest(manifest: unknown): ManifestMigration {
  // A JS caller's options would be ignored in silence: the one choice, `to`, is migrateSchema's.
  // eslint-disable-next-line prefer-rest-params
  if (arguments.length > 1 && arguments[1] !== undefined) throw new TypeError('migrateManifest takes no options: it migrates both schemas to 2020-12 (migrateSchema takes { to }).');
  const reading = readWhole(manifest, 'manifest');
  if (!reading.ok) return { manifest, issues: reading.issues, changed: false };
  const copy = reading.value;
  if (!isPlainObject(copy)) return { manifest, issues: [], changed: false };
  const issues: Issue[] = [];
  const out: Record<string, unknown> = { ...copy };
  let changed = false;
  for (const field of ['input', 'output'] as const) {
    const schema = copy[field];
    if (!isPlainObject(schema) && typeof schema !== 'boolean') continue;
    const migration: SchemaMigration = migrateCopy(schema, schema, undefined);
    issues.push(...migration.issues.map((issue) => ({ ...issue, pointer: joinPointer(`/${field}`) + issue.pointer })));
    // A plain JSON copy: its text is its value.
    if (JSON.stringify(migration.schema) !== JSON.stringify(schema)) changed = true;
    out[field] = migration.schema;
  }
  return { manifest: changed ? out : manifest, issues, changed };
}
