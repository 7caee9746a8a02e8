import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileToolValidators, migrateSchema, ToolManifestError, vetToolManifest, type CompileOptions, type Issue } from '../../src/index.js';
import { corpusPath, mcpTool, packTool } from '../fixtures.js';

type Validate = (data: unknown) => { valid: boolean };

/** A schema compiled as a tool's input, or why it could not be. */
export function compileInput(manifest: Record<string, unknown>, options: CompileOptions): Validate | string {
  try {
    return compileToolValidators(manifest, options).input;
  } catch (error) {
    if (error instanceof ToolManifestError) return error.issues.map((issue) => issue.code).join(', ');
    throw error;
  }
}

/** One schema migrated and both sides compiled: the original as an MCP tool in its own dialect, the migrated one as a pack tool where it vets clean as one, else as a 2020-12 MCP tool. */
export interface Pair {
  readonly original: Validate | string;
  readonly migrated: Validate | string;
  readonly migration: Issue[];
  /** Whether the migrated schema vets clean as a pack tool's input. */
  readonly cleanAsPack: boolean;
  /** The pack-tool issues of the migrated schema, when not clean. */
  readonly packIssues: Issue[];
}

export function migratePair(input: Record<string, unknown>, options: CompileOptions): Pair {
  const { schema, issues } = migrateSchema(input, { to: '2020-12' });
  const pack = packTool({ input: schema });
  const packReport = vetToolManifest(pack, options);
  const packIssues = packReport.issues.filter((issue) => issue.severity === 'error');
  return {
    original: compileInput(mcpTool({ input }), options),
    migrated: compileInput(packIssues.length === 0 ? pack : mcpTool({ input: schema }), options),
    migration: issues,
    cleanAsPack: packIssues.length === 0,
    packIssues,
  };
}

/** The suite's `remotes/`, registered under the URIs the suite serves them at; nothing is fetched. */
export function suiteRemotes(): Record<string, unknown> {
  const root = corpusPath('JSON-Schema-Test-Suite/remotes');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : name.endsWith('.json') ? [join(dir, name)] : []));
  return Object.fromEntries(walk(root).map((file) => [`http://localhost:1234/${relative(root, file).split('\\').join('/')}`, JSON.parse(readFileSync(file, 'utf8')) as unknown]));
}

/** Whether a schema references a document outside itself (which keeps its own dialect's keywords). */
export function referencesElsewhere(schema: unknown): boolean {
  return /"\$(ref|recursiveRef)":\s*"(?!#)/.test(JSON.stringify(schema));
}

// Constructs with no exact strict-mode equivalent in 2020-12: what is left of them after a migration is the original's, not the migration's.
const NO_STRICT_EQUIVALENT = [/tuple but does not fix its length/, /is not a keyword Ajv knows/, /^Unknown format/, /which this schema's .* does not define/, /is also matched by the patternProperties/, /is ignored:/, /is greater than/];
const ORIGINAL_CONSTRUCT_CODES = new Set(['schema/pattern-redos', 'schema/proto-property', 'schema/unsupported', 'schema/unresolved-ref', 'schema/input-not-object']);

/** The pack-tool issues of a migrated schema that neither the original's own constructs nor a migration issue explain. */
export function unexplainedPackIssues(pair: Pair): Issue[] {
  // A `$schema` of no dialect a migration reads (a custom meta-schema) leaves the whole schema as it was: its issue at /$schema flags it all.
  const flagged = pair.migration.filter((issue) => issue.code === 'migrate/no-equivalent' || issue.code === 'dialect/unknown').map((issue) => `/input${issue.pointer.replace(/\/[^/]*$/, '')}`);
  return pair.packIssues.filter(
    (issue) =>
      !ORIGINAL_CONSTRUCT_CODES.has(issue.code) &&
      !NO_STRICT_EQUIVALENT.some((pattern) => pattern.test(issue.message)) &&
      !flagged.some((place) => issue.pointer === place || issue.pointer.startsWith(`${place}/`)),
  );
}
