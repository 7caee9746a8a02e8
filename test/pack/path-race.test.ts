import { spawn } from 'node:child_process';
import { closeSync, copyFileSync, fstatSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPack } from '../../src/index.js';
import { openedInside } from '../../src/pack/read-tool-file.js';

let root: string;
const tool = (id: string) => JSON.stringify({ id, description: 'd', version: '1.0.0', input: { type: 'object', properties: {}, additionalProperties: false }, output: { type: 'object' }, mutating: false });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'pack-race-'));
  mkdirSync(join(root, 'pack/tools'), { recursive: true });
  writeFileSync(join(root, 'secret.json'), tool('outside.secret'));
  writeFileSync(join(root, 'pack/tools/good.json'), tool('acme.good'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// What the file opened must be: the file that was checked, inside the pack's real folder.
describe('openedInside', () => {
  const opened = (file: string) => {
    const fd = openSync(file, 'r');
    return { fd, stats: fstatSync(fd), close: () => closeSync(fd) };
  };

  test('the file checked, opened inside the folder: accepted', async () => {
    const file = opened(join(root, 'pack/tools/good.json'));
    await expect(openedInside(statSync(join(root, 'pack/tools/good.json')), join(root, 'pack'))(file.fd, file.stats)).resolves.toBe(true);
    file.close();
  });

  test('another file than the one checked (swapped in after the check): refused', async () => {
    const file = opened(join(root, 'secret.json'));
    await expect(openedInside(statSync(join(root, 'pack/tools/good.json')), join(root, 'pack'))(file.fd, file.stats)).resolves.toBe(false);
    file.close();
  });

  test.runIf(process.platform === 'linux')('the file checked, but opened outside the folder (a folder swapped for a link): refused, by the path the descriptor has', async () => {
    const file = opened(join(root, 'secret.json'));
    await expect(openedInside(statSync(join(root, 'secret.json')), join(root, 'pack'))(file.fd, file.stats)).resolves.toBe(false);
    file.close();
  });
});

// Another process swaps each tool file, atomically, between a regular file and a symbolic link to
// a file outside the pack while loadPack reads them: the outside file had been read and vetted in
// about 1 of 60 runs (its id in the report). A race, so a pass proves nothing on its own; the
// openedInside cases above are the deterministic part.
test('a tool file swapped for a link to a file outside, while the pack is read: never read', async () => {
  const count = 30;
  for (let i = 0; i < count; i++) copyFileSync(join(root, 'pack/tools/good.json'), join(root, `pack/tools/r${i}.json`));
  writeFileSync(join(root, 'pack/pack.json'), JSON.stringify({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', tools: Array.from({ length: count }, (_, i) => ({ path: `tools/r${i}.json` })) }));
  const tools = join(root, 'pack/tools');
  const racer = spawn(process.execPath, ['-e', `
    const fs = require('fs'); const d = ${JSON.stringify(tools)}; const secret = ${JSON.stringify(join(root, 'secret.json'))};
    for (let k = 0; ; k++) { const i = k % ${count};
      try { fs.symlinkSync(secret, d + '/l' + i); fs.renameSync(d + '/l' + i, d + '/r' + i + '.json'); } catch {}
      try { fs.copyFileSync(d + '/good.json', d + '/g' + i); fs.renameSync(d + '/g' + i, d + '/r' + i + '.json'); } catch {}
    }`]);
  let leaks = 0;
  try {
    for (const started = Date.now(); Date.now() - started < 3_000; ) {
      const report = await loadPack(join(root, 'pack/pack.json'));
      leaks += report.tools.filter((entry) => entry.report !== undefined && JSON.stringify(entry.report).includes('outside.secret')).length;
    }
  } finally {
    racer.kill();
  }
  expect(leaks).toBe(0);
}, 30_000);

