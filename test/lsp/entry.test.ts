import { build } from 'esbuild';
import { expect, test } from 'vitest';

// The language server's dependency is for `kindgi-tool-manifest lsp` only: a runtime importing the library never loads it.
test('the main entry never reaches vscode-languageserver', async () => {
  const result = await build({ entryPoints: [new URL('../../dist/index.js', import.meta.url).pathname], bundle: true, platform: 'node', format: 'esm', write: false, metafile: true, logLevel: 'silent' });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((input) => input.includes('dist/fix/apply.js')), 'the bundle is the library').toBe(true);
  expect(inputs.filter((input) => input.includes('vscode-languageserver') || input.includes('/lsp/'))).toEqual([]);
});
