import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CODE_CATALOG } from '../../src/catalog.js';
import { ROOT, runCli } from './run-cli.js';

const USAGE = 'Usage: kindgi-tool-manifest check [options] <path...>';

describe.concurrent('--help and --version', () => {
  test('--help lists every command, option and exit code, and exits 0', async () => {
    const run = await runCli(['--help']);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout.startsWith(USAGE)).toBe(true);
    for (const word of ['print-schema', 'explain', '--format', '--output', '--quiet', '--max-warnings', '--rule', '--profile', '--allow-dialect', '--no-color', 'NO_COLOR', 'FORCE_COLOR', '--config', '--no-config', '--print-config', '--suppress-all', '--prune-suppressions', '--suppressions-location', '--stdin-filename', '--mcp-endpoint', '--concurrency']) {
      expect(run.stdout).toContain(word);
    }
    expect(run.stdout).toMatch(/Exit codes:\n {2}0 .*\n {2}1 .*\n {2}2 /);
  });

  test('--version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string };
    expect(await runCli(['--version'])).toMatchObject({ status: 0, stdout: `${version}\n` });
  });
});

describe.concurrent('usage errors exit 2 with the problem and the usage on standard error', () => {
  test.each([
    [['check', '--frmat', 'json', 'x.json'], "unknown option '--frmat'; did you mean \"--format\"?"],
    [['check', '--suppress-al', 'x.json'], "unknown option '--suppress-al'; did you mean \"--suppress-all\"?"],
    [['chek', 'x.json'], 'unknown command "chek"; did you mean "check"?'],
    [['check', '--concurrency', 'many', 'x.json'], '--concurrency takes auto, off or a number of threads'],
    [['check', '--concurrency', '-1', 'x.json'], '--concurrency takes auto, off or a number of threads from 1 to 999, not "-1"'],
    [['check', '--suppress-all', '--prune-suppressions', 'x.json'], '--suppress-all and --prune-suppressions cannot be given together'],
    [['check', '--config', 'a.json', '--no-config', 'x.json'], '--config and --no-config cannot be given together'],
    [['check', '--format', 'xml', 'x.json'], '--format must be stylish, json, sarif or github, not "xml"'],
    [['check', '--format'], "option '-f, --format <value>' argument missing"],
    [['check', '--max-warnings', 'many', 'x.json'], '--max-warnings takes a whole number, not "many"'],
    [['check', '--rule', 'http/url-placeholder-optional', 'x.json'], '--rule takes ID=SEVERITY'],
    [['check', '--rule', 'http/url-placeholder-optional=warn', 'x.json'], '--rule takes ID=SEVERITY'],
    // ESLint's words for a severity: the message named the four, not the one meant.
    [['check', '--rule', 'http/body-on-get=warn', 'x.json'], '--rule takes ID=SEVERITY, SEVERITY one of error, warning, info or off; got "http/body-on-get=warn"; did you mean "http/body-on-get=warning"?'],
    [['check', '--rule', 'http/body-on-get=2', 'x.json'], '--rule takes ID=SEVERITY, SEVERITY one of error, warning, info or off; got "http/body-on-get=2"; did you mean "http/body-on-get=error"?'],
    [['check', '--rule', 'http/body-on-get=of', 'x.json'], '--rule takes ID=SEVERITY, SEVERITY one of error, warning, info or off; got "http/body-on-get=of"; did you mean "http/body-on-get=off"?'],
    [['check', '--rule', 'http/body-on-get=constructor', 'x.json'], '--rule takes ID=SEVERITY, SEVERITY one of error, warning, info or off; got "http/body-on-get=constructor"\n'],
    [['check', '--profile', 'lenient', 'x.json'], '--profile must be recommended, strict or production'],
    [['check', '--allow-dialect', 'draft-03', 'x.json'], '--allow-dialect takes only draft-04'],
    [['check'], 'check needs a path'],
    [[], 'no command given'],
    [['lint', 'x.json'], 'unknown command "lint"'],
    [['explain', '--format', 'json', 'json/syntax'], '--format is not an option of explain'],
    // Node's own words for this were cut, leaving "unknown option '-d'" for a file named -dash.json.
    [['check', '-dash.json'], 'unknown option \'-d\' (in "-dash.json"); a path that begins with - goes after --, as in "-- -dash.json", or is written "./-dash.json"'],
    [['check', '--tools/a.json'], 'unknown option \'--tools/a.json\'; a path that begins with - goes after --'],
    // An empty path resolved to the working folder, which was vetted (or migrated) whole; an empty --output named it too.
    [['check', ''], 'an empty argument names nothing (an unset variable?); for the working folder, write .'],
    [['migrate', '--dry-run', 'x.json', ''], 'an empty argument names nothing'],
    [['check', '-o', '', 'x.json'], '--output was given an empty value (an unset variable?)'],
    [['check', '--config=', 'x.json'], '--config was given an empty value'],
    [['--print-config', ''], '--print-config was given an empty value'],
    // An argument that holds a terminal's escapes is quoted with them escaped: it cannot clear the screen.
    [['check', '--x\u001b[2J\u001b]0;x\u0007', 'x.json'], "unknown option '--x\\u001b[2J\\u001b]0;x\\u0007'"],
  ])('%j', async (args, problem) => {
    const run = await runCli(args);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain(`kindgi-tool-manifest: ${problem}`);
    expect(run.stderr).toContain(`\n\n${USAGE}\n`);
  });
});

describe.concurrent('print-schema and explain', () => {
  test('print-schema writes the bundled tool.schema.json, byte for byte', async () => {
    const run = await runCli(['print-schema']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(readFileSync(`${ROOT}schemas/tool.schema.json`, 'utf8'));
  });

  // Exit 2, "no such file or directory", in a clone without .vscode/.
  test('print-schema --output makes the folders of its file', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'kindgi-print-schema-'));
    const run = await runCli(['print-schema', '--output', '.vscode/tool.schema.json'], { cwd });
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(readFileSync(join(cwd, '.vscode/tool.schema.json'), 'utf8')).toBe(readFileSync(`${ROOT}schemas/tool.schema.json`, 'utf8'));
  });

  test('explain <code> says what it means, why, how to fix it, with an example', async () => {
    const info = CODE_CATALOG.find((entry) => entry.code === 'schema/strict');
    const run = await runCli(['explain', 'schema/strict']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `schema/strict (error)\n\n${info?.summary}\n\nWhy: ${info?.why}\nFix: ${info?.fix}\nExample: ${info?.example}\n\n` +
        'More: https://github.com/kindgi/kindgi-tool-manifest/blob/main/docs/rules/schema/strict.md\n',
    );
  });

  test('explain knows every code in the catalog, rules included', async () => {
    const run = await runCli(['explain']);
    expect(run.status).toBe(0);
    for (const info of CODE_CATALOG) expect(run.stdout).toContain(`  ${info.code} `);
  });

  test('explain of an unknown code is 2, with the closest code', async () => {
    const run = await runCli(['explain', 'schema/strikt']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no issue code "schema/strikt"; did you mean "schema/strict"?');
  });
});
