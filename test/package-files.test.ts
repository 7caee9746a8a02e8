import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));

describe('what the package ships', () => {
  // --ignore-scripts: list what `npm pack` would take from the dist/ that `npm test` has just built.
  const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' })) as [{ files: { path: string }[] }];
  const files = packed[0].files.map((file) => file.path);

  test('no source maps: they would point at a src/ the package does not include', () => {
    expect(files.filter((path) => path.endsWith('.map'))).toEqual([]);
    expect(files.filter((path) => path.startsWith('src/'))).toEqual([]);
  });

  test('no shipped script names a source map', () => {
    const naming = files.filter((path) => path.endsWith('.js') && readFileSync(`${root}${path}`, 'utf8').includes('sourceMappingURL'));
    expect(naming).toEqual([]);
  });

  test('the entry points and the schema are in it', () => {
    expect(files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/cli.js', 'dist/vitest.js', 'schemas/tool.schema.json', 'README.md', 'LICENSE']));
  });
});
