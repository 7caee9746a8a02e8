import { requireLazily } from '../runtime/lazy-require.js';

let version: string | undefined;

/** This package's version, read from its package.json on first use only (bundled into the published build). */
export function packageVersion(): string {
  version ??= (requireLazily('../../package.json') as { version: string }).version;
  return version;
}
