import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A file shipped with this package (`schemas/tool.schema.json`), found from this module upward: the
 * CLI runs from `src/cli/` in development and from a bundle in `dist/` when installed.
 */
export function packageFile(path: string): string {
  for (let up = '../'; up.length <= 12; up += '../') {
    const candidate = fileURLToPath(new URL(up + path, import.meta.url));
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`The package file ${path} is missing from this installation.`);
}
