import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { BoundedCache } from '../src/bounded-cache.js';

describe('BoundedCache', () => {
  test('forgets the oldest entry past its count', () => {
    const cache = new BoundedCache<number>(3);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key.charCodeAt(0));
    expect([cache.has('a'), cache.has('b'), cache.get('d'), cache.size]).toEqual([false, true, 100, 3]);
  });

  test('forgets the oldest entries past its characters of keys', () => {
    const cache = new BoundedCache<number>(100, 40);
    const key = (i: number) => String(i).padStart(2, '0');
    for (let i = 0; i < 20; i++) cache.set(key(i), i);
    // Twenty keys of two characters fill 40.
    expect([cache.size, cache.has('00')]).toEqual([20, true]);
    cache.set(key(20), 20);
    expect([cache.size, cache.has('00'), cache.has('01'), cache.get('20')]).toEqual([20, false, true, 20]);
  });

  test('keeps no key longer than a sixteenth of its characters, and a key set again counts once', () => {
    const cache = new BoundedCache<number>(100, 1600);
    cache.set('k'.repeat(101), 1);
    expect(cache.has('k'.repeat(101))).toBe(false);
    for (let i = 0; i < 50; i++) cache.set('k'.repeat(100), i);
    expect([cache.size, cache.get('k'.repeat(100))]).toEqual([1, 49]);
    for (let i = 0; i < 20; i++) cache.set(String(i).padStart(100, '0'), i);
    // 16 keys of 100 characters fill 1,600.
    expect(cache.size).toBe(16);
    cache.clear();
    expect(cache.size).toBe(0);
    cache.set('k'.repeat(100), 1);
    expect(cache.size).toBe(1);
  });
});

const root = fileURLToPath(new URL('../', import.meta.url));

// Each pattern is a distinct string the caches would have held (200 of 900 KB ran a 256 MB heap out
// of memory): 60 of 300,000 characters (each too long to keep) or of 200,000 (20 kept at most) had
// added 12–18 MB to the heap; now the caches hold at most 4 M characters.
const CHILD = `
import { vetToolManifest } from './dist/index.js';
const size = Number(process.argv[1]);
const vet = (pattern) => vetToolManifest({ id: 'acme.t', description: 'd', version: '1.0.0', input: { type: 'object', properties: { a: { type: 'string', pattern } }, additionalProperties: false }, output: { type: 'object' } });
vet('^a$');
globalThis.gc();
const before = process.memoryUsage().heapUsed;
for (let i = 0; i < 60; i++) vet('a'.repeat(size) + i);
globalThis.gc();
process.stdout.write(String(process.memoryUsage().heapUsed - before));
`;

test.each([300_000, 200_000])('vetting 60 manifests of distinct %i-character patterns holds no more than the caches’ bound', (size) => {
  const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--expose-gc', '--input-type=module', '-e', CHILD, String(size)], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  expect(child.signal, 'the child was killed (time limit)').toBeNull();
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  expect(Number(child.stdout)).toBeLessThan(8 * 2 ** 20);
});
