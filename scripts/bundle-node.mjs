// The Node build of the library (dist/*.js, dist/chunks/): what a vet never runs is not parsed at
// import. Each lazily required module (src/runtime/lazy-require.ts) is an entry point of its own,
// and so is each module in FACADES and DEFERRED (whose importers get stand-ins); src/runtime/lazy-require.ts becomes a loader that reads them
// with Node's `require`, which loads an ES module synchronously since Node 20.19. `require` comes
// from `process.getBuiltinModule`, so the bundle has no static import of a Node built-in.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { RECORD, lazyIds, src } from './lazy-ids.mjs';

/**
 * What src/index.ts re-exports that a vet never runs, and which functions of it: in the Node build
 * index.ts gets a stand-in for each, whose functions load the module on their first call. Other
 * importers (the vitest matchers, the testing helpers) still import the module itself.
 */
export const FACADES = {
  './validators/compile.js': ['compileToolValidators', 'clearValidatorCache', 'configureValidatorCache'],
  './migrate/schema.js': ['migrateSchema'],
  './migrate/manifest.js': ['migrateManifest'],
  './pack/vet-pack.js': ['vetPack'],
  './pack/load.js': ['loadPack'],
  './pack/vet-mcp-list.js': ['vetMcpToolList'],
  './format/index.js': ['formatResults'],
};

/**
 * Modules of src/ that a valid vet seldom runs, and the functions their importers call: in the Node
 * build every import of one, from anywhere in src/, gets a stand-in like FACADES', so the module and
 * what only it imports are parsed on the first call, not at import. The module stays an entry of the
 * library's build, so it shares the library's chunks (one copy of every cache and class).
 */
export const DEFERRED = {
  // The syntactic ReDoS analysis (automaton, ambiguity, attack strings): only for a pattern with an unbounded repeat that no cached verdict decides.
  './schema-checks/redos/syntactic.js': ['analyseSyntactically'],
  // Issues from the tool schema's errors (discriminated unions, did-you-mean, fix proposals): only for a manifest the envelope refuses.
  './envelope/errors.js': ['envelopeIssues'],
  // A `$schema` naming a meta-schema of `options.schemas`: only when it is no dialect's URI.
  './dialects/meta-schema.js': ['resolveMetaSchema'],
  // Fixes as text edits: only for an issue with a fix.
  './source/edits.js': ['toTextFix'],
  // The recheck worker's client: only for vetToolManifestAsync with patterns left undecided.
  './schema-checks/redos/recheck-client.js': ['recheckPatterns'],
  // Patterns on the linear engine, written in RE2's syntax: for a vet, only an env default with a pattern to judge.
  './validators/re2-syntax.js': ['compileLinear'],
};

const STAND_INS = { ...FACADES, ...DEFERRED };

/**
 * What stays inside the bundle all the same: what is required as a module loads (the bundled tool
 * schema behind TOOL_SCHEMA) or by every vet (the precompiled verdict of the tool schema), where a
 * file of its own would only add a read and a module to link (measured: ~2 ms more on a process's
 * first vet), and json-schema-traverse (small, but its module builds tables that only a schema with
 * ids needs). The tool schema's validator with errors is a file of its own: only a manifest that the
 * verdict refuses loads it.
 */
const INLINE_IDS = new Set(['../../schemas/tool.schema.json', '../../generated/tool-schema-check.cjs', 'json-schema-traverse']);

const moduleId = (path) => `module:${path.replace(/^\.\//, '').replace(/\.js$/, '')}`;
const entryName = (id) => `chunks/lazy/${id.replace(/^(\.\.\/)+/, '').replace(/[^A-Za-z0-9]+/g, '-')}`;
const splitIds = () => lazyIds().filter((id) => !INLINE_IDS.has(id));
const PLACE = '@@lazy-place@@/';

const subpathEntry = (name) => `chunks/subpath-${name.replace(/\//g, '-')}`;

/**
 * The library's entry points in the Node build: index.ts, and each subpath (vitest, testing) as a
 * module that also reaches all of index.ts's graph, as the stand-ins do, behind a file of the public
 * name that re-exports its names (writeSubpathForwarders). With every entry reaching that graph it
 * is one chunk, and `import` reads two files instead of four (each file is ~0.4 ms and 25 KB of
 * young generation on a cold start).
 */
export function nodeLibraryEntries(names) {
  return Object.fromEntries(names.map((name) => (name === 'index' ? [name, join(src, 'index.ts')] : [subpathEntry(name), `subpath-entry:${join(src, `${name}.ts`)}`])));
}

