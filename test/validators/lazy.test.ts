import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const entry = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
const example = fileURLToPath(new URL('../../examples/weather-pack-tool.json', import.meta.url));

// What the built bundle's lazy loader has loaded, in a fresh process: it records each id under a registered symbol.
const child = (script: string): unknown => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', `const loaded = () => [...(globalThis[Symbol.for('kindgi-tool-manifest.lazilyLoaded')] ?? [])].sort();\n${script}`], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
};

// Ajv and ajv-formats load on the first compile, never on the vet path.
test('vetting loads no Ajv compiler; the first compile does', () => {
  const result = child(`
const { vetToolManifest, compileToolValidators } = await import(${JSON.stringify(entry)});
const compilers = () => loaded().filter((id) => /^ajv\\/dist\\/(2020|2019|ajv)\\.js$|^ajv-formats$/.test(id)).length;
const manifest = { id: 'acme.echo', description: 'Echoes.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' } };
const vetted = vetToolManifest(manifest).valid;
const afterVet = compilers();
compileToolValidators(manifest);
console.log(JSON.stringify({ vetted, afterVet, afterCompile: compilers() }));`);
  expect(result).toEqual({ vetted: true, afterVet: 0, afterCompile: 2 });
});

// A valid manifest without patterns, as a value and as text: the first vet adds the precompiled
// tool-schema verdict and nothing else (no regex parser, no JSON parser beyond JSON.parse, not the
// tool-schema validator with errors, which only a manifest the verdict refuses needs).
test('the first vet of a value or of valid text loads only the precompiled tool-schema verdict', () => {
  const result = child(`
const { vetToolManifest } = await import(${JSON.stringify(entry)});
const atImport = loaded();
const text = (await import('node:fs')).readFileSync(${JSON.stringify(example)}, 'utf8');
const valid = vetToolManifest(JSON.parse(text)).valid && vetToolManifest(text).valid;
console.log(JSON.stringify({ atImport, valid, afterVets: loaded() }));`);
  expect(result).toEqual({ atImport: ['../../schemas/tool.schema.json'], valid: true, afterVets: ['../../generated/tool-schema-check.cjs', '../../schemas/tool.schema.json'] });
});

/** The paths of the node_modules files a built file and everything it imports statically carry (esbuild marks each module with its path). */
function staticModules(file: string, seen = new Set<string>(), modules: string[] = []): string[] {
  if (seen.has(file)) return modules;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, path] of text.matchAll(/^\/\/ node_modules\/(\S+)$/gm)) modules.push(path as string);
  for (const [, a, b] of text.matchAll(/^(?:import|export)[^;]*?from\s*"(\.[^"]+)"|^import\s*"(\.[^"]+)"/gms)) staticModules(resolve(dirname(file), (a ?? b) as string), seen, modules);
  return modules;
}

test('importing the Node build parses none of the big dependencies: they are files of their own', () => {
  const heavy = ['ajv/dist/core.js', 'ajv/dist/compile/', 're2js/', 'json-schema-library/', '@eslint-community/regexpp/', 'jsonc-parser/', 'semver/', 'fast-uri/', 'uri-js/'];
  const modules = staticModules(entry);
  expect(modules.length, 'the bundle marks its modules').toBeGreaterThan(0);
  expect(heavy.filter((prefix) => modules.some((path) => path.startsWith(prefix)))).toEqual([]);
});

// Formatting a number for a locale, comparing strings by locale or making an Intl object loads ICU's
// data on first use: ~15 ms, which a module-level message once put on every import. Neither the
// import nor the vet of a valid manifest may do it (an issue's message may).
test('the import and the vet of a valid manifest load no locale data', () => {
  const result = child(`
const calls = [];
const spy = (owner, name, label) => { const original = owner[name]; owner[name] = function (...args) { calls.push(label); return new.target ? new original(...args) : original.apply(this, args); }; };
spy(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
spy(Array.prototype, 'toLocaleString', 'Array#toLocaleString');
spy(String.prototype, 'localeCompare', 'String#localeCompare');
for (const name of ['NumberFormat', 'Collator', 'DateTimeFormat', 'PluralRules', 'ListFormat', 'Segmenter']) spy(Intl, name, 'Intl.' + name);
const { vetToolManifest } = await import(${JSON.stringify(entry)});
const atImport = [...calls];
const text = (await import('node:fs')).readFileSync(${JSON.stringify(example)}, 'utf8');
const valid = vetToolManifest(JSON.parse(text)).valid && vetToolManifest(text).valid;
console.log(JSON.stringify({ atImport, valid, afterVets: calls }));`);
  expect(result).toEqual({ atImport: [], valid: true, afterVets: [] });
});
