import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const entry = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

// Ajv and ajv-formats load on the first compile, never on the vet path (the built bundle, in a fresh
// process: its lazy loader records what it has loaded under a registered symbol).
const CHILD = `
const { vetToolManifest, compileToolValidators } = await import(${JSON.stringify(entry)});
const loaded = () => [...(globalThis[Symbol.for('kindgi-tool-manifest.lazilyLoaded')] ?? [])].filter((id) => /^ajv\\/dist\\/(2020|2019|ajv)\\.js$|^ajv-formats$/.test(id)).length;
const manifest = { id: 'acme.echo', description: 'Echoes.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' } };
const vetted = vetToolManifest(manifest).valid;
const afterVet = loaded();
compileToolValidators(manifest);
console.log(JSON.stringify({ vetted, afterVet, afterCompile: loaded() }));
`;

test('vetting loads no Ajv compiler; the first compile does', () => {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD], { encoding: 'utf8' });
  expect(child.stderr).toBe('');
  expect(JSON.parse(child.stdout)).toEqual({ vetted: true, afterVet: 0, afterCompile: 2 });
});
