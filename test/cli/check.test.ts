import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { FIXTURES, runCli } from './run-cli.js';

const valid = `${FIXTURES}/valid.json`;
const warning = `${FIXTURES}/warning.json`; // http/url-placeholder-optional, a warning
const error = `${FIXTURES}/error.json`; // manifest/invalid-version at 4:14, manifest/unknown-property at 7:3
const syntax = `${FIXTURES}/syntax.json`; // a missing comma: json/syntax at 4:3
const draft04 = `${FIXTURES}/draft-04-mcp.json`;

const codes = (stdout: string): string[][] =>
  (JSON.parse(stdout) as { issues: { code: string }[] }[]).map((result) => result.issues.map((issue) => issue.code));

describe.concurrent('exit codes', () => {
  test('0 for a valid manifest', async () => {
    const run = await runCli(['check', valid]);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toBe('✔ 1 file vetted, no problems\n');
  });

  test('0 for warnings alone', async () => {
    const run = await runCli(['check', warning]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('7:61  warning  The URL placeholder {city} names an input property that is not required');
    expect(run.stdout).toContain('✖ 1 problem (0 errors, 1 warning)');
  });

  test('1 for errors, each at its line and column with its code', async () => {
    const run = await runCli(['check', error]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/4:14 {2}error {2}"version" must be an exact semantic version.* {2}manifest\/invalid-version\n/);
    expect(run.stdout).toMatch(/7:3 {3}error {2}A tool manifest has no field "mutatin"\. {2}manifest\/unknown-property\n/);
    expect(run.stdout).toContain('✖ 2 problems (2 errors, 0 warnings)');
  });

  test('1 for a syntax error, with its position and a code frame', async () => {
    const run = await runCli(['check', syntax]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('4:3  error  The manifest is not valid JSON');
    expect(run.stdout).toContain('  4 |   "version": "1.0.0"\n');
    expect(run.stdout).toContain('    |   ^\n');
  });

  test('2 for a missing file, with a message and no report', async () => {
    const run = await runCli(['check', 'no-such-tool.json']);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toBe('kindgi-tool-manifest: cannot read no-such-tool.json: no such file or directory\n');
  });

  test('2 when one path of several is missing, after vetting the others', async () => {
    const run = await runCli(['check', '-f', 'json', error, 'no-such-tool.json']);
    expect(run.status).toBe(2);
    expect(codes(run.stdout)).toEqual([['manifest/invalid-version', 'manifest/unknown-property']]);
    expect(run.stderr).toContain('cannot read no-such-tool.json');
  });

  test.each([
    { vetted: valid, summary: '✖ 1 file vetted, no problems; 1 path not vetted\n' },
    { vetted: error, summary: '\n✖ 2 problems (2 errors, 0 warnings); 1 path not vetted\n' },
  ])('2 when a path is missing: the stylish summary of $vetted says so, never "no problems" alone', async ({ vetted, summary }) => {
    const run = await runCli(['check', vetted, 'no-such-tool.json', 'no-such-folder/']);
    expect(run.status).toBe(2);
    expect(run.stdout.endsWith(summary.replace('1 path', '2 paths'))).toBe(true);
    expect(run.stdout).not.toContain('✔');
  });
});

describe.concurrent('--max-warnings and --quiet', () => {
  test('more warnings than --max-warnings allows is 1, with a message', async () => {
    const run = await runCli(['check', '--max-warnings', '0', warning]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('kindgi-tool-manifest: too many warnings: 1 (--max-warnings 0)\n');
  });

  test('as many warnings as --max-warnings allows is 0', async () => {
    expect((await runCli(['check', '--max-warnings', '1', warning])).status).toBe(0);
  });

  test('--quiet reports errors only, and the warnings still count for --max-warnings', async () => {
    const json = await runCli(['check', '--quiet', '-f', 'json', warning, error]);
    expect(codes(json.stdout)).toEqual([[], ['manifest/invalid-version', 'manifest/unknown-property']]);
    const stylish = await runCli(['check', '-q', warning]);
    expect(stylish).toMatchObject({ status: 0, stdout: '✖ 1 problem (0 errors, 1 warning; 1 not shown)\n' });
  });

  test('-q with --max-warnings 0: the summary counts the warning that fails the run, never "no problems"', async () => {
    const run = await runCli(['check', '-q', '--max-warnings', '0', warning]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('✖ 1 problem (0 errors, 1 warning; 1 not shown)\n');
    expect(run.stdout).not.toContain('no problems');
  });

  test('--max-warnings with a negative number means no limit, as in ESLint', async () => {
    expect((await runCli(['check', '--max-warnings', '-1', warning])).status).toBe(0);
    expect((await runCli(['check', '--max-warnings=-1', warning])).status).toBe(0);
  });
});

describe.concurrent('--rule, --profile and --allow-dialect', () => {
  test('--rule ID=off silences a rule', async () => {
    const run = await runCli(['check', '-f', 'json', '--rule', 'http/url-placeholder-optional=off', warning]);
    expect(codes(run.stdout)).toEqual([[]]);
  });

  test('--rule ID=error makes a warning fail the run', async () => {
    const run = await runCli(['check', '--rule', 'http/url-placeholder-optional=error', warning]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('7:61  error  ');
  });

  test('an unknown rule is a usage error, with the closest rule', async () => {
    const run = await runCli(['check', '--rule', 'http/url-placeholder-optiona=off', warning]);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('--rule names no rule "http/url-placeholder-optiona"; did you mean "http/url-placeholder-optional"?');
    expect(run.stderr).toContain('Usage: kindgi-tool-manifest check');
  });

  test('--profile strict makes warnings errors', async () => {
    expect((await runCli(['check', '--profile', 'strict', warning])).status).toBe(1);
    expect((await runCli(['check', '--profile', 'recommended', warning])).status).toBe(0);
  });

  test('--allow-dialect draft-04 lets an MCP tool declare draft-04', async () => {
    const refused = await runCli(['check', draft04]);
    expect(refused.status).toBe(1);
    // The CLI's user is told about the CLI's flag, not the API's `dialects` option.
    expect(refused.stdout).toContain('opt in to draft-04 with --allow-dialect draft-04');
    expect(refused.stdout).not.toContain('`dialects` option');
    expect((await runCli(['check', '--allow-dialect', 'draft-04', draft04])).status).toBe(0);
  });
});

describe.concurrent('--output', () => {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-output-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('writes the report to the file and nothing to standard output', async () => {
    const file = join(folder, 'report.json');
    const run = await runCli(['check', '-f', 'json', '-o', file, error]);
    expect(run).toMatchObject({ status: 1, stdout: '', stderr: '' });
    expect(codes(readFileSync(file, 'utf8'))).toEqual([['manifest/invalid-version', 'manifest/unknown-property']]);
  });

  test('a file that cannot be written is 2', async () => {
    // A folder that is not there is made (as ESLint makes it); a file where the folder would be cannot be.
    writeFileSync(join(folder, 'a-file'), '');
    const run = await runCli(['check', '-o', join(folder, 'a-file', 'report.txt'), valid]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('cannot write');
    const made = await runCli(['check', '-o', join(folder, 'new-folder', 'report.txt'), valid]);
    expect(made.status).toBe(0);
    expect(readFileSync(join(folder, 'new-folder', 'report.txt'), 'utf8')).toBe('✔ 1 file vetted, no problems\n');
  });
});
