import { spawn } from 'node:child_process';
import { chmodSync, linkSync, lstatSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { packTool } from '../fixtures.js';
import { CLI, runCli } from './run-cli.js';

// How --fix and migrate write a file back: whole or not at all, as the file was (mode, link).

const fixable = `${JSON.stringify(packTool({ mutatin: false }), null, 2)}\n`;
const fixed = `${JSON.stringify(packTool({ mutating: false }), null, 2)}\n`;
const properties = Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`p${index}`, { type: 'string', description: 'x'.repeat(40) }]));
// About 35 KB, its fix and its migration as large: past a file-size limit of 8 KiB either way.
const large = `${JSON.stringify({ ...packTool({ mutatin: false }), input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties, definitions: { a: { type: 'string' } } } }, null, 2)}\n`;

const WRITERS = [
  ['check --fix', ['check', '--fix', 'tool.json']],
  ['migrate', ['migrate', 'tool.json']],
] as const;

function folderWith(name: string, text: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'kindgi-fix-writes-'));
  writeFileSync(join(folder, name), text);
  return folder;
}

/** The CLI in a shell that sets its limits first (`ulimit -f`: blocks of 512 bytes a file may reach). */
function runLimited(limits: string, args: readonly string[], cwd: string): Promise<{ status: number | null; stderr: string }> {
  const quoted = args.map((arg) => `'${arg}'`).join(' ');
  const child = spawn('sh', ['-c', `${limits}; exec "${process.execPath}" --max-old-space-size=256 "${CLI}" ${quoted}`], { cwd, stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

describe.concurrent.each(WRITERS)('%s', (_name, args) => {
  test('a write cut short (a file-size limit) leaves the file as it was, no stray file, and exits 2', async () => {
    const cwd = folderWith('tool.json', large);
    const run = await runLimited('ulimit -f 16', args, cwd);
    expect(readFileSync(join(cwd, 'tool.json'), 'utf8')).toBe(large);
    expect(readdirSync(cwd)).toEqual(['tool.json']);
    expect(run.stderr).toContain('cannot write tool.json');
    expect(run.status).toBe(2);
  });

  test('the file keeps its mode, whatever the umask', async () => {
    const cwd = folderWith('tool.json', large);
    chmodSync(join(cwd, 'tool.json'), 0o666);
    await runLimited('umask 077', args, cwd);
    expect(readFileSync(join(cwd, 'tool.json'), 'utf8')).not.toBe(large);
    expect(statSync(join(cwd, 'tool.json')).mode & 0o777).toBe(0o666);
  });

  test('through a symbolic link, the link stays and its target is written', async () => {
    const cwd = folderWith('target.json', large);
    symlinkSync('target.json', join(cwd, 'tool.json'));
    await runCli(args, { cwd });
    expect(lstatSync(join(cwd, 'tool.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(cwd, 'target.json'), 'utf8')).not.toBe(large);
  });

  test('a file with another hard link stays one file under both names', async () => {
    const cwd = folderWith('tool.json', large);
    linkSync(join(cwd, 'tool.json'), join(cwd, 'other-name'));
    await runCli(args, { cwd });
    expect(readFileSync(join(cwd, 'tool.json'), 'utf8')).not.toBe(large);
    expect(readFileSync(join(cwd, 'other-name'), 'utf8')).toBe(readFileSync(join(cwd, 'tool.json'), 'utf8'));
  });

  // Root may write any file: as root, the CLI runs as nobody, for whom the folder is open.
  test('a read-only file is refused, as a write in place would refuse it, though its folder allows a rename', async () => {
    const cwd = folderWith('tool.json', large);
    chmodSync(cwd, 0o777);
    chmodSync(join(cwd, 'tool.json'), 0o444);
    const run = await runCli(args, { cwd, unprivileged: true });
    expect(readFileSync(join(cwd, 'tool.json'), 'utf8')).toBe(large);
    expect(run.stderr).toContain('cannot write tool.json: permission denied');
    expect(run.status).toBe(2);
  });
});

// A file the CLI may write in a folder it may not add to was written in place before; it still is.
test('a writable file in a folder the CLI may not add to is still fixed', async () => {
  const cwd = folderWith('tool.json', fixable);
  chmodSync(join(cwd, 'tool.json'), 0o666);
  chmodSync(cwd, 0o555);
  try {
    const run = await runCli(['check', '--fix', 'tool.json'], { cwd, unprivileged: true });
    expect(readFileSync(join(cwd, 'tool.json'), 'utf8')).toBe(fixed);
    expect(run.status).toBe(0);
  } finally {
    chmodSync(cwd, 0o755);
  }
});

test('check --fix writes the fix itself', async () => {
  const cwd = folderWith('tool.json', fixable);
  const run = await runCli(['check', '--fix', 'tool.json'], { cwd });
  expect(readFileSync(join(cwd, 'tool.json'), 'utf8')).toBe(fixed);
  expect(run.status).toBe(0);
});
