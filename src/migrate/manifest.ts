import { joinPointer, type Issue } from '../issue.js';
import { unreadable } from '../source/tree-messages.js';
import { isPlainObject } from './keywords.js';
import { migrateSchema, type SchemaMigration } from './schema.js';

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
 * other field is kept. A value that is not a manifest object comes back unchanged; one that
 * cannot be read (a getter or Proxy trap throws) comes back unchanged with `manifest/unreadable`.
 * It takes no options (a second argument is a `TypeError`).
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
  try {
    return migrated(manifest);
  } catch (thrown) {
    // A getter or Proxy trap of the caller's value threw: nothing is migrated, and the issue says why.
    return { manifest, issues: [unreadable('', thrown)], changed: false };
  }
}

function migrated(manifest: unknown): ManifestMigration {
  if (!isPlainObject(manifest)) return { manifest, issues: [], changed: false };
  const issues: Issue[] = [];
  const out: Record<string, unknown> = { ...manifest };
  let changed = false;
  for (const field of ['input', 'output'] as const) {
    const schema = manifest[field];
    if (!isPlainObject(schema) && typeof schema !== 'boolean') continue;
    const migration: SchemaMigration = migrateSchema(schema, { to: '2020-12' });
    issues.push(...migration.issues.map((issue) => ({ ...issue, pointer: joinPointer(`/${field}`) + issue.pointer })));
    if (!sameJson(migration.schema, schema)) changed = true;
    out[field] = migration.schema;
  }
  return { manifest: changed ? out : manifest, issues, changed };
}

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return a === b;
  }
}
