import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const files = readdirSync(`${root}test/fixtures/hostile`).filter((name) => name.endsWith('.json'));

// The whole hostile corpus in one CLI run with a small heap: problems found (exit 1), no crash, no hang.
test('the CLI vets the hostile corpus with a 256 MB heap, exits 1 and reports every file', () => {
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--max-old-space-size=256', 'dist/cli.js', 'check', '--format', 'json', 'test/fixtures/hostile'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error).toBeUndefined();
  expect(run.signal).toBeNull();
  expect(run.stderr).not.toMatch(/FATAL|heap out of memory|RangeError|at .*\(.*\.js:\d+/);
  expect(run.status).toBe(1);
  const results = JSON.parse(run.stdout) as { file: string; valid: boolean }[];
  expect(results.map((result) => result.file.split('/').pop()).sort()).toEqual([...files].sort());
  expect(Date.now() - started).toBeLessThan(120_000);
});
