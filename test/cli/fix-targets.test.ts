import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { packTool } from '../fixtures.js';
import { runCli } from './run-cli.js';

// What check vets is what --fix and --fix-dry-run may touch, and the CLI's own files are neither.

const fixable = `${JSON.stringify(packTool({ mutatin: false }), null, 2)}\n`;

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-fix-targets-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  return folder;
}

describe.concurrent('a file the config ignores', () => {
  const config = JSON.stringify({ ignores: ['generated/'] });

  test('--fix leaves it as it is', async () => {
    const cwd = folderWith({ 'kindgi-tool-manifest.config.json': config, 'generated/a.json': fixable, 'b.json': fixable });
    const run = await runCli(['check', '--fix', '.'], { cwd });
    expect(readFileSync(join(cwd, 'generated/a.json'), 'utf8')).toBe(fixable);
    expect(readFileSync(join(cwd, 'b.json'), 'utf8')).not.toBe(fixable);
    expect(run.stderr).not.toContain('generated/a.json');
  });

  test('--fix-dry-run shows no diff of it', async () => {
    const cwd = folderWith({ 'kindgi-tool-manifest.config.json': config, 'generated/a.json': fixable, 'b.json': fixable });
    const run = await runCli(['check', '--fix-dry-run', '.'], { cwd });
    expect(run.stdout).toContain('--- a/b.json');
    expect(run.stdout).not.toContain('generated/a.json');
  });
});

describe.concurrent('the --output report', () => {
  test.each(['json', 'sarif'])('of one run is not vetted as a manifest by the next (%s)', async (format) => {
    const cwd = folderWith({ 'a.json': fixable.replace('mutatin', 'mutating') });
    const first = await runCli(['check', '-f', format, '-o', 'report.json', '.'], { cwd });
    const second = await runCli(['check', '-f', format, '-o', 'report.json', '.'], { cwd });
    expect([first.status, second.status]).toEqual([0, 0]);
    expect(readFileSync(join(cwd, 'report.json'), 'utf8')).not.toContain('report.json');
  });

  // The report was written over each of these: a manifest in the folder vetted, the config, the suppressions file.
  const pack = JSON.stringify({ manifestVersion: '1.0', id: 'com.acme', version: '1.0.0', name: 'Acme', tools: [] });
  const list = JSON.stringify({ tools: [{ name: 'echo', inputSchema: { type: 'object' } }] });
  test.each([
    ['tools/a.json', 'a file that holds a tool manifest', []],
    ['tools/pack.json', 'a file that holds a pack manifest', []],
    ['tools/list.json', 'a file that holds a tool list', []],
    ['kindgi-tool-manifest.config.json', 'the config file', []],
    ['known.json', 'the suppressions file', ['--suppressions-location', 'known.json']],
  ])('naming %s is a usage error, and the file is left as it was', async (output, what, options) => {
    const files = { 'tools/a.json': fixable, 'tools/pack.json': pack, 'tools/list.json': list, 'kindgi-tool-manifest.config.json': '{}', 'known.json': '{}' };
    const cwd = folderWith(files);
    const run = await runCli(['check', ...options, '-o', output, 'tools'], { cwd });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain(`--output ${output} is ${what}; the report would be written over it`);
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(cwd, name), 'utf8')).toBe(text);
  });

  test.each(['stylish', 'github'])('of one run in the folder vetted is written over by the next (%s)', async (format) => {
    const cwd = folderWith({ 'a.json': fixable });
    const runs = [await runCli(['check', '-f', format, '-o', 'report.json', '.'], { cwd }), await runCli(['check', '-f', format, '-o', 'report.json', '.'], { cwd })];
    expect(runs.map((run) => run.status)).toEqual([1, 1]);
  });

  test('named as a path to vet too is a usage error, and the file is left as it was', async () => {
    const cwd = folderWith({ 'a.json': fixable });
    const run = await runCli(['check', '-f', 'json', '-o', './a.json', 'a.json'], { cwd });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--output ./a.json is also a path to vet');
    expect(readFileSync(join(cwd, 'a.json'), 'utf8')).toBe(fixable);
  });
});

test('check --fix says once what it could not read', async () => {
  const cwd = folderWith({ 'a.json': fixable });
  const run = await runCli(['check', '--fix', 'a.json', 'missing.json'], { cwd });
  expect(run.stderr.split('cannot read missing.json')).toHaveLength(2);
  expect(run.status).toBe(2);
});

describe.concurrent('--fix-dry-run of standard input with --stdin-filename', () => {
  const config = JSON.stringify({ overrides: [{ files: ['tools/legacy/**'], rules: { 'manifest/id-convention': 'error' } }] });
  const text = `${JSON.stringify(packTool({ id: 'Acme Tool', mutatin: false }))}\n`;

  test('names the diff by it', async () => {
    const cwd = folderWith({ 'kindgi-tool-manifest.config.json': config });
    const run = await runCli(['check', '--fix-dry-run', '--stdin-filename', 'tools/legacy/a.json', '-'], { cwd, input: text });
    expect(run.stdout.split('\n').slice(0, 2)).toEqual(['--- a/tools/legacy/a.json', '+++ b/tools/legacy/a.json']);
  });

  test("applies the config's overrides for it, as check does", async () => {
    const cwd = folderWith({ 'kindgi-tool-manifest.config.json': config });
    const checked = await runCli(['check', '--stdin-filename', 'tools/legacy/a.json', '-'], { cwd, input: text.replace('mutatin', 'mutating') });
    const dry = await runCli(['check', '--fix-dry-run', '--stdin-filename', 'tools/legacy/a.json', '-'], { cwd, input: text });
    expect(checked.status).toBe(1);
    expect(dry.status).toBe(1);
    expect(dry.stderr).toContain('1 error remains');
  });
});
