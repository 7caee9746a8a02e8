import { describe, expect, test, vi } from 'vitest';
import { vetMcpToolList, vetPack, type ToolFile } from '../../src/index.js';

const tool = (id: string, version = '1.0.0') => ({ id, description: `The ${id} tool.`, version, input: { type: 'object' }, output: { type: 'object' } });
const pack = (extra: Record<string, unknown> = {}) => ({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', ...extra });
const agent = (tools: unknown[]) => ({ id: 'helper', instructions: 'Help.', capabilities: 'support', tools });
const codes = (report: { issues: { code: string; pointer: string }[] }) => report.issues.map((issue) => `${issue.code} ${issue.pointer}`);

describe('vetPack', () => {
  test.each([
    ['a clean pack', pack({ tools: [tool('acme.a'), tool('acme.b')] }), []],
    ['two tools with one id', pack({ tools: [tool('acme.a'), tool('acme.a')] }), ['pack/duplicate-tool-id /tools/1/id']],
    ['a tool outside the namespace', pack({ tools: [tool('other.a')] }), ['pack/tool-outside-namespace /tools/0/id']],
    ['an agent naming a tool the pack lacks, in its namespace', pack({ tools: [tool('acme.a')], agents: [agent([{ id: 'acme.b', version: '1.0.0' }])] }), ['pack/agent-tool-unknown /agents/0/tools/0/id']],
    ['an agent naming other packs’ and the runtime’s tools', pack({ tools: [tool('acme.a')], agents: [agent([{ id: 'other.b', version: '9' }, { id: 'kindgi.mail', version: '*' }])] }), []],
    ['a range no version satisfies', pack({ tools: [tool('acme.a', '1.4.0')], agents: [agent([{ id: 'acme.a', version: '^2.0.0' }])] }), ['pack/agent-tool-version /agents/0/tools/0/version']],
    ['a range one version satisfies', pack({ tools: [tool('acme.a', '1.4.0')], agents: [agent([{ id: 'acme.a', version: '>=1.0.0 <2.0.0' }])] }), []],
    ['a range that is not one', pack({ tools: [tool('acme.a')], agents: [agent([{ id: 'acme.a', version: 'latest' }])] }), ['pack/agent-tool-version /agents/0/tools/0/version']],
    ['bad pack fields', { manifestVersion: '2.0', id: 'Acme', version: '1.0', tools: {} }, ['pack/invalid-field ', 'pack/invalid-field /manifestVersion', 'pack/invalid-field /id', 'pack/invalid-field /version', 'pack/invalid-field /tools']],
    ['an unknown pack field', pack({ tool: [] }), ['pack/invalid-field /tool']],
    ['a version with build metadata, which pack.schema.json refuses', pack({ version: '1.0.0+build' }), ['pack/invalid-field /version']],
    ['an agent without its required fields, with an unknown one and a bad reference', pack({ agents: [{ id: 'a', tool: [] }, { ...agent([{ id: 'acme.a' }, 'x']) }] }), [
      'pack/invalid-field /agents/0', 'pack/invalid-field /agents/0', 'pack/invalid-field /agents/0/tool', 'pack/invalid-field /agents/1/tools/0', 'pack/invalid-field /agents/1/tools/1', 'pack/agent-tool-unknown /agents/1/tools/0/id',
    ]],
    ['a path entry with more than a path', pack({ tools: [{ path: 'a.json', id: 'acme.a' }] }), ['pack/invalid-field /tools/0/id', 'pack/path-not-read /tools/0/path']],
    ['an inline tool’s own issues, under its pointer', pack({ tools: [{ ...tool('acme.a'), version: '1' }] }), ['manifest/invalid-version /tools/0/version']],
  ])('%s', (_name, value, expected) => {
    expect(codes(vetPack(value))).toEqual(expected);
  });

  test('a value has no lines and columns; its text has, in the pack file', () => {
    const value = pack({ tools: [{ ...tool('acme.a'), version: '1' }] });
    expect(vetPack(value).issues[0]?.line).toBeUndefined();
    const text = JSON.stringify(value, null, 2);
    const [issue] = vetPack(text).issues;
    const lines = text.split('\n');
    expect(lines[(issue?.line ?? 0) - 1]?.slice((issue?.column ?? 0) - 1)).toBe('"1",');
  });

  test('path tools come from readTool: their report is in their own terms, their problems at /tools/N/path', () => {
    const files: Record<string, ToolFile> = {
      'tools/a.json': { bytes: Buffer.from(JSON.stringify({ ...tool('acme.a'), mutatin: true })), file: '/p/tools/a.json' },
      'tools/b.json': { problem: { code: 'pack/path-unreadable', severity: 'error', message: 'missing' } },
    };
    const report = vetPack(pack({ tools: [{ path: 'tools/a.json' }, { path: 'tools/b.json' }] }), { readTool: (path) => files[path] });
    expect(codes(report)).toEqual(['pack/path-unreadable /tools/1/path']);
    expect(report.tools.map((entry) => [entry.pointer, entry.path, entry.file, entry.report?.issues.map((issue) => issue.pointer)])).toEqual([
      ['/tools/0', 'tools/a.json', '/p/tools/a.json', ['/mutatin']],
      ['/tools/1', 'tools/b.json', undefined, undefined],
    ]);
    expect(report.valid).toBe(false);
  });

  test('one entry per tool, whatever became of it: not read, unreadable, or no tool at all', () => {
    const report = vetPack(pack({ tools: [tool('acme.a'), { path: 'tools/x.json' }, { path: '' }, 5] }));
    expect(report.tools.map((entry) => [entry.pointer, entry.path, entry.report === undefined])).toEqual([
      ['/tools/0', undefined, false],
      ['/tools/1', 'tools/x.json', true],
      ['/tools/2', undefined, true],
      ['/tools/3', undefined, true],
    ]);
  });

  test.each([
    ['text', (text: string) => text],
    ['bytes', (text: string) => new TextEncoder().encode(text)],
  ])('readTool may give the contents as %s: the file is then the path', (_kind, as) => {
    const report = vetPack(pack({ tools: [{ path: 'tools/a.json' }] }), { readTool: () => as(JSON.stringify({ ...tool('acme.a'), mutatin: true })) });
    expect(report.tools.map((entry) => [entry.file, entry.report?.issues.map((issue) => `${issue.code} ${issue.line}:${issue.column}`)])).toEqual([['tools/a.json', ['manifest/unknown-property 1:120']]]);
  });

  test.each([
    ['a readTool that gives what it may not', { readTool: () => 42 }, /options\.readTool\("tools\/a\.json"\) must give the file's contents \(a string or Uint8Array\), \{ bytes, file \}, \{ problem \} \(an issue without its pointer: .*\) or undefined, not 42/],
    // It would be an issue without a code or words, and the pack valid though its tool was never vetted.
    ['a readTool that gives a problem that is no issue', { readTool: () => ({ problem: {} }) }, /must give the file's contents .* not an object/],
    ['a readTool that gives a problem of no known severity', { readTool: () => ({ problem: { code: 'x/y', severity: 'fatal', message: 'Gone.' } }) }, /must give the file's contents .* not an object/],
    ['a readTool that is no function', { readTool: 'tools' }, /options\.readTool must be a function, not "tools"/],
    ['a misspelt option', { readtool: () => undefined }, /Unknown option "readtool" in options \(did you mean "readTool"\?\)/],
  ])('%s is the caller’s bug: a TypeError that says so', (_name, options, message) => {
    expect(() => vetPack(pack({ tools: [{ path: 'tools/a.json' }] }), options as never)).toThrow(message);
  });

  // The list reads maxListMs itself: a pack or list with no tool to vet (whose vet would check it) still refuses it.
  test.each([
    ['a maxListMs of 0', { limits: { maxListMs: 0 } }, /options\.limits\.maxListMs must be a whole number of at least 1 \(or Infinity\), not 0/],
    ['a misspelt limit', { limits: { maxListMS: 10 } }, /Unknown limit "maxListMS" in options\.limits \(did you mean "maxListMs"\?\)/],
  ])('%s throws for an empty pack and an empty tool list alike', (_name, options, message) => {
    expect(() => vetPack(pack({ tools: [] }), options as never)).toThrow(message);
    expect(() => vetMcpToolList({ tools: [] }, options as never)).toThrow(message);
  });

  test('a value JSON cannot hold is an issue at its pointer, as vetToolManifest reads a value, not a throw', () => {
    const cyclic: Record<string, unknown> = pack();
    cyclic.self = cyclic;
    expect(codes(vetPack(cyclic))).toEqual(['manifest/cycle /self']);
    const withGetter: Record<string, unknown> = pack({ tools: [tool('acme.a')] });
    Object.defineProperty((withGetter.tools as Record<string, unknown>[])[0], 'description', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(codes(vetPack(withGetter))).toEqual(['manifest/unreadable /tools/0/description']);
    // JSON.stringify would have run toJSON and turned a Date into a string in silence.
    expect(codes(vetPack(pack({ tools: [{ ...tool('acme.a'), metadata: { when: new Date(0) } }] })))).toEqual(['manifest/not-json /tools/0/metadata/when']);
  });

  test.each([
    ['not JSON', '{"tools": [}', 'json/syntax'],
    ['not an object', '[1, 2]', 'pack/invalid-field'],
    ['a duplicate key outside the tools', '{"manifestVersion": "1.0", "id": "acme", "id": "acme", "version": "1.0.0", "name": "A"}', 'json/duplicate-key'],
    ['nesting past the bound', `${'['.repeat(600)}${']'.repeat(600)}`, 'limit/depth'],
  ])('bad input never throws: %s', (_name, text, code) => {
    const report = vetPack(text);
    expect(report.valid).toBe(false);
    expect(report.issues.map((issue) => issue.code)).toContain(code);
  });

  // A 100 MB tool file took 21 s and 5 GB after its vet had refused it at once, parsed for its id.
  test('a tool file past the size limit is not parsed: its report is limit/size, and it gives the pack no id', () => {
    const big = JSON.stringify({ ...tool('acme.a'), metadata: { pad: 'x'.repeat(2000) } });
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const report = vetPack(pack({ tools: [tool('acme.a'), { path: 'tools/a.json' }] }), { readTool: () => big, limits: { maxBytes: 1000 } });
      expect(parse.mock.calls.some(([text]) => text === big)).toBe(false);
      expect(report.tools[1]?.report?.issues.map((issue) => issue.code)).toEqual(['limit/size']);
      expect(codes(report)).not.toContain('pack/duplicate-tool-id /tools/1/path');
    } finally {
      parse.mockRestore();
    }
  });

  test('a tool file is read once, by its vet: an invalid one still gives the pack its id', () => {
    const invalid = JSON.stringify({ ...tool('acme.a'), version: '1.0' });
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const report = vetPack(pack({ tools: [tool('acme.a'), { path: 'tools/a.json' }] }), { readTool: () => invalid });
      expect(parse.mock.calls.filter(([text]) => text === invalid).length).toBeLessThanOrEqual(1);
      expect(report.tools[1]?.report?.valid).toBe(false);
      expect(codes(report)).toContain('pack/duplicate-tool-id /tools/1/path');
    } finally {
      parse.mockRestore();
    }
  });
});
