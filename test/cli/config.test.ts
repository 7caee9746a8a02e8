import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES, ROOT, runCli } from './run-cli.js';

const warning = readFileSync(join(ROOT, FIXTURES, 'warning.json'), 'utf8'); // http/url-placeholder-optional, a warning
const CONFIG = 'kindgi-tool-manifest.config.json';
const codes = (stdout: string) => (JSON.parse(stdout) as { file: string; issues: { code: string; severity: string }[] }[]).map((result) => [result.file, result.issues.map((issue) => `${issue.code}:${issue.severity}`)]);

describe.concurrent('the config file', () => {
  let folder: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  };
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-config-'));
    write(CONFIG, JSON.stringify({
      profile: 'strict',
      ignores: ['tools/generated/', '**/*.skip.json'],
      overrides: [
        { files: ['tools/legacy/**'], profile: 'recommended' },
        { files: ['tools/legacy/**'], rules: { 'http/url-placeholder-optional': 'info' } },
        { files: ['tools/legacy/quiet/**'], rules: { 'http/url-placeholder-optional': 'off' } },
      ],
    }, null, 2));
    for (const path of ['tools/a.json', 'tools/legacy/b.json', 'tools/legacy/quiet/c.json', 'tools/generated/d.json', 'tools/e.skip.json']) write(path, warning);
    write('other/kindgi-tool-manifest.config.json', JSON.stringify({ rules: { 'http/url-placeholder-optional': 'error' } }));
    write('other/f.json', warning);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('is found from the working folder upward; its overrides apply in order, the last winning; ignores skip files', async () => {
    const run = await runCli(['check', '-f', 'json', '.'], { cwd: join(folder, 'tools') });
    expect(codes(run.stdout)).toEqual([
      ['a.json', ['http/url-placeholder-optional:error']],
      ['legacy/b.json', ['http/url-placeholder-optional:info']],
      ['legacy/quiet/c.json', []],
    ]);
    expect(run.status).toBe(1);
  });

  test('paths whose every file is ignored name nothing to vet: exit 2, as a folder with no file is, not a green run', async () => {
    const run = await runCli(['check', 'generated/'], { cwd: join(folder, 'tools') });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('the one file the paths name is ignored by the config\'s "ignores"');
  });

  test('--config names another; --no-config uses none; command-line flags win over the config', async () => {
    const other = await runCli(['check', '-f', 'json', '--config', 'other/kindgi-tool-manifest.config.json', 'tools/a.json'], { cwd: folder });
    expect(codes(other.stdout)).toEqual([['tools/a.json', ['http/url-placeholder-optional:error']]]);
    const none = await runCli(['check', '-f', 'json', '--no-config', 'tools/a.json', 'tools/generated/d.json'], { cwd: folder });
    expect(codes(none.stdout)).toEqual([['tools/a.json', ['http/url-placeholder-optional:warning']], ['tools/generated/d.json', ['http/url-placeholder-optional:warning']]]);
    const flag = await runCli(['check', '-f', 'json', '--rule', 'http/url-placeholder-optional=warning', 'tools/legacy/quiet/c.json'], { cwd: folder });
    expect(codes(flag.stdout)).toEqual([['tools/legacy/quiet/c.json', ['http/url-placeholder-optional:warning']]]);
  });

  test('--print-config FILE prints the effective settings for that file', async () => {
    const run = await runCli(['--print-config', 'tools/legacy/quiet/c.json'], { cwd: folder });
    expect(run.status).toBe(0);
    const settings = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(settings).toMatchObject({ config: join(folder, CONFIG), ignored: false, profile: 'recommended', rules: { 'http/url-placeholder-optional': 'off' }, dialects: [] });
    expect(settings.limits).toMatchObject({ maxBytes: 1048576 });
    const ignored = JSON.parse((await runCli(['check', '--print-config', 'tools/generated/d.json'], { cwd: folder })).stdout) as Record<string, unknown>;
    expect(ignored).toMatchObject({ ignored: true, profile: 'strict' });
  });

  // It printed { "rules": { "http/url-placeholder-optinal": "off" } }, settings check refuses.
  test.each([[['--print-config']], [['check', '--print-config']]])('%j refuses a --rule that names no rule, as check does', async (command) => {
    const run = await runCli([...command, 'tools/a.json', '--rule', 'http/url-placeholder-optinal=off'], { cwd: folder });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('--rule names no rule "http/url-placeholder-optinal"; did you mean "http/url-placeholder-optional"?');
  });

  const BAD: [string, string, string][] = [
    ['syntax', '{\n  "profile": "strict",\n}\n', '3:1: the config is not valid JSON: expected a property name'],
    ['unknown key', '{\n  "profile": "strict",\n  "rulez": {}\n}\n', '3:3: unknown key "rulez"; did you mean "rules"?'],
    ['unknown rule', '{\n  "rules": {\n    "http/url-placeholder-optinal": "off"\n  }\n}\n', '3:5: no rule "http/url-placeholder-optinal"; did you mean "http/url-placeholder-optional"?'],
    ['bad setting', '{ "rules": { "http/body-on-get": "warn" } }', '1:34: a rule setting is "error", "warning", "info" or "off", not "warn"'],
    ['bad profile', '{ "overrides": [{ "files": ["a"], "profile": "lenient" }] }', '1:46: profile is "recommended", "strict" or "production", not "lenient"'],
    ['override without files', '{ "overrides": [{ "profile": "strict" }] }', '1:17: an override needs "files"'],
    ['bad limit', '{ "limits": { "maxDepth": -1 } }', '1:27: limits.maxDepth is a whole number of at least 1'],
    ['unknown limit', '{ "limits": { "maxdepth": 3 } }', '1:15: unknown key "maxdepth"; did you mean "maxDepth"?'],
    ['bad dialect', '{ "dialects": ["draft-03"] }', '1:16: a dialect is'],
  ];

  test.each(BAD)('a bad config (%s) is exit 2 with its line and column', async (_name, text, problem) => {
    const file = `bad-${_name.replace(/ /g, '-')}.json`;
    write(file, text);
    const run = await runCli(['check', '--config', file, 'tools/a.json'], { cwd: folder });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain(`${join(folder, file)}:${problem}`);
  });

  // Clipped at 200 characters, the message showed the config's path and not the problem.
  test('a bad config in a deep folder is said whole', async () => {
    const deep = join('deep', 'a'.repeat(100), 'b'.repeat(100));
    write(join(deep, 'kindgi-tool-manifest.config.json'), '{ "rulez": {} }');
    const run = await runCli(['check', '--config', join(deep, 'kindgi-tool-manifest.config.json'), 'tools/a.json'], { cwd: folder });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain(`${join(folder, deep, 'kindgi-tool-manifest.config.json')}:1:3: unknown key "rulez"; did you mean "rules"?`);
  });

  test('a config key of 100,000 characters is not quoted whole', async () => {
    write('bad-long-key.json', JSON.stringify({ ['k'.repeat(100_000)]: 1 }));
    const run = await runCli(['check', '--config', 'bad-long-key.json', 'tools/a.json'], { cwd: folder });
    expect(run.status).toBe(2);
    expect(run.stderr.length).toBeLessThan(2100);
    expect(run.stderr).toMatch(/^kindgi-tool-manifest: .*bad-long-key\.json:1:2: unknown key "k+…k+"; the keys are .*"overrides"\n$/);
  });

  // The recursive parser's stack overflowed: a message with no file or place.
  test('a config nested 20,000 deep is exit 2 with its line and column', async () => {
    write('bad-deep.json', `{"rules": ${'['.repeat(2e4)}${']'.repeat(2e4)}}`);
    const run = await runCli(['check', '--config', 'bad-deep.json', 'tools/a.json'], { cwd: folder });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain(`${join(folder, 'bad-deep.json')}:1:522: the config nests deeper than 512 levels`);
  });

  test.each(BAD)('the shipped config.schema.json refuses the same config (%s)', (_name, text) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return; // A syntax error is not the schema's to find.
    }
    const validate = new Ajv.default({ strict: false }).compile(JSON.parse(readFileSync(join(ROOT, 'schemas/config.schema.json'), 'utf8')) as object);
    // Rule ids are the loader's to check: the schema only knows their shape, so it cannot refuse a misspelt one.
    if (_name === 'unknown rule') expect(validate(value)).toBe(true);
    else expect(validate(value)).toBe(false);
  });

  test('the shipped config.schema.json accepts the config of this test', () => {
    const validate = new Ajv.default({ strict: false }).compile(JSON.parse(readFileSync(join(ROOT, 'schemas/config.schema.json'), 'utf8')) as object);
    expect(validate(JSON.parse(readFileSync(join(folder, CONFIG), 'utf8')))).toBe(true);
  });
});
