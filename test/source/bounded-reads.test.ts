import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';

// Files that are no manifest's size or no file at all: each read in its own child with a small
// heap and a time limit, its peak memory (Buffers included) reported, so reading one whole, or
// waiting on a FIFO for a writer, fails the case instead of the runner.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'dist/cli.js');
const PEAK = "process.on('exit',()=>process.stderr.write('\\nmaxrss '+process.resourceUsage().maxRSS+'\\n'))";
const MAX_RSS_MB = 200;

let folder = '';
const paths: Record<string, string> = {};

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'kindgi-bounded-'));
  paths.sparse = join(folder, 'sparse.json');
  writeFileSync(paths.sparse, '');
  truncateSync(paths.sparse, 1_500_000_000);
  paths.zero = join(folder, 'zero.json');
  symlinkSync('/dev/zero', paths.zero);
  paths.fifo = join(folder, 'fifo.json');
  expect(spawnSync('mkfifo', [paths.fifo]).status).toBe(0);
  paths.pack = join(folder, 'pack.json');
  writeFileSync(paths.pack, '');
  truncateSync(paths.pack, 100_000_000);
});

function runNode(args: string[], input?: string | Buffer) {
  const run = spawnSync(process.execPath, ['--max-old-space-size=256', '--import', `data:text/javascript,${PEAK}`, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 20_000, input, maxBuffer: 1 << 26 });
  const rss = Number(/maxrss (\d+)/.exec(run.stderr)?.[1] ?? 0) / 1024;
  return { ...run, rssMb: rss };
}

function load(call: string) {
  return runNode(['--input-type=module', '-e', `import * as K from './dist/index.js'; try { const r = await ${call}; console.log(JSON.stringify({ codes: r.issues.map((i) => i.code), message: r.issues[0]?.message })); } catch (e) { console.log(JSON.stringify({ rejected: e.code, message: e.message })); }`]);
}

describe('files are read within a bound, and only regular files are read', () => {
  test.each([
    ['loadToolManifest', 'a 1.5 GB sparse file: limit/size from its size', 'sparse', { codes: ['limit/size'] }],
    ['loadToolManifest', 'a symbolic link to /dev/zero: a device, never read', 'zero', { rejected: 'EINVAL' }],
    ['loadToolManifest', 'a FIFO with no writer: refused, not waited on', 'fifo', { rejected: 'EINVAL' }],
    ['loadPack', 'a 100 MB pack file: limit/size, not read', 'pack', { codes: ['limit/size'] }],
    ['loadPack', 'a symbolic link to /dev/zero', 'zero', { rejected: 'EINVAL' }],
  ])('%s of %s', (call, _name, file, expected) => {
    const run = load(`K.${call}(${JSON.stringify(paths[file])})`);
    expect(run.error, 'the child did not finish in time').toBeUndefined();
    expect(JSON.parse(run.stdout)).toMatchObject(expected);
    expect(run.rssMb).toBeLessThan(MAX_RSS_MB);
  });

  test.each([
    ['a 1.5 GB sparse file', 'sparse', 1, /limit\/size/],
    ['a symbolic link to /dev/zero', 'zero', 2, /cannot read .*zero\.json: it is a device, not a file/],
    ['a FIFO named on the command line', 'fifo', 2, /cannot read .*fifo\.json: it is a FIFO, not a file/],
  ])('check of %s', (_name, file, status, said) => {
    const run = runNode([CLI, 'check', '--no-config', '--format', 'json', paths[file] as string]);
    expect(run.error, 'the child did not finish in time').toBeUndefined();
    expect(run.status).toBe(status);
    expect(`${run.stdout}${run.stderr}`).toMatch(said);
    expect(run.rssMb).toBeLessThan(MAX_RSS_MB);
  });

  test('check - of 100 MB on standard input stops reading at the bound: limit/size', () => {
    const run = runNode([CLI, 'check', '--no-config', '--format', 'json', '-'], Buffer.alloc(100_000_000, 32));
    // The child stops reading and finishes while the rest is still being written to it: EPIPE here is that.
    expect((run.error as NodeJS.ErrnoException | undefined)?.code ?? 'finished', 'the child did not finish in time').toMatch(/^(finished|EPIPE)$/);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/limit\/size/);
    // No option raises the bound on what is read: the hint does not send anyone to one.
    expect(run.stdout).toMatch(/No file this large is read, whatever limits.maxBytes says/);
    expect(run.rssMb).toBeLessThan(MAX_RSS_MB + 100);
  });
});
