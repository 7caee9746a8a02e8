#!/usr/bin/env node
// `npm run build`, last step: one bundled ES module per entry point, with shared code split into
// chunks, every dependency bundled (vitest and fast-check stay peers), and no Node built-in imported
// by the library. Two builds of the library: for Node (dist/, the `node` export condition), where
// what a vet never runs sits in files of its own loaded on first use (scripts/bundle-node.mjs), and a
// standalone one (dist/standalone/: browsers, workers, bundlers), where every lazily required module
// is inside the bundle. The licences of what is bundled go into dist/THIRD-PARTY-NOTICES.txt.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { facadeEntries, finishCliBuild, finishNodeBuild, lazyDependencies, lazyRequireFromLibrary, lazyRequireSplit, nodeLibraryEntries, writeSubpathForwarders } from './bundle-node.mjs';
import { finishOutputs } from './node-outputs.mjs';
import { RECORD, lazyIds, root, src } from './lazy-ids.mjs';

export { lazyIds };

const existing = (names) => names.filter((name) => existsSync(join(src, `${name}.ts`)));

/** The library's entry points: the main entry and its subpaths, which share chunks and import no Node built-in. */
export const LIBRARY_ENTRIES = existing(['index', 'vitest', 'testing/index']);
/**
 * Node's own entry points: the CLI (with the language server) and the worker scripts (found by
 * their path from dist/). Built apart, with a real `require` for the CommonJS dependencies that load
 * Node built-ins at run time (vscode-languageserver), which the library's bundles must not import.
 */
export const NODE_ENTRIES = existing(['cli', 'cli-worker', 'schema-checks/redos/recheck-worker']);

/**
 * The esbuild plugin that turns src/runtime/lazy-require.ts into a switch of bundled lazy loaders:
 * every lazily required module is inside the bundle (parsed with it, run on first use). For the
 * standalone build (browsers, workers, bundlers), the CLI, and sources bundled by scripts and tests.
 */
export const lazyRequire = {
  name: 'lazy-require',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]runtime[\\/]lazy-require\.ts$/ }, (args) => {
      const cases = lazyIds().map((id) => `    case ${JSON.stringify(id)}: return require(${JSON.stringify(id)});`).join('\n');
      // What has been loaded, under a registered symbol, so a test can see that vetting loads no compiler.
      return {
        contents: `export function requireLazily(id) {\n  ${RECORD}\n  switch (id) {\n${cases}\n    default: throw new Error('requireLazily: "' + id + '" is not in the bundle');\n  }\n}\n`,
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};

/** Bundles every entry into dist/ and writes the notices of what the bundles carry. */
export async function bundle() {
  for (const folder of ['chunks', 'node-chunks', 'standalone']) rmSync(join(root, 'dist', folder), { recursive: true, force: true });
  const common = {
    outdir: join(root, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    mainFields: ['module', 'main'],
    target: 'node20',
    external: ['vitest', 'fast-check'],
    plugins: [lazyRequire],
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  };
  const entries = (names) => Object.fromEntries(names.map((name) => [name, join(src, `${name}.ts`)]));
  const library = await build({
    ...common,
    entryPoints: { ...nodeLibraryEntries(LIBRARY_ENTRIES), ...facadeEntries() },
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [lazyRequireSplit],
  });
  const dependencies = await build({ ...common, entryPoints: lazyDependencies.entryPoints(), chunkNames: lazyDependencies.chunkNames, plugins: [lazyDependencies.plugin] });
  finishNodeBuild(library.metafile, join(root, 'dist'));
  writeSubpathForwarders(library.metafile, join(root, 'dist'), LIBRARY_ENTRIES);
  finishOutputs([library.metafile, dependencies.metafile]);
  const standalone = await build({ ...common, outdir: join(root, 'dist', 'standalone'), entryPoints: entries(LIBRARY_ENTRIES), chunkNames: 'chunks/[name]-[hash]' });
  const node = await build({
    ...common,
    entryPoints: entries(NODE_ENTRIES),
    chunkNames: 'node-chunks/[name]-[hash]',
    plugins: [lazyRequireFromLibrary],
    banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  });
  finishCliBuild(node.metafile, join(root, 'dist'));
  finishOutputs([node.metafile]);
  const result = { metafile: { inputs: { ...library.metafile.inputs, ...dependencies.metafile.inputs, ...standalone.metafile.inputs, ...node.metafile.inputs } } };
// The licence of every package the bundles carry.
const packages = new Map();
for (const input of Object.keys(result.metafile.inputs)) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (match && !packages.has(match[1])) packages.set(match[1], join(root, 'node_modules', match[1]));
}
const notices = [...packages].sort(([a], [b]) => a.localeCompare(b)).map(([name, folder]) => {
  const { version, license } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const file = readdirSync(folder).find((entry) => /^(licen[cs]e|copying)/i.test(entry));
  const text = file === undefined ? `(no licence file; package.json says ${license})` : readFileSync(join(folder, file), 'utf8').trim();
  return `${name}@${version} (${license})\n\n${text}\n`;
});
writeFileSync(join(root, 'dist', 'THIRD-PARTY-NOTICES.txt'), `The bundles in this folder carry code of these packages, under these licences.\n\n${notices.join('\n' + '-'.repeat(72) + '\n\n')}`);
}

/** Imports a module of src/ (or any TypeScript file, by absolute path) from a script: bundled in memory, as the published bundles are. */
export async function importSource(path) {
  const { outputFiles } = await build({ entryPoints: [path.startsWith('/') ? path : join(src, path)], bundle: true, write: false, format: 'esm', platform: 'node', mainFields: ['module', 'main'], plugins: [lazyRequire], logLevel: 'warning' });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundle();
