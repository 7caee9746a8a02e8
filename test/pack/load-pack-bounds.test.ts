import { spawnSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { loadPack, vetPack } from '../../src/index.js';
import { vetPackBytes } from '../../src/pack/load-pack.js';
import { MAX_TOOL_FILE_BYTES } from '../../src/pack/pack-entry.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
let folder: string;

// A valid tool of about a megabyte: 900 properties with long descriptions.
function bigTool(id: string): string {
  const properties = Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`p${i}`, { type: 'string', description: 'x'.repeat(1_090) }]));
  return JSON.stringify({ id, description: 'A big tool.', version: '1.0.0', input: { type: 'object', properties, additionalProperties: false }, output: { type: 'object' }, mutating: false });
}

function writePack(dir: string, paths: readonly string[]): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'pack.json'), JSON.stringify({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', tools: paths.map((path) => ({ path })) }));
  return join(dir, 'pack.json');
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'pack-bounds-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// In a child with a 256 MB heap and a time limit: 400 spellings of one 1 MB file had each been read and vetted, and ran out of memory.
const CHILD = `
import { loadPack } from './dist/index.js';
const report = await loadPack(process.argv[1]);
const codes = {};
for (const issue of report.issues) codes[issue.code] = (codes[issue.code] ?? 0) + 1;
process.stdout.write(JSON.stringify({ codes, reports: new Set(report.tools.map((tool) => tool.report)).size, valid: report.tools.map((tool) => tool.report?.valid) }));
`;

describe('loadPack reads one file once, whatever it is called', () => {
  test('400 spellings of one 1 MB tool file, a symbolic link and a hard link to it: read and vetted once', () => {
    const dir = join(folder, 'spellings');
    const pack = writePack(dir, [...Array.from({ length: 400 }, (_, i) => `${'./'.repeat(i)}x.json`), 'tools/../x.json', 'link.json', 'hard.json']);
    writeFileSync(join(dir, 'x.json'), bigTool('acme.big'));
    symlinkSync(join(dir, 'x.json'), join(dir, 'link.json'));
    linkSync(join(dir, 'x.json'), join(dir, 'hard.json'));
    const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--input-type=module', '-e', CHILD, pack], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(child.signal, 'the child was killed (time limit)').toBeNull();
    expect(child.stderr).toBe('');
    const result = JSON.parse(child.stdout) as { codes: Record<string, number>; reports: number; valid: boolean[] };
    expect(result.reports).toBe(1);
    expect(result.valid.every((valid) => valid)).toBe(true);
    // Every entry after the first names the same tool again.
    expect(result.codes).toEqual({ 'pack/duplicate-tool-id': 402 });
  }, 90_000);
});

describe('the tool files one pack takes in all', () => {
  test(`past ${MAX_TOOL_FILE_BYTES.toLocaleString('en')} bytes, the files after are not read`, async () => {
    const dir = join(folder, 'many');
    mkdirSync(dir, { recursive: true });
    const text = bigTool('acme.t');
    const count = Math.ceil(MAX_TOOL_FILE_BYTES / text.length) + 2;
    for (let i = 0; i < count; i++) writeFileSync(join(dir, `t${i}.json`), text.replace('"acme.t"', `"acme.t${i}"`));
    const report = await loadPack(writePack(dir, Array.from({ length: count }, (_, i) => `t${i}.json`)));
    const refused = report.issues.filter((issue) => issue.code === 'limit/size');
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]?.message).toMatch(/would bring the pack's tool files to at least [\d,]+ bytes, over the 67,108,864 one pack takes; it was not read\./);
    expect(refused[0]?.pointer).toBe(`/tools/${count - refused.length}/path`);
    expect(report.tools.filter((tool) => tool.report?.valid === true)).toHaveLength(count - refused.length);
  }, 90_000);

  test('vetPack: texts readTool gives count toward the bound, and one past it is refused before it is encoded or vetted', () => {
    const text = bigTool('acme.t');
    const count = Math.ceil(MAX_TOOL_FILE_BYTES / text.length) + 3;
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    const report = vetPack({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', tools: Array.from({ length: count }, (_, i) => ({ path: `t${i}.json` })) }, { readTool: (path) => text.replace('"acme.t"', `"acme.${path.slice(0, -5)}"`) });
    const encoded = encode.mock.calls.filter(([input]) => typeof input === 'string' && input.length >= text.length).length;
    encode.mockRestore();
    const refused = report.issues.filter((issue) => issue.code === 'limit/size');
    expect(refused.map((issue) => issue.pointer)).toEqual(Array.from({ length: refused.length }, (_, i) => `/tools/${count - refused.length + i}/path`));
    expect(refused.length).toBeGreaterThanOrEqual(3);
    expect(encoded).toBe(count - refused.length);
  }, 60_000);

  test('only the entries a pack vets are looked up: the first 10,000', async () => {
    const dir = join(folder, 'entries');
    const pack = writePack(dir, Array.from({ length: 20_000 }, (_, i) => `missing-${i}.json`));
    let asked = 0;
    const report = await vetPackBytes(new TextEncoder().encode(JSON.stringify({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', tools: Array.from({ length: 20_000 }, (_, i) => ({ path: `missing-${i}.json` })) })), pack, {
      optionsFor: () => {
        asked++;
        return {};
      },
    });
    expect(asked).toBe(10_000);
    expect(report.issues.filter((issue) => issue.code === 'pack/path-unreadable')).toHaveLength(10_000);
  }, 60_000);

  test('a pack refused whole (past its nesting) looks up no file', async () => {
    let asked = 0;
    const text = `{"tools":[{"path":"x.json"}],"x":${'['.repeat(600)}${']'.repeat(600)}}`;
    const report = await vetPackBytes(new TextEncoder().encode(text), join(folder, 'pack.json'), { optionsFor: () => (asked++, {}) });
    expect(asked).toBe(0);
    expect(report.issues.map((issue) => issue.code)).toEqual(['limit/depth']);
  });
});
