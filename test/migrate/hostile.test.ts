import { spawnSync } from 'node:child_process';
import { beforeAll, expect, test } from 'vitest';
import { bundleMigrate } from './bundle.js';

// Each case runs in its own child with a 256 MB heap and a time limit, so that running out of
// memory or a hang fails the case instead of the runner. The values are built in the child.
const D7 = 'http://json-schema.org/draft-07/schema#';
const CASES: { name: string; call: string; expect: { codes: string[]; pointers?: string[]; unchanged?: boolean; check?: string } }[] = [
  {
    // The walk copied every path of it: 18 levels took 1.7 s, 20 ran out of memory.
    name: 'a DAG of 30 levels of shared subschemas: limit/size',
    call: `(() => { let n = { type: 'object' }; for (let i = 0; i < 30; i++) n = { properties: { a: n, b: n } }; n.$schema = '${D7}'; return [n, K.migrateSchema(n)]; })()`,
    expect: { codes: ['limit/size'], pointers: [''], unchanged: true },
  },
  {
    name: 'the same DAG as a manifest’s input: limit/size',
    call: `(() => { let n = { type: 'object' }; for (let i = 0; i < 30; i++) n = { properties: { a: n, b: n } }; const m = { id: 'a.b', input: n }; return [m, K.migrateManifest(m)]; })()`,
    expect: { codes: ['limit/size'], pointers: [''], unchanged: true },
  },
  {
    // Two edges back to the root: 2^512 paths to the old depth limit, never done.
    name: 'a cycle with two edges back to the root: manifest/cycle at each',
    call: `(() => { const s = { $schema: '${D7}', properties: {} }; s.properties.a = s; s.properties.b = s; return [s, K.migrateSchema(s)]; })()`,
    expect: { codes: ['manifest/cycle'], pointers: ['/properties/a', '/properties/b'], unchanged: true },
  },
  {
    name: 'the same cycle in a manifest’s output',
    call: `(() => { const s = { properties: {} }; s.properties.a = s; s.properties.b = s; const m = { id: 'a.b', input: { type: 'object' }, output: s }; return [m, K.migrateManifest(m)]; })()`,
    expect: { codes: ['manifest/cycle'], pointers: ['/output/properties/a', '/output/properties/b'], unchanged: true },
  },
  {
    // Each subschema scanned every $ref target: 20,000 took 12 s, 30,000 about 27 s.
    name: '30,000 definitions with a type list, each referenced once: all migrated',
    call: `(() => { const definitions = {}, properties = {}; for (let i = 0; i < 30000; i++) { definitions['d' + i] = { type: ['string', 'number'], minLength: 1 }; properties['p' + i] = { $ref: '#/definitions/d' + i }; } const s = { $schema: '${D7}', type: 'object', definitions, properties }; return [s, K.migrateSchema(s)]; })()`,
    expect: { codes: [], check: `JSON.stringify([r.schema.$defs.d29999, r.schema.properties.p29999])` },
  },
  {
    // 1,400,000 empty objects fit in 4 MiB; their migration ran a 256 MB heap out of memory.
    name: 'a schema of 600,000 values (empty objects in a default): limit/size, before it is migrated',
    call: `(() => { const s = { $schema: '${D7}', definitions: {}, default: Array.from({ length: 600000 }, () => ({})) }; return [s, K.migrateSchema(s)]; })()`,
    expect: { codes: ['limit/size'], pointers: [''], unchanged: true },
  },
];

const CHILD = `
const [bundle, call, check] = process.argv.slice(1);
globalThis.K = await import(bundle);
const [input, r] = (0, eval)(call);
globalThis.r = r;
process.stdout.write(JSON.stringify({ codes: [...new Set(r.issues.map((issue) => issue.code))], pointers: r.issues.map((issue) => issue.pointer), unchanged: (r.schema ?? r.manifest) === input, check: check ? (0, eval)(check) : undefined }));
`;

let bundle = '';
beforeAll(async () => {
  bundle = await bundleMigrate();
});

test.each(CASES)('$name', ({ call, expect: expected }) => {
  const args = ['--max-old-space-size=256', '--input-type=module', '-e', CHILD, bundle, call, ...(expected.check === undefined ? [] : [expected.check])];
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 20_000 });
  expect(child.signal, 'the child was killed (time limit)').toBeNull();
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  const result = JSON.parse(child.stdout) as { codes: string[]; pointers: string[]; unchanged: boolean; check?: string };
  expect(result.codes).toEqual(expected.codes);
  if (expected.pointers !== undefined) expect(result.pointers).toEqual(expected.pointers);
  if (expected.unchanged !== undefined) expect(result.unchanged).toBe(expected.unchanged);
  if (expected.check !== undefined) expect(result.check).toBe(JSON.stringify([{ anyOf: [{ type: 'string', minLength: 1 }, { type: 'number' }] }, { $ref: '#/$defs/d29999' }]));
});
