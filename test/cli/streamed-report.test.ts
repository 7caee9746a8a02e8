import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatResults, type FileResult } from '../../src/index.js';
import { CLI, runCli } from './run-cli.js';

// A manifest with a hundred problems: its id, description and version, and the type of each of 97 input properties.
const broken = (index: number) =>
  JSON.stringify({
    id: `Bad_Id${index}`,
    description: '',
    version: '1',
    input: { type: 'object', properties: Object.fromEntries(Array.from({ length: 97 }, (_, at) => [`p${at}`, { type: 'strin' }])) },
    output: { type: 'object' },
  });

describe('check writes its report as it vets', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-stream-'));
    for (let index = 0; index < 1000; index++) writeFileSync(join(folder, `tool-${String(index).padStart(4, '0')}.json`), broken(index));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // 100,000 issues: the report held whole (results, then one string) ran a 96 MB heap out of memory in
  // every format; written a file at a time, the run holds one file's results.
  test.each(['json', 'sarif', 'stylish', 'github'])('1,000 files of 100 problems each, --format %s, in a 96 MB heap', (format) => {
    const run = spawnSync(process.execPath, ['--max-old-space-size=96', CLI, 'check', '--no-config', '--format', format, '.'], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 512 * 1024 * 1024,
    });
    expect(run.error).toBeUndefined();
    expect(run.stderr).not.toMatch(/FATAL|heap out of memory/);
    expect(run.status).toBe(1);
    if (format === 'json') expect((JSON.parse(run.stdout) as FileResult[]).reduce((sum, result) => sum + result.issues.length, 0)).toBe(100_000);
    if (format === 'sarif') expect((JSON.parse(run.stdout) as { runs: { results: unknown[] }[] }).runs[0]?.results).toHaveLength(100_000);
    if (format === 'stylish') expect(run.stdout).toMatch(/✖ 100000 problems \(99000 errors, 1000 warnings\)\n$/);
    if (format === 'github') expect(run.stdout.split('\n')).toHaveLength(100_001);
  }, 130_000);

  // What the CLI writes a piece at a time is what formatResults prints of the same results at once.
  test.each(['json', 'sarif', 'github'] as const)('--format %s prints what formatResults prints of its results', async (format) => {
    const paths = ['tool-0000.json', 'tool-0001.json', 'tool-0002.json'];
    const results = JSON.parse((await runCli(['check', '--no-config', '--format', 'json', ...paths], { cwd: folder })).stdout) as FileResult[];
    const printed = await runCli(['check', '--no-config', '--format', format, ...paths], { cwd: folder });
    const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
    expect(printed.stdout).toBe(formatResults(results, format, { cwd: folder, version }));
  });

  test('--output gets the same report; a file that cannot be written is exit 2 and says why', async () => {
    const shown = await runCli(['check', '--no-config', '--format', 'sarif', 'tool-0000.json'], { cwd: folder });
    const written = await runCli(['check', '--no-config', '--format', 'sarif', '--output', 'report.sarif', 'tool-0000.json'], { cwd: folder });
    expect(written.status).toBe(1);
    expect(readFileSync(join(folder, 'report.sarif'), 'utf8')).toBe(shown.stdout);
    // Its folders are made, as ESLint makes them: this was exit 2, "no such file or directory".
    const nested = await runCli(['check', '--no-config', '--format', 'sarif', '--output', 'new/folder/report.sarif', 'tool-0000.json'], { cwd: folder });
    expect(nested.status).toBe(1);
    expect(readFileSync(join(folder, 'new/folder/report.sarif'), 'utf8')).toBe(shown.stdout);
    const failed = await runCli(['check', '--no-config', '--output', 'tool-0000.json/report.txt', 'tool-0000.json'], { cwd: folder });
    expect(failed.status).toBe(2);
    expect(failed.stderr).toContain('cannot write tool-0000.json/report.txt: a part of the path is a file, not a folder');
  });

  test('an empty report still makes its --output file', async () => {
    writeFileSync(join(folder, 'clean.json'), JSON.stringify({ id: 'acme.echo', description: 'Echoes.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' } }));
    const run = await runCli(['check', '--no-config', '--format', 'github', '--output', 'clean.txt', 'clean.json'], { cwd: folder });
    expect(run.status).toBe(0);
    expect(readFileSync(join(folder, 'clean.txt'), 'utf8')).toBe('');
  });
});
