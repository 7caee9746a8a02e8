import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURES, ROOT, runCli } from './run-cli.js';

const fixtures = ['valid', 'warning', 'error', 'syntax'].map((name) => readFileSync(join(ROOT, FIXTURES, `${name}.json`), 'utf8'));

describe.concurrent('--concurrency', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-threads-'));
    // More files than one batch, in several folders, with every kind of outcome among them.
    for (let i = 0; i < 130; i++) {
      const sub = join(folder, `pack-${i % 3}`);
      mkdirSync(sub, { recursive: true });
      writeFileSync(join(sub, `tool-${String(i).padStart(3, '0')}.json`), fixtures[i % fixtures.length] as string);
    }
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test.each(['json', 'stylish', 'sarif'])('worker threads give the same %s report and exit code as a sequential run', async (format) => {
    const sequential = await runCli(['check', '--no-config', '-f', format, '--concurrency', 'off', '.'], { cwd: folder });
    const threaded = await runCli(['check', '--no-config', '-f', format, '--concurrency', '2', '.'], { cwd: folder });
    expect(sequential.status).toBe(1);
    expect(threaded).toEqual(sequential);
  });

  test('with a missing path among the files, the same outcome too (exit 2, the others reported)', async () => {
    const args = ['check', '--no-config', '-f', 'json', 'pack-0', 'no-such.json', 'pack-1'];
    const sequential = await runCli([...args, '--concurrency', 'off'], { cwd: folder });
    const threaded = await runCli([...args, '--concurrency', '3'], { cwd: folder });
    expect(sequential.status).toBe(2);
    expect(threaded).toEqual(sequential);
  });

  test('standard input is vetted on the main thread, in its place', async () => {
    const input = fixtures[2] as string;
    const args = ['check', '--no-config', '-f', 'json', 'pack-0', '-', 'pack-2'];
    const sequential = await runCli([...args, '--concurrency', 'off'], { cwd: folder, input });
    const threaded = await runCli([...args, '--concurrency', '2'], { cwd: folder, input });
    expect(threaded).toEqual(sequential);
    expect((JSON.parse(threaded.stdout) as { file: string }[]).map((result) => result.file)).toContain('<stdin>');
  });
});

describe('--concurrency on a large tree', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-threads-large-'));
    // Past AUTO_MIN_FILES, in nested folders of uneven sizes, so that batches straddle folders and
    // the workers start while the listing is still going.
    for (let i = 0; i < 2300; i++) {
      const sub = join(folder, `group-${i % 7}`, `pack-${i % 5}`);
      mkdirSync(sub, { recursive: true });
      writeFileSync(join(sub, `tool-${String(i).padStart(4, '0')}.json`), fixtures[(i * 7) % fixtures.length] as string);
    }
  }, 60_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test.each([['2'], ['3'], ['auto']])('--concurrency %s gives the same report and exit code as a sequential run', async (threads) => {
    const sequential = await runCli(['check', '--no-config', '-f', 'json', '--concurrency', 'off', '.'], { cwd: folder });
    const threaded = await runCli(['check', '--no-config', '-f', 'json', '--concurrency', threads, '.'], { cwd: folder });
    expect(sequential.status).toBe(1);
    expect((JSON.parse(sequential.stdout) as unknown[]).length).toBe(2300);
    expect(threaded).toEqual(sequential);
  }, 60_000);
});
