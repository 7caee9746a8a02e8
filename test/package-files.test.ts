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

describe('the README’s Install section', () => {
  const readme = readFileSync(`${root}README.md`, 'utf8');
  const install = readme.slice(readme.indexOf('## Install'), readme.indexOf('\n## ', readme.indexOf('## Install') + 1));

  test('says how to install before the package is published: from a clone, or from the tarball npm pack writes', () => {
    expect(install).toMatch(/not on the npm registry yet/);
    expect(install).toContain('npm pack');
    expect(install).toContain('npm install ../kindgi-tool-manifest/kindgi-tool-manifest-');
    expect(install).toContain('git clone');
  });

  test('names the tarball npm pack really writes', () => {
    const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };
    expect(install).toContain(`kindgi-tool-manifest-${version}.tgz`);
  });
});
