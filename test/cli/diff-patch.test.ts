import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { packTool } from '../fixtures.js';
import { runCli } from './run-cli.js';

// A dry run's diff is for `patch -p1`: applied to the files as they were, it must give what the
// run that writes gives, byte for byte, whatever the files' names and line endings.

const tool = packTool({ mutatin: false });
const draft07 = { ...packTool(), input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', definitions: { a: { type: 'string' } } } };

const KINDS: Record<string, (value: unknown) => string> = {
  'no line break at the end': (value) => JSON.stringify(value),
  'CRLF': (value) => `${JSON.stringify(value, null, 2).replace(/\n/g, '\r\n')}\r\n`,
  'a BOM, no line break at the end': (value) => `\uFEFF${JSON.stringify(value, null, 2)}`,
  'the change on the first line': (value) => `${JSON.stringify(value)}\n`,
};
const NAMES = ['plain.json', 'my tool.json', 'tab\there.json', 'say "hi".json', 'back\\slash.json', 'x.json\n+++ b\n@@ -1 +1 @@', 'esc\u001b]0;title\u0007.json', 'rtl\u202egnp.json', 'ünï.json'];

const hasPatch = spawnSync('patch', ['--version']).status === 0;

function folderOf(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-diff-patch-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

function contents(folder: string): Record<string, string> {
  return Object.fromEntries(readdirSync(folder).sort().map((name) => [name, readFileSync(join(folder, name), 'utf8')]));
}

describe.runIf(hasPatch).concurrent.each([
  ['check --fix-dry-run', ['check', '--fix-dry-run', '.'], ['check', '--fix', '.'], tool],
  ['migrate --dry-run', ['migrate', '--dry-run', '.'], ['migrate', '.'], draft07],
] as const)('%s', (_name, dry, write, value) => {
  test.each(Object.entries(KINDS))('%s, under every kind of name: patch -p1 applies the diff', async (_kind, textOf) => {
    const files = Object.fromEntries(NAMES.map((name) => [name, textOf(value)]));
    const written = folderOf(files);
    const patched = folderOf(files);
    const diff = await runCli(dry, { cwd: patched });
    expect(diff.stdout).not.toMatch(/[\u001b\u0007\u202e]/);
    await runCli(write, { cwd: written });
    const applied = spawnSync('patch', ['-p1', '--batch', '--forward', '--no-backup-if-mismatch'], { cwd: patched, input: diff.stdout, encoding: 'utf8', timeout: 20_000 });
    expect(applied.stdout + applied.stderr).not.toMatch(/fuzz|FAILED|offset|can't find/i);
    expect(applied.status).toBe(0);
    expect(contents(patched)).toEqual(contents(written));
    expect(contents(written)).not.toEqual(files);
  });
});
