import { describe, expect, test } from 'vitest';
import { vetPack, type PackOptions } from '../../src/index.js';

// Hostile answers are no ToolFile by type: they are what a caller's JavaScript may give.
const readTool = (given: () => unknown) => given as unknown as PackOptions['readTool'];

const pack = JSON.stringify({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', tools: [{ path: 'tools/search.json' }] });
const tool = JSON.stringify({ id: 'acme.search', description: 'Searches.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' }, mutating: false });

// What readTool gives is the caller's value: one that cannot be read is the caller's bug, a TypeError saying so, never what its trap threw.
describe('readTool’s answer that cannot be read is a TypeError that says so', () => {
  test.each([
    ['a Proxy whose get trap throws', () => new Proxy({}, { get: () => { throw new Error('trap'); } })],
    ['a revoked Proxy', () => { const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return proxy; }],
    ['a problem whose getter throws', () => ({ problem: { code: 'x/y', severity: 'error', get message(): string { throw new Error('getter'); } } })],
  ])('%s', (_name, given) => {
    expect(() => vetPack(pack, { readTool: readTool(given) })).toThrow(TypeError);
    expect(() => vetPack(pack, { readTool: readTool(given) })).toThrow(/options\.readTool\("tools\/search\.json"\).*cannot be read/);
  });
});

describe('readTool’s answer is read once', () => {
  test('a problem whose message is a string the first time and not the second is taken as it was read', () => {
    let reads = 0;
    const problem = { code: 'acme/offline', severity: 'error', hint: 'Mount the share.', get message(): unknown { return reads++ === 0 ? 'The share is offline.' : 5; } };
    const report = vetPack(pack, { readTool: readTool(() => ({ problem })) });
    expect(report.issues).toEqual([{ code: 'acme/offline', severity: 'error', message: 'The share is offline.', hint: 'Mount the share.', pointer: '/tools/0/path', line: 1, column: pack.indexOf('"tools/search.json"') + 1 }]);
    expect(reads).toBe(1);
  });

  test('bytes whose getter answers once: the bytes read are the ones vetted', () => {
    let reads = 0;
    const given = { file: 'tools/search.json', get bytes(): unknown { return reads++ === 0 ? new TextEncoder().encode(tool) : 'not bytes'; } };
    const report = vetPack(pack, { readTool: readTool(() => given) });
    expect(report.tools[0]?.report?.valid).toBe(true);
    expect(reads).toBe(1);
  });
});
