import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleSrc } from '../support/child-bundle.js';

/**
 * Bundles the migrations and the CLI's `migrate` from src into a temporary ES module, for a child
 * process (which cannot import TypeScript) to run hostile cases with a small heap and a time
 * limit; dist/ is not read, so the tests see the source as it is. Resolves to the module's path.
 */
export async function bundleMigrate(): Promise<string> {
  const contents = ["export { migrateSchema } from './migrate/schema.ts';", "export { migrateManifest } from './migrate/manifest.ts';", "export { migrate } from './cli/migrate.ts';", "export { migrateText } from './cli/migrate-text.ts';"].join('\n');
  const { dir } = await bundleSrc({ migrate: { contents } });
  return join(dir, 'migrate.mjs');
}

/** A file written into a new temporary folder; resolves to the folder. */
export function folderWith(name: string, text: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-migrate-files-'));
  writeFileSync(join(folder, name), text);
  return folder;
}
