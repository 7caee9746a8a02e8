import { expect, test } from 'vitest';
import { build } from 'esbuild';
// @ts-expect-error a build script, without types
import { lazyRequire } from '../../scripts/bundle.mjs';

// The language server's dependency is for `kindgi-tool-manifest lsp` only: a runtime importing the
// library never loads it. The main entry is bundled here as the published bundle is.
test('the main entry never reaches vscode-languageserver', async () => {
  const entry = new URL('../../src/index.ts', import.meta.url).pathname;
  const result = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', mainFields: ['module', 'main'], write: false, metafile: true, plugins: [lazyRequire], external: ['vitest', 'fast-check'], logLevel: 'silent' });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((input) => input.endsWith('src/fix/apply.ts')), 'the bundle is the library').toBe(true);
  expect(inputs.filter((input) => input.includes('vscode-languageserver') || input.includes('/lsp/'))).toEqual([]);
});
