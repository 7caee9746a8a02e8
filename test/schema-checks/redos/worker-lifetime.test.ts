import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const manifest = `{ id: 'acme.look', description: 'A lookahead.', version: '1.0.0', input: { type: 'object', properties: { a: { type: 'string', pattern: '^(?=.*\\\\d)\\\\w+$' } } }, output: { type: 'object' } }`;

// Each in a child process with a time limit: a worker that kept the process alive would hang it.
const run = (script: string) => spawnSync(process.execPath, ['--max-old-space-size=256', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 30_000 });

describe('the recheck worker', () => {
  test('keeps the process alive while a caller awaits it, and prints the report', () => {
    const child = run(`import { vetToolManifestAsync } from './dist/index.js';
const report = await vetToolManifestAsync(${manifest}, { limits: { maxVetMs: 20000 } });
console.log(report.issues.map((issue) => issue.code).join(',') || 'clean');`);
    expect(child.signal).toBeNull();
    expect(child.status).toBe(0);
    expect(child.stdout.trim()).toMatch(/^(clean|schema\/pattern-unanalysed)$/);
  });

  test('never keeps the process alive once no caller waits (the deadline passed, the check still running)', () => {
    const child = run(`import { vetToolManifestAsync } from './dist/index.js';
vetToolManifestAsync(${manifest}, { limits: { maxVetMs: 200 } }).then((report) => console.log(report.issues.map((issue) => issue.code).join(',')));`);
    expect(child.signal).toBeNull();
    expect(child.status).toBe(0);
    // Decided in time or not, depending on the machine: what matters is that the process ended by itself.
    expect(child.stdout.trim()).toMatch(/^(|schema\/pattern-unanalysed)$/);
  });
});
