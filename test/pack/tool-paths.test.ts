import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPack } from '../../src/index.js';

const tool = JSON.stringify({ id: 'acme.search', description: 'Searches.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' }, mutating: false });
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'pack-paths-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Each path names a file that is there on Linux, inside the pack (a name with "\" or ":" in it), so only the path as written can tell:
// on Windows each one reads a file outside the pack (or a URL's), and a pack must vet the same wherever it is unpacked.
describe('a {path} that leaves the pack on some system is pack/path-unsafe, though it stays inside on this one', () => {
  test.each([
    ['..\\outside\\tool.json', 'leaves the pack’s folder on Windows'],
    ['tools\\..\\..\\tool.json', 'leaves the pack’s folder on Windows'],
    ['C:tools\\tool.json', 'names a drive'],
    ['c:tool.json', 'names a drive'],
    ['file:tool.json', 'is a URL'],
    ['file:/etc/tool.json', 'is a URL'],
    ['https:/example.com/tool.json', 'is a URL'],
  ])('%s', async (path, words) => {
    const pack = join(folder, `pack-${encodeURIComponent(path)}`);
    mkdirSync(dirname(join(pack, path)), { recursive: true });
    writeFileSync(join(pack, path), tool);
    writeFileSync(join(pack, 'pack.json'), JSON.stringify({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', tools: [{ path }] }));
    const report = await loadPack(join(pack, 'pack.json'));
    expect(report.issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['pack/path-unsafe /tools/0/path']);
    expect(report.issues[0]?.message.replaceAll("'", '’')).toContain(words);
    expect(report.tools[0]?.report).toBeUndefined();
  });

  test('paths that stay inside on every system are read: "./", "a/../", a name with dots', async () => {
    const pack = join(folder, 'inside');
    mkdirSync(join(pack, 'tools'), { recursive: true });
    writeFileSync(join(pack, 'tools', 'search.v2.json'), tool);
    const paths = ['tools/search.v2.json', './tools/search.v2.json', 'x/../tools/search.v2.json', 'tools//search.v2.json'];
    writeFileSync(join(pack, 'pack.json'), JSON.stringify({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', tools: paths.map((path) => ({ path })) }));
    const report = await loadPack(join(pack, 'pack.json'));
    expect(report.tools.map((entry) => entry.report?.valid)).toEqual([true, true, true, true]);
    // One file by four spellings: one tool, four times.
    expect(new Set(report.issues.map((issue) => issue.code))).toEqual(new Set(['pack/duplicate-tool-id']));
  });

  test('a NUL in the path is pack/path-unreadable in words, not a Node error code', async () => {
    const pack = join(folder, 'nul');
    mkdirSync(pack, { recursive: true });
    writeFileSync(join(pack, 'pack.json'), JSON.stringify({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', tools: [{ path: 'tools/a.json\u0000.txt' }] }));
    const report = await loadPack(join(pack, 'pack.json'));
    expect(report.issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['pack/path-unreadable /tools/0/path']);
    expect(report.issues[0]?.message).toContain('NUL');
    expect(report.issues[0]?.message).not.toContain('ERR_');
  });
});