/** Writes dist/<subpath>.js for each subpath entry: its own exports, forwarded, without the reach to the main module. */
export function writeSubpathForwarders(metafile, outdir, names) {
  for (const name of names.filter((entry) => entry !== 'index')) {
    const built = join(outdir, `${subpathEntry(name)}.js`);
    const output = Object.entries(metafile.outputs).find(([path]) => resolve(path) === built);
    if (output === undefined) throw new Error(`no output for the ${name} entry`);
    const names = output[1].exports.filter((exported) => !exported.startsWith(MAIN_EXPORT));
    const file = join(outdir, `${name}.js`);
    const from = relative(dirname(file), built).split(sep).join('/');
    const specifier = JSON.stringify(from.startsWith('.') ? from : `./${from}`);
    writeFileSync(file, names.length > 0 ? `export { ${names.join(', ')} } from ${specifier};\n` : `import ${specifier};\n`);
  }
}

/** The Node build's entry points beyond the library's own: one per module of FACADES, sharing the library's chunks. */
export function facadeEntries() {
  return Object.fromEntries(Object.keys(STAND_INS).map((path) => [entryName(moduleId(path)), `stand-in-entry:${path}`]));
}

const MAIN_EXPORT = 'libraryMain_';
let mainExports;
// Each export named, not `export * as`: a namespace object would be built (35 getters) as the library loads.
const mainReexports = () => {
  mainExports ??= indexExportNames().map((name) => `${name} as ${MAIN_EXPORT}${name}`).join(', ');
  return `export { ${mainExports} } from ${JSON.stringify(join(src, 'index.ts'))};\n`;
};
/** The value exports of src/index.ts (explicit named exports, no `export *`), read with the TypeScript parser. */
function indexExportNames() {
  const ts = createRequire(import.meta.url)('typescript');
  const file = ts.createSourceFile('index.ts', readFileSync(join(src, 'index.ts'), 'utf8'), ts.ScriptTarget.Latest);
  return file.statements.flatMap((statement) => {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || statement.exportClause === undefined || !ts.isNamedExports(statement.exportClause)) return [];
    return statement.exportClause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text);
  });
}

/**
 * Each stand-in's module as an entry that also imports the library's main module: esbuild puts code
 * in a chunk per set of entries that reach it, so with every entry reaching all of index.ts's graph,
 * the modules a deferred one shares with the library stay in the library's few chunks instead of
 * splitting them into a dozen small ones (each one more file to resolve, read and link at import).
 */
const standInEntry = {
  filter: /^stand-in-entry:/,
  resolve: (args) => ({ path: args.path.slice('stand-in-entry:'.length), namespace: 'stand-in-entry' }),
  load: (args) => ({ contents: `export * from ${JSON.stringify(join(src, args.path.replace(/\.js$/, '.ts')))};\n${mainReexports()}`, loader: 'js', resolveDir: src }),
};

/**
 * The lazily required dependencies, built apart from the library (sharing chunks among themselves
 * only): a dependency the library also imports (ajv-formats' format table) is then in both, which
 * costs some bytes on disk but keeps the library's import to a few files instead of a dozen chunks
 * it shares with them.
 */
export const lazyDependencies = {
  entryPoints: () => Object.fromEntries(splitIds().map((id) => [entryName(id), `lazy-entry:${id}`])),
  chunkNames: 'chunks/lazy/shared-[hash]',
  plugin: {
    name: 'lazy-entry',
    setup(build) {
      build.onResolve({ filter: /^lazy-entry:/ }, (args) => ({ path: args.path.slice('lazy-entry:'.length), namespace: 'lazy-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'lazy-entry' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js', resolveDir: join(src, 'runtime') }));
    },
  },
};

// The loader of the lazily required files: a path for each of `ids`, from `PLACE` (the output folder, filled in after the build).
const loaderSource = (ids) => {
  const files = Object.fromEntries(ids.map((id) => [id, `${PLACE}${entryName(id)}.js`]));
  const inline = lazyIds().filter((id) => INLINE_IDS.has(id)).map((id) => `    case ${JSON.stringify(id)}: return require(${JSON.stringify(id)});`);
  // A switch, not an object of paths: nothing to build as the library loads.
  const places = Object.entries(files).map(([id, file]) => `    case ${JSON.stringify(id)}: return ${JSON.stringify(file)};`);
  return `function fileOf(id) {
  switch (id) {
${places.join('\n')}
  }
  return undefined;
}
let nodeRequire;
export function requireLazily(id) {
  ${RECORD}
  switch (id) {
${inline.join('\n')}
  }
  const file = fileOf(id);
  if (file === undefined) throw new Error('requireLazily: "' + id + '" is not in the bundle');
  nodeRequire ??= globalThis.process?.getBuiltinModule?.('node:module')?.createRequire(import.meta.url);
  if (nodeRequire === undefined) throw new Error('kindgi-tool-manifest: this build of the package is for Node (>= 20.19); elsewhere, import its standalone build (the "default" export condition)');
  const loaded = nodeRequire(file);
  return id.startsWith('module:') ? loaded : loaded.default;
}
`;
};

