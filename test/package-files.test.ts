import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
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

  // A consumer type-checks these (skipLibCheck off) with only the package and its peers installed:
  // dist/pack/document.d.ts, reached from index.d.ts through vetPack's module, imported jsonc-parser.
  test.each(['dist/index.d.ts', 'dist/vitest.d.ts', 'dist/testing/index.d.ts'])('the declarations %s reaches import no module a consumer lacks', (entry) => {
    const peers = Object.keys((JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies);
    const reached = new Set<string>();
    const outside = new Set<string>();
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (reached.has(file)) continue;
      reached.add(file);
      const code = readFileSync(`${root}${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      for (const [, spec] of code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        if (spec?.startsWith('.')) queue.push(posix.join(posix.dirname(file), (spec as string).replace(/\.js$/, '.d.ts')));
        else if (!spec?.startsWith('node:') && !peers.includes(spec as string) && !spec?.startsWith('kindgi-tool-manifest')) outside.add(`${spec as string} (from ${file})`);
      }
    }
    expect(reached.size).toBeGreaterThan(1);
    expect([...outside]).toEqual([]);
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
