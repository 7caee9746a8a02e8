import { describe, expect, test } from 'vitest';
import { migrateManifest, migrateSchema } from '../../src/index.js';
import { RefTargets } from '../../src/migrate/targets.js';
import { mcpTool } from '../fixtures.js';

const D7 = 'http://json-schema.org/draft-07/schema#';
const D20 = 'https://json-schema.org/draft/2020-12/schema';
const codesAt = (issues: readonly { code: string; pointer: string }[]) => issues.map(({ code, pointer }) => ({ code, pointer }));

describe('migrateSchema reads its input with the vet’s reader: bad input is issues, never a throw', () => {
  const { proxy: revoked, revoke } = Proxy.revocable({}, {});
  revoke();
  test.each<[string, () => unknown, { code: string; pointer: string }[]]>([
    ['a getter on $schema that throws', () => ({ get $schema(): never { throw new Error('boom'); }, type: 'string' }), [{ code: 'manifest/unreadable', pointer: '/$schema' }]],
    ['a Proxy root whose ownKeys trap throws', () => new Proxy({}, { ownKeys() { throw new Error('trap'); } }), [{ code: 'manifest/unreadable', pointer: '' }]],
    ['a Proxy root whose get trap throws', () => new Proxy({ type: 'string' }, { get() { throw new Error('trap'); } }), [{ code: 'manifest/unreadable', pointer: '/type' }]],
    ['a revoked Proxy root', () => revoked, [{ code: 'manifest/unreadable', pointer: '' }]],
    ['a function inside', () => ({ $schema: D7, default: () => 1 }), [{ code: 'manifest/not-json', pointer: '/default' }]],
  ])('%s', (_name, make, expected) => {
    const schema = make();
    const result = migrateSchema(schema, { to: '2020-12' });
    expect(codesAt(result.issues)).toEqual(expected);
    expect(result.schema).toBe(schema);
  });

  test('a getter is run once, and the migration is of what it gave', () => {
    let reads = 0;
    const schema = { get $schema() { reads++; return D7; }, definitions: { a: {} } };
    expect(migrateSchema(schema).schema).toEqual({ $schema: D20, $defs: { a: {} } });
    expect(reads).toBe(1);
  });

  test('bad options are still a TypeError, before the schema is read', () => {
    expect(() => migrateSchema(revoked, { to: '2019-09' } as never)).toThrow(TypeError);
  });

  test('primitives come back as they are, without issues', () => {
    for (const value of [undefined, null, 3, 'x', true]) expect(migrateSchema(value)).toEqual({ schema: value, from: '2020-12', issues: [] });
  });

  test('migrateManifest names the field a getter throws at, and keeps the manifest', () => {
    const manifest = mcpTool({ output: { type: 'object' } });
    Object.defineProperty(manifest, 'input', { enumerable: true, get: () => { throw new Error('no input'); } });
    const result = migrateManifest(manifest);
    expect(codesAt(result.issues)).toEqual([{ code: 'manifest/unreadable', pointer: '/input' }]);
    expect(result.manifest).toBe(manifest);
    expect(result.changed).toBe(false);
  });
});

describe('a $schema of no dialect a migration reads leaves the schema as it was', () => {
  test.each([['draft-03', 'http://json-schema.org/draft-03/schema#'], ['a custom meta-schema', 'https://example.com/my-meta'], ['not a string', 7]])('%s: dialect/unknown at /$schema', (_name, $schema) => {
    const schema = { $schema, type: 'object', definitions: { a: { type: ['string', 'number'] } }, properties: { a: { type: 'string', required: true } } };
    const result = migrateSchema(schema);
    expect(result.schema).toBe(schema);
    expect(codesAt(result.issues)).toEqual([{ code: 'dialect/unknown', pointer: '/$schema' }]);
    expect(result.issues[0]?.message).toMatch(/no dialect a migration reads .*; the schema is left as it was\.$/);
  });

  test('unless `from` says which dialect it is in', () => {
    const result = migrateSchema({ $schema: 'https://example.com/my-meta', definitions: {} }, { from: 'draft-07', to: '2020-12' });
    expect(result).toEqual({ schema: { $schema: D20, $defs: {} }, from: 'draft-07', issues: [] });
  });

  test('migrateManifest migrates the other schema, and points at the one it left', () => {
    const result = migrateManifest(mcpTool({ input: { $schema: 'http://json-schema.org/draft-03/schema#', type: 'object' }, output: { $schema: D7, definitions: {} } }));
    expect(codesAt(result.issues)).toEqual([{ code: 'dialect/unknown', pointer: '/input/$schema' }]);
    expect(result.manifest).toMatchObject({ input: { $schema: 'http://json-schema.org/draft-03/schema#', type: 'object' }, output: { $schema: D20, $defs: {} } });
  });
});

describe('RefTargets answers what a scan of every target did', () => {
  const targets = ['/$defs/a', '/$defs/ab/items', '/properties/x~1y', '', '/a%25'];
  const index = new RefTargets(targets);
  test.each(['', '/$defs', '/$defs/a', '/$defs/ab', '/$defs/ab/items', '/$defs/a/b', '/properties', '/properties/x~1y', '/a', '/a%25', '/b', '/$def'])('%j', (pointer) => {
    expect(index.reaches(pointer)).toBe(targets.some((target) => target === pointer || target.startsWith(`${pointer}/`)));
    expect(index.under(pointer)).toBe(targets.some((target) => target.startsWith(`${pointer}/`)));
  });
});
