import { requireLazily } from '../runtime/lazy-require.js';

// From src/runtime (and, bundled, from the build's view of it), package.json is two folders up.
const manifest = requireLazily('../../package.json') as { version: string };

/** This package's version. */
export const VERSION: string = manifest.version;
