import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES, ROOT, runCli } from './run-cli.js';

// A glob and a folder walk see the same files, in the same order, with the same failures.
const valid = readFileSync(join(ROOT, FIXTURES, 'valid.json'), 'utf8');
const files = (stdout: string): string[] => (JSON.parse(stdout) as { file: string }[]).map((result) => result.file);

describe.concurrent('a glob', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-globs-'));
    for (const path of ['tools/a.json', 'tools/a-b/c.json', 'tools/a/d.json', 'open/f.json', 'open/locked/g.json', 'node_modules/pkg/h.json', 'node_modules/pkg/node_modules/i.json', 'odd/[x]/j.json']) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), valid);
    }
    symlinkSync('a.json', join(folder, 'tools', 'link.json'));
    symlinkSync('..', join(folder, 'tools', 'a', 'up'));
    // Readable by the unprivileged runs, but for open/locked.
    for (const path of ['', 'tools', 'tools/a', 'tools/a-b', 'open']) chmodSync(join(folder, path), 0o755);
    chmodSync(join(folder, 'open/locked'), 0o000);
  });
  afterAll(() => {
    chmodSync(join(folder, 'open/locked'), 0o755);
    rmSync(folder, { recursive: true, force: true });
  });

  test.each([
    ['tools/*.json', ['tools/a.json', 'tools/link.json']],
    ['tools/**/*.json', ['tools/a/d.json', 'tools/a-b/c.json', 'tools/a.json', 'tools/link.json']],
    // "Expected pattern to be a non-empty string", exit 2: picomatch was given the empty segment.
    ['tools/*/', ['tools/a.json', 'tools/link.json']],
    ['tools/*//d.json', ['tools/a/d.json']],
  ])('%s takes a link to a file, as a folder does, in the folder walk’s order (a folder at its name)', async (glob, expected) => {
    const run = await runCli(['check', '-f', 'json', glob], { cwd: folder });
    expect(run.stderr).toBe('');
    expect(files(run.stdout)).toEqual(expected);
  });

  test('tools/**/*.json and the folder tools name the same files in the same order', async () => {
    const [globbed, walked] = await Promise.all([runCli(['check', '-f', 'json', 'tools/**/*.json'], { cwd: folder }), runCli(['check', '-f', 'json', 'tools'], { cwd: folder })]);
    expect(files(globbed.stdout)).toEqual(files(walked.stdout));
  });

  test.each([['open'], ['open/**/*.json']])('%s with a folder it may not read is 2, naming it', async (path) => {
    const run = await runCli(['check', '-f', 'json', path], { cwd: folder, unprivileged: true });
    expect(run.status).toBe(2);
    expect(files(run.stdout)).toEqual(['open/f.json']);
    expect(run.stderr).toBe('kindgi-tool-manifest: cannot read open/locked: permission denied\n');
  });

  // As a folder named node_modules/pkg is walked: tinyglobby's ignore of **/node_modules/** matched nothing.
  test('a glob whose fixed part is inside node_modules walks below it', async () => {
    const run = await runCli(['check', '-f', 'json', 'node_modules/pkg/*.json'], { cwd: folder });
    expect(run.stderr).toBe('');
    expect(files(run.stdout)).toEqual(['node_modules/pkg/h.json']);
  });

  // picomatch.scan leaves the ! out of the base and the glob: the walk vetted tools/a.json and tools/link.json.
  test('a glob that begins with ! is refused, not walked as the glob without it', async () => {
    const run = await runCli(['check', '-f', 'json', '!tools/*.json'], { cwd: folder });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toBe('kindgi-tool-manifest: !tools/*.json: a path that begins with ! is no glob of files to leave out here; list the files to vet, and leave others out with the config\'s "ignores"\n');
  });

  // picomatch.scan's base keeps the glob's escapes, which name no folder.
  test('a glob whose fixed part has an escaped character walks the folder it names', async () => {
    const run = await runCli(['check', '-f', 'json', 'odd/\\[x\\]/*.json'], { cwd: folder });
    expect(run.stderr).toBe('');
    expect(files(run.stdout)).toEqual(['odd/[x]/j.json']);
  });

  // It said "cannot read odd/x\uFFFD.json: no such file or directory" of a file that is there.
  test.skipIf(process.platform !== 'linux').each([['odd'], ['odd/*.json']])('%s: a file whose name is not UTF-8 is said to be so', async (path) => {
    const cwd = mkdtempSync(join(tmpdir(), 'kindgi-cli-names-'));
    mkdirSync(join(cwd, 'odd'));
    writeFileSync(Buffer.concat([Buffer.from(join(cwd, 'odd', 'x')), Buffer.from([0xff]), Buffer.from('.json')]), valid);
    const run = await runCli(['check', path], { cwd });
    rmSync(cwd, { recursive: true, force: true });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toMatch(/^kindgi-tool-manifest: cannot read odd\/x\uFFFD\.json: its name is not UTF-8, so it cannot be opened by it; rename it\n/);
  });

  test('a glob does not read the folders no match could lie in', async () => {
    const run = await runCli(['check', '-f', 'json', 'open/*.json'], { cwd: folder, unprivileged: true });
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(files(run.stdout)).toEqual(['open/f.json']);
  });

  test('a glob whose base may not be read says so', async () => {
    const run = await runCli(['check', 'open/locked/*.json'], { cwd: folder, unprivileged: true });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toBe('kindgi-tool-manifest: cannot read open/locked: permission denied\nkindgi-tool-manifest: no files match open/locked/*.json\n');
  });
});
