import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES, ROOT, runCli } from './run-cli.js';

const error = JSON.parse(readFileSync(join(ROOT, FIXTURES, 'error.json'), 'utf8')) as Record<string, unknown>; // invalid version, unknown field
const valid = JSON.parse(readFileSync(join(ROOT, FIXTURES, 'valid.json'), 'utf8')) as Record<string, unknown>;
const FILE = 'kindgi-tool-manifest-suppressions.json';

// The numbered steps are one round trip, each starting from the files and suppressions the last left.
describe('bulk suppressions, a round trip', { shuffle: false }, () => {
  let folder: string;
  const cli = (args: string[]) => runCli(['check', '--no-config', ...args], { cwd: folder });
  const suppressions = (name = FILE) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, Record<string, Record<string, { count: number }>>>;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-suppress-'));
    mkdirSync(join(folder, 'tools'));
    writeFileSync(join(folder, 'tools/a.json'), JSON.stringify(error, null, 2));
    writeFileSync(join(folder, 'tools/b.json'), JSON.stringify(valid, null, 2));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('1. --suppress-all writes every problem by file, code and pointer, with counts, and exits 0', async () => {
    const run = await cli(['--suppress-all', 'tools']);
    expect(run.status).toBe(0);
    expect(suppressions()).toEqual({
      'tools/a.json': { 'manifest/invalid-version': { '/version': { count: 1 } }, 'manifest/unknown-property': { '/mutatin': { count: 1 } } },
    });
  });

  test('2. a later run leaves the suppressed problems out of the report and the exit code', async () => {
    const run = await cli(['-f', 'json', 'tools']);
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as { issues: unknown[] }[]).map((result) => result.issues)).toEqual([[], []]);
  });

  test('3. a new problem is reported, and only it counts', async () => {
    writeFileSync(join(folder, 'tools/b.json'), JSON.stringify({ ...valid, version: 'one' }, null, 2));
    writeFileSync(join(folder, 'tools/a.json'), JSON.stringify({ ...error, mutatin2: true }, null, 2));
    const run = await cli(['-f', 'json', 'tools']);
    expect(run.status).toBe(1);
    const results = JSON.parse(run.stdout) as { file: string; issues: { code: string; pointer: string }[] }[];
    expect(results.map((result) => [result.file, result.issues.map((issue) => `${issue.code} ${issue.pointer}`)])).toEqual([
      ['tools/a.json', ['manifest/unknown-property /mutatin2']],
      ['tools/b.json', ['manifest/invalid-version /version']],
    ]);
  });

  test('4. a suppression that no longer matches is reported (exit 2), then --prune-suppressions removes it', async () => {
    writeFileSync(join(folder, 'tools/a.json'), JSON.stringify({ ...error, mutatin: undefined }, null, 2));
    writeFileSync(join(folder, 'tools/b.json'), JSON.stringify(valid, null, 2));
    const stale = await cli(['tools']);
    expect(stale.status).toBe(2);
    expect(stale.stderr).toContain('suppressions that no longer match (run with --prune-suppressions to remove them):\n  tools/a.json manifest/unknown-property /mutatin: 1 suppressed, 0 found');
    expect(stale.stdout).toBe('✖ 2 files vetted, no problems; 1 suppression no longer matches\n');
    const pruned = await cli(['--prune-suppressions', 'tools']);
    expect(pruned.status).toBe(0);
    expect(suppressions()).toEqual({ 'tools/a.json': { 'manifest/invalid-version': { '/version': { count: 1 } } } });
    expect((await cli(['tools'])).status).toBe(0);
  });

  test('5. --suppress-all still reports (and fails on) what it cannot suppress: a file that is not JSON', async () => {
    writeFileSync(join(folder, 'broken.json'), '{"id": ');
    const run = await cli(['--suppress-all', '--suppressions-location', 'with-broken.json', 'tools', 'broken.json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('json/syntax');
    expect(suppressions('with-broken.json')).toEqual(suppressions());
    rmSync(join(folder, 'broken.json'));
  });

  test('6. --suppressions-location names another file', async () => {
    const run = await cli(['--suppress-all', '--suppressions-location', 'other.json', 'tools']);
    expect(run.status).toBe(0);
    expect(existsSync(join(folder, 'other.json'))).toBe(true);
    expect(suppressions('other.json')).toEqual(suppressions());
  });

  test('7. check of the folder that holds the suppressions file and a config vets neither as a manifest', async () => {
    writeFileSync(join(folder, 'kindgi-tool-manifest.config.json'), '{}');
    const run = await runCli(['check', '-f', 'json', '.'], { cwd: folder });
    rmSync(join(folder, 'kindgi-tool-manifest.config.json'));
    const files = (JSON.parse(run.stdout) as { file: string }[]).map((result) => result.file);
    expect(files).not.toContain(FILE);
    expect(files).not.toContain('kindgi-tool-manifest.config.json');
    expect(files).toContain('tools/a.json');
  });

  test('8. a suppressions file that cannot be written is exit 2, with a message', async () => {
    const run = await cli(['--suppress-all', '--suppressions-location', 'no-such-folder/s.json', 'tools']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('cannot write');
  });

  test('9. a file that is not a suppressions file is exit 2, never ignored', async () => {
    writeFileSync(join(folder, 'bad.json'), '{"tools/a.json": {"x/y": {"/": {"count": "two"}}}}');
    const run = await cli(['--suppressions-location', 'bad.json', 'tools']);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('is not a suppressions file');
    expect(run.stderr).toContain('; mend it, or remove it and run check --suppress-all to write it again');
  });

  // It said only "cannot read the suppressions file …: Expected property name or '}' in JSON at position 1".
  test('10. a suppressions file that is not JSON is exit 2, saying so and what to do', async () => {
    writeFileSync(join(folder, 'broken.json'), '{bad');
    const run = await cli(['--suppressions-location', 'broken.json', 'tools']);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toMatch(/cannot read the suppressions file .*broken\.json: it is not JSON \(.+\); mend it, or remove it and run check --suppress-all to write it again \(suppressing every problem found then\)\n$/);
  });
});
