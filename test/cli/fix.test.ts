import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mcpTool, packTool } from '../fixtures.js';
import { runCli } from './run-cli.js';

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-fix-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

// Tabs, a key order of the author's own and a trailing newline: --fix must keep all of them.
const broken = `${JSON.stringify({ ...mcpTool({ transport: 'MCP', mcpEndpoint: 'stdio://echo-server' }), mutatin: false, effects: [{ kind: 'reads' }, { kind: 'reads' }] }, null, '\t')}\n`;
const repaired = `${JSON.stringify({ ...mcpTool({ transport: 'mcp', mcpEndpoint: 'mcp+stdio://echo-server' }), mutating: false, effects: [{ kind: 'reads' }] }, null, '\t')}\n`;

describe('check --fix', () => {
  test('writes every certain fix, keeps the formatting, and reports what is left', async () => {
    const cwd = folderWith({ 'echo.json': broken, 'clean.json': JSON.stringify(packTool()) });
    const run = await runCli(['check', '--fix', '.'], { cwd });
    expect(readFileSync(join(cwd, 'echo.json'), 'utf8')).toBe(repaired);
    expect(readFileSync(join(cwd, 'clean.json'), 'utf8')).toBe(JSON.stringify(packTool()));
    expect(run.stderr).toContain('fixed echo.json: 4 fixes');
    expect(run.status).toBe(0);
  });

  test('fixes the inline tools of a pack, and never touches JSON that is not a manifest', async () => {
    const pack = (tool: unknown) => JSON.stringify({ manifestVersion: '1.0', id: 'com.acme', version: '1.0.0', name: 'Acme', tools: [tool] }, null, 2);
    const other = JSON.stringify({ name: 'x', mutatin: true, dependencies: {} }, null, 2);
    const cwd = folderWith({ 'pack.json': pack(packTool({ mutatin: false })), 'package.json': other });
    await runCli(['check', '--fix', 'pack.json', 'package.json'], { cwd });
    expect(readFileSync(join(cwd, 'pack.json'), 'utf8')).toBe(pack(packTool({ mutating: false })));
    expect(readFileSync(join(cwd, 'package.json'), 'utf8')).toBe(other);
  });

  // It wrote the fixes, then failed on the suppressions file: files changed by a run that exited 2.
  test('with a suppressions file it cannot read, fails before it writes anything', async () => {
    const cwd = folderWith({ 'echo.json': broken, 'kindgi-tool-manifest-suppressions.json': '{bad' });
    const run = await runCli(['check', '--fix', '.'], { cwd });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('cannot read the suppressions file');
    expect(readFileSync(join(cwd, 'echo.json'), 'utf8')).toBe(broken);
  });

  test('leaves what it cannot fix, and exits 1 for it', async () => {
    const cwd = folderWith({ 'a.json': JSON.stringify(packTool({ transport: 'mpc' }), null, 2) });
    const run = await runCli(['check', '--fix', 'a.json'], { cwd });
    expect(readFileSync(join(cwd, 'a.json'), 'utf8')).toBe(JSON.stringify(packTool({ transport: 'mpc' }), null, 2));
    expect(run.stdout).toContain('manifest/invalid-value');
    expect(run.status).toBe(1);
  });
});

describe('check --fix-dry-run', () => {
  test('prints the diff and writes nothing', async () => {
    const cwd = folderWith({ 'echo.json': broken });
    const run = await runCli(['check', '--fix-dry-run', 'echo.json'], { cwd });
    expect(readFileSync(join(cwd, 'echo.json'), 'utf8')).toBe(broken);
    expect(run.stdout).toContain('--- a/echo.json\n+++ b/echo.json\n@@ ');
    for (const line of ['-\t"transport": "MCP",', '+\t"transport": "mcp",', '-\t"mutatin": false,', '+\t"mutating": false,', '-\t\t},']) expect(run.stdout.split('\n')).toContain(line);
    expect(run.status).toBe(0);
  });

  test('a tool list is judged with --mcp-endpoint, as check judges it', async () => {
    const cwd = folderWith({ 'list.json': JSON.stringify({ tools: [{ name: 'a', inputSchema: { type: 'object' } }] }) });
    const checked = await runCli(['check', '--mcp-endpoint', 'http://host/mcp', 'list.json'], { cwd });
    const dry = await runCli(['check', '--fix-dry-run', '--mcp-endpoint', 'http://host/mcp', 'list.json'], { cwd });
    expect(checked.stdout).toContain('mcp/endpoint-format');
    expect([checked.status, dry.status]).toEqual([1, 1]);
    // Nothing to fix, an error left: the exit of 1 is said, not silent.
    expect(dry.stdout).toBe('');
    expect(dry.stderr).toContain('1 error remains that no certain fix removes; run check without --fix-dry-run to see it');
    expect((await runCli(['check', '--fix-dry-run', '--mcp-endpoint', 'mcp+http://host/mcp', 'list.json'], { cwd })).status).toBe(0);
  });

  // --output was ignored: the diff went to standard output and no file was made.
  test('writes the diff to --output, when given', async () => {
    const cwd = folderWith({ 'echo.json': broken });
    const run = await runCli(['check', '--fix-dry-run', '-o', 'fixes.patch', 'echo.json'], { cwd });
    expect(run.stdout).toBe('');
    expect(readFileSync(join(cwd, 'fixes.patch'), 'utf8')).toContain('--- a/echo.json\n+++ b/echo.json\n@@ ');
    expect(readFileSync(join(cwd, 'echo.json'), 'utf8')).toBe(broken);
    expect(run.status).toBe(0);
    const unwritable = await runCli(['check', '--fix-dry-run', '-o', 'echo.json/fixes.patch', 'echo.json'], { cwd });
    expect(unwritable.stderr).toContain('cannot write');
    expect(unwritable.status).toBe(2);
  });

  // It said "1 error remains … run check without --fix-dry-run to see it" and exited 1, where check showed nothing and exited 0.
  test('counts no suppressed error, as check does not', async () => {
    const cwd = folderWith({ 'echo.json': broken, 'bad.json': JSON.stringify(packTool({ transport: 'mpc' })) });
    expect((await runCli(['check', '--suppress-all', 'bad.json'], { cwd })).status).toBe(0);
    const run = await runCli(['check', '--fix-dry-run', '.'], { cwd });
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toContain('--- a/echo.json\n');
    expect((await runCli(['check', '--fix-dry-run', '--suppressions-location', 'none.json', '.'], { cwd })).status).toBe(1);
  });

  test('works on standard input', async () => {
    const run = await runCli(['check', '--fix-dry-run', '-'], { input: broken });
    expect(run.stdout).toContain('--- a/<stdin>');
    expect(run.status).toBe(0);
  });

  test.each([
    [['check', '--fix', '-'], 'cannot write back to standard input'],
    [['check', '--fix', '--fix-dry-run', 'a.json'], 'exclude each other'],
    // These act on a report or the suppressions file, which a dry run does not make: they were ignored in silence.
    [['check', '--fix-dry-run', '-f', 'sarif', 'a.json'], '--fix-dry-run prints a diff, not a report, and writes no suppressions file, so --format would be ignored'],
    [['check', '--fix-dry-run', '--max-warnings', '0', 'a.json'], 'so --max-warnings would be ignored'],
    [['check', '--fix-dry-run', '--suppress-all', 'a.json'], 'so --suppress-all would be ignored'],
    [['check', '--prune-suppressions', '--fix-dry-run', 'a.json'], 'so --prune-suppressions would be ignored'],
  ])('%j is a usage error', async (args, message) => {
    const run = await runCli(args, { input: broken });
    expect(run.stderr).toContain(message);
    expect(run.status).toBe(2);
  });
});

