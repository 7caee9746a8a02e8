import { createRequire } from 'node:module';

/**
 * Loads a dependency synchronously, where it is first needed, so that importing the library costs
 * only what vetting uses: Ajv's compiler, ajv-formats and re2js load with the first call validator.
 * Call it with a string literal only. In the published bundles, scripts/build.mjs replaces this
 * module with a switch over those literals whose branches are esbuild's own lazy module loaders: the
 * dependencies are bundled, and no Node built-in is imported.
 */
export const requireLazily: (id: string) => unknown = createRequire(import.meta.url);