const facadeSource = (path) => {
  // Kept after the first call: `require` resolves its path again on every call (~1 µs), and a facade such as envelopeIssues runs once a vet.
  const load = `let loaded;\nconst load = () => (loaded ??= requireLazily(${JSON.stringify(moduleId(path))}));`;
  const forwards = STAND_INS[path].map((name) => `export function ${name}(...args) {\n  return load().${name}(...args);\n}`);
  return `import { requireLazily } from ${JSON.stringify(join(src, 'runtime', 'lazy-require.ts'))};\n${load}\n${forwards.join('\n')}\n`;
};

/** The esbuild plugin of the Node build: the loader, and index.ts's stand-ins. */
export const lazyRequireSplit = {
  name: 'lazy-require-split',
  setup(build) {
    const index = join(src, 'index.ts');
    build.onResolve({ filter: standInEntry.filter }, standInEntry.resolve);
    // A subpath's own module, with the re-exports added (not `export * from` it: vitest.ts is all side effects, which sideEffects: false would drop).
    build.onResolve({ filter: /^subpath-entry:/ }, (args) => ({ path: args.path.slice('subpath-entry:'.length), namespace: 'subpath-entry' }));
    build.onLoad({ filter: /.*/, namespace: 'subpath-entry' }, (args) => ({ contents: `${readFileSync(args.path, 'utf8')}\n${mainReexports()}`, loader: 'ts', resolveDir: dirname(args.path) }));
    build.onLoad({ filter: /.*/, namespace: 'stand-in-entry' }, standInEntry.load);
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.importer === index && FACADES[args.path]) return { path: args.path, namespace: 'lazy-facade' };
      if (args.namespace !== 'file' || !args.importer.startsWith(src + sep)) return undefined;
      const path = `./${relative(src, resolve(dirname(args.importer), args.path)).split(sep).join('/')}`;
      // A dynamic import is an entry of its own too: it reaches index.ts's graph like the stand-ins, or that graph splits into more chunks.
      if (args.kind === 'dynamic-import') return { path, namespace: 'stand-in-entry' };
      return DEFERRED[path] ? { path, namespace: 'lazy-facade' } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-facade' }, (args) => ({ contents: facadeSource(args.path), loader: 'js', resolveDir: src }));
    build.onLoad({ filter: /[\\/]src[\\/]runtime[\\/]lazy-require\.ts$/ }, (args) => ({ contents: loaderSource([...splitIds(), ...Object.keys(STAND_INS).map(moduleId)]), loader: 'js', resolveDir: dirname(args.path) }));
    // The bundled tool schema, read as the library loads (TOOL_SCHEMA): V8 parses a JSON string faster than the same object as a literal (0.3 -> 0.1 ms).
    build.onLoad({ filter: /[\\/]schemas[\\/]tool\.schema\.json$/ }, (args) => ({ contents: `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8'))))});`, loader: 'js' }));
  },
};

/**
 * After the build: makes the loader's paths relative to the output its code landed in (esbuild
 * chooses which), and checks that every stand-in forwards to a function of the module it loads.
 */
export function finishNodeBuild(metafile, outdir) {
  fillLazyPlaces(metafile, outdir);
  const require = createRequire(import.meta.url);
  for (const [path, names] of Object.entries(STAND_INS)) {
    const loaded = require(join(outdir, `${entryName(moduleId(path))}.js`));
    const missing = names.filter((name) => typeof loaded[name] !== 'function');
    if (missing.length > 0) throw new Error(`${path}: ${missing.join(', ')} must be functions to stand in for them`);
  }
}

// Makes the loader's paths relative to the output its code landed in (esbuild chooses which).
function fillLazyPlaces(metafile, outdir) {
  const holders = Object.entries(metafile.outputs).filter(([, output]) => Object.keys(output.inputs).some((input) => /src\/runtime\/lazy-require\.ts$/.test(input)));
  if (holders.length !== 1) throw new Error(`the lazy loader landed in ${holders.length} outputs`);
  const file = resolve(holders[0][0]);
  const up = relative(dirname(file), outdir).split(sep).filter(Boolean).map(() => '..');
  const text = readFileSync(file, 'utf8');
  if (!text.includes(PLACE)) throw new Error(`${file}: no lazy places to fill in`);
  writeFileSync(file, text.replaceAll(PLACE, up.length === 0 ? './' : `${up.join('/')}/`));
}

/**
 * The esbuild plugin of the CLI's build (the CLI, its workers): the library's code is bundled
 * into it, but each lazily required dependency is read on first use from the file the library's
 * Node build made of it (dist/chunks/lazy/), as the library does. So the CLI and each of its worker
 * threads parse the few hundred KB a check runs, not the 2 MB of every compiler and engine.
 */
export const lazyRequireFromLibrary = {
  name: 'lazy-require-from-library',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]runtime[\\/]lazy-require\.ts$/ }, (args) => ({ contents: loaderSource(splitIds()), loader: 'js', resolveDir: dirname(args.path) }));
  },
};

/** After the CLI's build: its loader's paths, relative to the output its code landed in. */
export function finishCliBuild(metafile, outdir) {
  fillLazyPlaces(metafile, outdir);
}
