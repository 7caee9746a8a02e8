import { createRequire } from 'node:module';

// package.json sits two folders up from both src/cli and dist/cli.
const manifest = createRequire(import.meta.url)('../../package.json') as { version: string };

/** This package's version. */
export const VERSION: string = manifest.version;