describe('migrate', () => {
  const D7 = 'http://json-schema.org/draft-07/schema#';
  const manifest = mcpTool({ input: { $schema: D7, type: 'object', definitions: { city: { type: 'string' } }, properties: { city: { $ref: '#/definitions/city' } } } });

  test('rewrites the schemas in place and keeps the rest of the file', async () => {
    const text = JSON.stringify(manifest, null, 4);
    const cwd = folderWith({ 'tool.json': text });
    const run = await runCli(['migrate', '--to', '2020-12', 'tool.json'], { cwd });
    const migrated = JSON.parse(readFileSync(join(cwd, 'tool.json'), 'utf8')) as { input: unknown };
    expect(migrated.input).toEqual({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', $defs: { city: { type: 'string' } }, properties: { city: { $ref: '#/$defs/city' } } });
    expect(readFileSync(join(cwd, 'tool.json'), 'utf8').split('\n').slice(0, 4)).toEqual(text.split('\n').slice(0, 4));
    expect(run.stderr).toContain('migrated 1 file; 0 keywords');
    expect(run.status).toBe(0);
  });

  // package.json's "dependencies" became an anyOf of dependentSchemas, tsconfig.json's "definitions" $defs, and biome.json was exit 2.
  test('leaves alone JSON that is neither a tool manifest nor a JSON Schema that says so', async () => {
    const others = {
      'package.json': '{\n  "name": "x",\n  "dependencies": { "a": "^1.0.0" },\n  "items": [1, 2]\n}\n',
      'tsconfig.json': '{"compilerOptions": {}, "definitions": {"a": {}}}',
      'biome.json': '{"$schema": "https://biomejs.dev/schemas/1.9.4/schema.json", "definitions": {}}',
      'list.json': '[{"definitions": {}}]',
    };
    const schema = JSON.stringify({ $schema: D7, definitions: { a: { type: 'string' } } });
    const cwd = folderWith({ ...others, 'schema.json': schema });
    const run = await runCli(['migrate', '.'], { cwd });
    for (const [name, text] of Object.entries(others)) expect(readFileSync(join(cwd, name), 'utf8')).toBe(text);
    expect(readFileSync(join(cwd, 'schema.json'), 'utf8')).toContain('"$defs"');
    expect(run.stderr).toBe('migrated 1 file; 0 keywords without an exact equivalent left as they were; 4 files neither a tool manifest nor a JSON Schema with a json-schema.org "$schema" left alone\n');
    expect(run.status).toBe(0);
  });

  test('--dry-run prints the diff; a keyword without an equivalent is reported and exits 1', async () => {
    const text = JSON.stringify({ $schema: 'https://json-schema.org/draft/2019-09/schema', $recursiveRef: '#/$defs/a', $defs: { a: {} } }, null, 2);
    const cwd = folderWith({ 'schema.json': text });
    const run = await runCli(['migrate', '--dry-run', 'schema.json'], { cwd });
    expect(readFileSync(join(cwd, 'schema.json'), 'utf8')).toBe(text);
    expect(run.stdout).toContain('schema.json: warning migrate/no-equivalent /$recursiveRef');
    expect(run.stdout).toContain('+  "$schema": "https://json-schema.org/draft/2020-12/schema",');
    expect(run.status).toBe(1);
  });

  test.each([
    [['migrate'], 'migrate needs a path'],
    [['migrate', '--to', 'draft-07', 'a.json'], '--to takes only 2020-12'],
    [['migrate', '-'], 'standard input'],
  ])('%j is a usage error', async (args, message) => {
    const run = await runCli(args);
    expect(run.stderr).toContain(message);
    expect(run.status).toBe(2);
  });
});
