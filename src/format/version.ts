import { createRequire } from 'node:module';

let version: string | undefined;

/** This package's version, read from its package.json on first use only (two folders up from src/format and dist/format). */
export function packageVersion(): string {
  version ??= (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
  return version;
}
