import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/**
 * Bundles the migrations and the CLI's `migrate` from src into a temporary ES module, for a child
 * process (which cannot import TypeScript) to run hostile cases with a small heap and a time
 * limit; dist/ is not read, so the tests see the source as it is. Resolves to the module's path.
 */
export async function bundleMigrate(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-migrate-'));
  const outfile = join(folder, 'migrate.mjs');
  const contents = ["export { migrateSchema } from './migrate/schema.ts';", "export { migrateManifest } from './migrate/manifest.ts';", "export { migrate } from './cli/migrate.ts';", "export { migrateText } from './cli/migrate-text.ts';"].join('\n');
  await build({ stdin: { contents, resolveDir: SRC, loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', mainFields: ['module', 'main'], outfile, logLevel: 'silent' });
  return outfile;
}

/** A file written into a new temporary folder; resolves to the folder. */
export function folderWith(name: string, text: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-migrate-files-'));
  writeFileSync(join(folder, name), text);
  return folder;
}
