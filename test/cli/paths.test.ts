import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES, ROOT, runCli } from './run-cli.js';

const valid = readFileSync(join(ROOT, FIXTURES, 'valid.json'), 'utf8');
const syntax = readFileSync(join(ROOT, FIXTURES, 'syntax.json'), 'utf8');
const files = (stdout: string): string[] => (JSON.parse(stdout) as { file: string }[]).map((result) => result.file);

describe.concurrent('a folder', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-tree-'));
    const tree: Record<string, string> = {
      'tools/b.json': valid,
      'tools/a.json': valid,
      'tools/nested/deeper/c.json': syntax,
      'tools/notes.txt': 'not a manifest',
      'tools/node_modules/dep/tool.json': syntax,
      'tools/.cache/tool.json': syntax,
      'tools/.hidden.json': syntax,
      'empty/readme.txt': 'nothing to vet',
    };
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    symlinkSync(join(folder, 'tools'), join(folder, 'tools', 'nested', 'loop'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('is every *.json below it, in name order, skipping node_modules, dot-folders and links to folders', async () => {
    const run = await runCli(['check', '-f', 'json', 'tools'], { cwd: folder });
    expect(run.status).toBe(1);
    expect(files(run.stdout)).toEqual(['tools/a.json', 'tools/b.json', 'tools/nested/deeper/c.json']);
  });

  test('a file named twice is vetted once', async () => {
    const run = await runCli(['check', '-f', 'json', 'tools/a.json', 'tools', './tools/a.json'], { cwd: folder });
    expect(files(run.stdout)).toEqual(['tools/a.json', 'tools/b.json', 'tools/nested/deeper/c.json']);
  });

  test('a folder with no *.json is 2', async () => {
    const run = await runCli(['check', 'empty'], { cwd: folder });
    expect(run).toMatchObject({ status: 2, stdout: '', stderr: 'kindgi-tool-manifest: no *.json files in empty\n' });
  });

  test('a glob matches files, skipping node_modules and dot-folders', async () => {
    const run = await runCli(['check', '-f', 'json', 'tools/**/*.json'], { cwd: folder });
    expect(files(run.stdout)).toEqual(['tools/a.json', 'tools/b.json', 'tools/nested/deeper/c.json']);
  });

  test('a glob that matches nothing is 2', async () => {
    const run = await runCli(['check', 'tools/*.yaml'], { cwd: folder });
    expect(run).toMatchObject({ status: 2, stdout: '', stderr: 'kindgi-tool-manifest: no files match tools/*.yaml\n' });
  });

  // It said "ENOTDIR", the errno's name.
  test('a path through a file says so', async () => {
    const run = await runCli(['check', 'tools/a.json/b.json'], { cwd: folder });
    expect(run).toMatchObject({ status: 2, stdout: '', stderr: 'kindgi-tool-manifest: cannot read tools/a.json/b.json: a part of the path is a file, not a folder\n' });
  });

  // A path written as Windows writes one said only "no such file or directory".
  test.skipIf(process.platform === 'win32').each([
    ['tools\\a.json', 'cannot read tools\\a.json: no such file or directory; here folders are separated by /, as in tools/a.json (a \\ is part of a name, or escapes a glob\'s next character)'],
    ['tools\\**\\*.json', 'no files match tools\\**\\*.json; here folders are separated by /, as in tools/**/*.json'],
  ])('%s names no file, and says how to write it', async (path, message) => {
    const run = await runCli(['check', path], { cwd: folder });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain(`kindgi-tool-manifest: ${message}`);
  });

  test('a path outside the working folder is shown relative to it', async () => {
    const run = await runCli(['check', '-f', 'json', join(folder, 'tools', 'a.json')], { cwd: join(folder, 'empty') });
    expect(files(run.stdout)).toEqual(['../tools/a.json']);
  });
});

describe.concurrent('standard input', () => {
  test('- reads one manifest', async () => {
    const run = await runCli(['check', '-f', 'json', '-'], { input: valid });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([{ file: '<stdin>', valid: true, issues: [] }]);
  });

  test('a syntax error on standard input is 1, with its position and a code frame', async () => {
    const run = await runCli(['check', '-'], { input: syntax });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('<stdin>\n  4:3  error  The manifest is not valid JSON');
    expect(run.stdout).toContain('  4 |   "version": "1.0.0"\n');
  });

  test('bytes that are not UTF-8 are 1, with json/encoding', async () => {
    const run = await runCli(['check', '-'], { input: Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d]) });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('\n  -  error  The manifest is not valid UTF-8 text.  json/encoding\n');
  });

  test('- mixes with files', async () => {
    const run = await runCli(['check', '-f', 'json', `${FIXTURES}/valid.json`, '-'], { input: syntax });
    expect(run.status).toBe(1);
    expect(files(run.stdout)).toEqual([`${FIXTURES}/valid.json`, '<stdin>']);
  });
});
