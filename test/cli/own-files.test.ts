import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'kindgi-own-files-'));
copyFileSync(join(root, 'examples/weather-pack-tool.json'), join(folder, 'a.json'));
execFileSync('mkfifo', [join(folder, 'fifo')]);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// A config or suppressions file is the user's own, but a repository can carry a symbolic link to
// /dev/zero (which ran the CLI out of memory) or a FIFO (which it waited on until killed): each is
// refused unread, exit 2, with a message, as a manifest that is no file is.
test.each([
  ['--config naming /dev/zero', ['--config', '/dev/zero'], /cannot read the config: it is a device/],
  ['--config naming a FIFO', ['--config', 'fifo'], /cannot read the config: it is a FIFO/],
  ['--suppressions-location naming a FIFO', ['--suppressions-location', 'fifo'], /cannot read the suppressions file .*fifo: it is a FIFO/],
])('%s: exit 2, not read', (_name, args, message) => {
  const run = spawnSync(process.execPath, ['--max-old-space-size=256', join(root, 'dist/cli.js'), 'check', ...args, 'a.json'], { cwd: folder, encoding: 'utf8', timeout: 20_000 });
  expect(run.signal, 'the CLI was killed (time limit)').toBeNull();
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(message);
});

test('a suppressions file that is a link to /dev/zero, found in the working folder: exit 2, not read', () => {
  symlinkSync('/dev/zero', join(folder, 'kindgi-tool-manifest-suppressions.json'));
  try {
    const run = spawnSync(process.execPath, ['--max-old-space-size=256', join(root, 'dist/cli.js'), 'check', 'a.json'], { cwd: folder, encoding: 'utf8', timeout: 20_000 });
    expect(run.signal, 'the CLI was killed (time limit)').toBeNull();
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/cannot read the suppressions file .*: it is a device/);
  } finally {
    rmSync(join(folder, 'kindgi-tool-manifest-suppressions.json'));
  }
});
