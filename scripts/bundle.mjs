#!/usr/bin/env node
// `npm run build`, last step: one bundled ES module per entry point, with shared code split into
// chunks, every dependency bundled (vitest and fast-check stay peers), and src/runtime/lazy-require.ts
// replaced by esbuild's own lazy loaders, so importing the library loads only what vetting uses and
// imports no Node built-in. The licences of what is bundled go into dist/THIRD-PARTY-NOTICES.txt.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const src = join(root, 'src');

const existing = (names) => names.filter((name) => existsSync(join(src, `${name}.ts`)));

/** The library's entry points: the main entry and its subpaths, which share chunks and import no Node built-in. */
export const LIBRARY_ENTRIES = existing(['index', 'vitest', 'testing/index']);
/**
 * Node's own entry points: the CLI (with the language server) and the worker scripts (found by
 * their path from dist/). Built apart, with a real `require` for the CommonJS dependencies that load
 * Node built-ins at run time (vscode-languageserver), which the library's bundles must not import.
 */
export const NODE_ENTRIES = existing(['cli', 'cli-worker', 'schema-checks/redos/recheck-worker']);

function sources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sources(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every id the sources load lazily, from the literal argument of each `requireLazily('…')`. */
export function lazyIds() {
  const ids = new Set();
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/requireLazily\(\s*(['"`])([^'"`]+)\1\s*\)/g)) ids.add(match[2]);
    if (/requireLazily\(\s*[^'"`\s)]/.test(text) && !file.endsWith('lazy-require.ts')) throw new Error(`${file}: requireLazily takes a string literal`);
  }
  return [...ids].sort();
}

const RECORD = "(globalThis[Symbol.for('kindgi-tool-manifest.lazilyLoaded')] ??= new Set()).add(id);";

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

/** Where each lazily required module goes in the Node build: an entry of its own, `dist/chunks/lazy/<name>.js`. */
const lazyEntryName = (id) => `chunks/lazy/${id.replace(/^(\.\.\/)+/, '').replace(/[^A-Za-z0-9]+/g, '-')}`;
const PLACE = '@@lazy-place@@/';
/**
 * What the Node build keeps inside the bundle all the same: what is required as a module loads
 * (the bundled tool schema behind TOOL_SCHEMA, the package's version), where a file of its own would
 * only add a read.
 */
const INLINE_IDS = new Set(['../../schemas/tool.schema.json', '../../package.json']);
const splitIds = () => lazyIds().filter((id) => !INLINE_IDS.has(id));

/**
 * The Node build's plugin: each lazily required module is an entry point of its own (shared code in
 * chunks), and src/runtime/lazy-require.ts loads it with Node's `require`, which loads an ES module
 * synchronously since Node 20.19. So `import` parses only what a vet needs, and a compiler, re2js or
 * json-schema-library is read from disk the first time something asks for it. `require` comes from
 * `process.getBuiltinModule`, so the bundle has no static import of a Node built-in.
 */
export const lazyRequireSplit = {
  name: 'lazy-require-split',
  setup(build) {
    build.onResolve({ filter: /^lazy-entry:/ }, (args) => ({ path: args.path.slice('lazy-entry:'.length), namespace: 'lazy-entry' }));
    build.onLoad({ filter: /.*/, namespace: 'lazy-entry' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
      resolveDir: join(src, 'runtime'),
    }));
    build.onLoad({ filter: /[\\/]src[\\/]runtime[\\/]lazy-require\.ts$/ }, (args) => {
      const files = Object.fromEntries(splitIds().map((id) => [id, `${PLACE}${lazyEntryName(id)}.js`]));
      const inline = lazyIds().filter((id) => INLINE_IDS.has(id)).map((id) => `    case ${JSON.stringify(id)}: return require(${JSON.stringify(id)});`).join('\n');
      return {
        contents: `const FILES = ${JSON.stringify(files, null, 2)};
let nodeRequire;
export function requireLazily(id) {
  ${RECORD}
  switch (id) {
${inline}
  }
  const file = FILES[id];
  if (file === undefined) throw new Error('requireLazily: "' + id + '" is not in the bundle');
  nodeRequire ??= globalThis.process?.getBuiltinModule?.('node:module')?.createRequire(import.meta.url);
  if (nodeRequire === undefined) throw new Error('kindgi-tool-manifest: this build of the package is for Node (>= 20.19); elsewhere, import its standalone build (the "default" export condition)');
  return nodeRequire(file).default;
}
`,
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
    entryPoints: { ...entries(LIBRARY_ENTRIES), ...Object.fromEntries(splitIds().map((id) => [lazyEntryName(id), `lazy-entry:${id}`])) },
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [lazyRequireSplit],
  });
  placeLazyEntries(library.metafile);
  const standalone = await build({ ...common, outdir: join(root, 'dist', 'standalone'), entryPoints: entries(LIBRARY_ENTRIES), chunkNames: 'chunks/[name]-[hash]' });
  const node = await build({
    ...common,
    entryPoints: entries(NODE_ENTRIES),
    chunkNames: 'node-chunks/[name]-[hash]',
    banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  });
  const result = { metafile: { inputs: { ...library.metafile.inputs, ...standalone.metafile.inputs, ...node.metafile.inputs } } };
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

/** Makes the lazy loader's paths relative to the output file its code landed in (which esbuild chooses). */
function placeLazyEntries(metafile) {
  const holders = Object.entries(metafile.outputs).filter(([, output]) => Object.keys(output.inputs).some((input) => /src\/runtime\/lazy-require\.ts$/.test(input)));
  if (holders.length !== 1) throw new Error(`the lazy loader landed in ${holders.length} outputs`);
  const file = resolve(holders[0][0]);
  const up = relative(dirname(file), join(root, 'dist')).split(sep).filter(Boolean).map(() => '..');
  const prefix = up.length === 0 ? './' : `${up.join('/')}/`;
  const text = readFileSync(file, 'utf8');
  if (!text.includes(PLACE)) throw new Error(`${file}: no lazy places to fill in`);
  writeFileSync(file, text.replaceAll(PLACE, prefix));
}

/** Imports a module of src/ (or any TypeScript file, by absolute path) from a script: bundled in memory, as the published bundles are. */
export async function importSource(path) {
  const { outputFiles } = await build({ entryPoints: [path.startsWith('/') ? path : join(src, path)], bundle: true, write: false, format: 'esm', platform: 'node', mainFields: ['module', 'main'], plugins: [lazyRequire], logLevel: 'warning' });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundle();
