import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from './run-cli.js';

interface JsonResult {
  file: string;
  valid: boolean;
  issues: { code: string; severity: string; pointer: string; line?: number; column?: number }[];
}

const tool = (id: string, version = '1.0.0', extra: Record<string, unknown> = {}) => ({ id, description: `The ${id} tool.`, version, input: { type: 'object' }, output: { type: 'object' }, ...extra });
const brokenInline = { ...tool('com.acme.support.lookup'), version: '1.0', input: { type: 'object', properties: { q: { type: 'strin' } } } };

const PACK = {
  manifestVersion: '1.0',
  id: 'com.acme.support',
  version: '1.0.0',
  name: 'Support',
  agents: [
    {
      id: 'helper',
      instructions: 'Answer support questions.',
      capabilities: 'support',
      tools: [
        { id: 'com.acme.support.search', version: '^2.0.0' },
        { id: 'com.acme.support.gone', version: '1.0.0' },
        { id: 'com.other.pack.tool', version: '^1.0.0' },
        { id: 'kindgi.mail.send', version: '*' },
        { id: 'com.acme.support.lookup', version: '^1.0.0' },
      ],
    },
  ],
  tools: [{ path: 'tools/search.json' }, { path: 'tools/missing.json' }, brokenInline, tool('lookup'), tool('com.acme.support.search', '1.5.0')],
};

const jsonRun = async (args: string[], cwd: string) => {
  const run = await runCli(['check', '-f', 'json', ...(args.includes('--config') ? [] : ['--no-config']), ...args], { cwd });
  return { ...run, results: JSON.parse(run.stdout || '[]') as JsonResult[] };
};
const placed = (result: JsonResult | undefined) => (result?.issues ?? []).map((issue) => [issue.code, issue.pointer, issue.line, issue.column]);

/** The 1-based line and column of the `occurrence`-th `needle` in `text`. */
function at(text: string, needle: string, occurrence = 1): [number, number] {
  let offset = -1;
  for (let count = 0; count < occurrence; count++) offset = text.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`no ${needle} in the text`);
  const before = text.slice(0, offset).split('\n');
  return [before.length, (before.at(-1) as string).length + 1];
}

describe.concurrent('a pack.json', () => {
  let folder: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  };
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-pack-'));
    write('pack/pack.json', `${JSON.stringify(PACK, null, 2)}\n`);
    write('pack/tools/search.json', `${JSON.stringify({ ...tool('com.acme.support.search', '1.2.0'), mutatin: true }, null, 2)}\n`);
    write('outside.json', JSON.stringify(tool('com.acme.support.outside')));
    write('safety/pack.json', JSON.stringify({ manifestVersion: '1.0', id: 'com.acme.safe', version: '1.0.0', name: 'Safe', tools: [
      { path: '/etc/passwd' }, { path: '../outside.json' }, { path: 'tools/link.json' }, { path: 'tools' }, { path: 'tools/fifo.json' }, { path: 'tools/big.json' }, { path: 'tools/ok.json' },
    ] }, null, 2));
    write('safety/tools/ok.json', JSON.stringify(tool('com.acme.safe.ok')));
    write('safety/tools/big.json', JSON.stringify({ ...tool('com.acme.safe.big'), description: 'x'.repeat(4096) }));
    symlinkSync(join(folder, 'outside.json'), join(folder, 'safety/tools/link.json'));
    execFileSync('mkfifo', [join(folder, 'safety/tools/fifo.json')]);
    write('safety/kindgi-tool-manifest.config.json', JSON.stringify({ limits: { maxBytes: 2048 } }));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('vets inline tools at their pointers and places in the pack file, path tools in their own file', async () => {
    // The dotted pack id makes manifest/id-convention warn on every tool: issue 11's to settle, not this test's.
    const { status, results } = await jsonRun(['--rule', 'manifest/id-convention=off', 'pack/pack.json'], folder);
    expect(status).toBe(1);
    expect(results.map((result) => result.file)).toEqual(['pack/pack.json', 'pack/tools/search.json']);
    const text = `${JSON.stringify(PACK, null, 2)}\n`;
    expect(placed(results[0])).toEqual([
      ['pack/agent-tool-version', '/agents/0/tools/0/version', ...at(text, '"^2.0.0"')],
      ['pack/agent-tool-unknown', '/agents/0/tools/1/id', ...at(text, '"com.acme.support.gone"')],
      ['pack/path-unreadable', '/tools/1/path', ...at(text, '"tools/missing.json"')],
      ['manifest/invalid-version', '/tools/2/version', ...at(text, '"1.0"', 2)],
      ['schema/invalid', '/tools/2/input/properties/q/type', ...at(text, '"strin"')],
      ['pack/tool-outside-namespace', '/tools/3/id', ...at(text, '"lookup"')],
      ['pack/duplicate-tool-id', '/tools/4/id', ...at(text, '"com.acme.support.search"', 2)],
    ]);
    const search = `${JSON.stringify({ ...tool('com.acme.support.search', '1.2.0'), mutatin: true }, null, 2)}\n`;
    expect(placed(results[1])).toEqual([['manifest/unknown-property', '/mutatin', ...at(search, '"mutatin"')]]);
  });

  test('stylish shows each problem under its file with a code frame of the pack', async () => {
    const run = await runCli(['check', '--no-config', 'pack/pack.json'], { cwd: folder });
    expect(run.stdout).toContain('pack/pack.json\n');
    expect(run.stdout).toMatch(/ \d+ \| +"type": "strin"\n/);
    expect(run.stdout).toContain('pack/tools/search.json\n');
  });

  test('a path tool named again on the command line is reported once', async () => {
    const { results } = await jsonRun(['pack/pack.json', 'pack/tools/search.json'], folder);
    expect(results.map((result) => result.file)).toEqual(['pack/pack.json', 'pack/tools/search.json']);
  });

  test('paths that are absolute, leave the pack, are not regular files or are too large are issues, never read', async () => {
    const { status, results } = await jsonRun(['--config', 'safety/kindgi-tool-manifest.config.json', 'safety/pack.json'], folder);
    expect(status).toBe(1);
    expect(results.map((result) => result.file)).toEqual(['safety/pack.json', 'safety/tools/ok.json']);
    expect(results[0]?.issues.map((issue) => [issue.pointer, issue.code])).toEqual([
      ['/tools/0/path', 'pack/path-unsafe'],
      ['/tools/1/path', 'pack/path-unsafe'],
      ['/tools/2/path', 'pack/path-unsafe'],
      ['/tools/3/path', 'pack/path-unreadable'],
      ['/tools/4/path', 'pack/path-unreadable'],
      ['/tools/5/path', 'limit/size'],
    ]);
    const messages = results[0]?.issues.map((issue) => (issue as { message?: string }).message ?? '') ?? [];
    expect(messages[2]).toContain('symbolic link');
    expect(messages[3]).toContain('a folder');
    expect(messages[4]).toContain('a FIFO');
  });
});
