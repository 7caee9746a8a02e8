import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// The built package (npm test builds it first), run in a child with a small heap and a time limit.
const DIST = fileURLToPath(new URL('../../../dist/index.js', import.meta.url));

const CHILD = `
const { vetToolManifest } = await import(process.argv[1]);
const urlTemplate = 'https://api.example.com/x?' + Array.from({ length: 60000 }, (_, i) => '{?a' + i + '}').join('');
const manifest = { id: 'acme.echo', description: 'Echoes.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' }, spec: { kind: 'http', method: 'GET', urlTemplate } };
const issues = vetToolManifest(JSON.stringify(manifest)).issues;
process.stdout.write(JSON.stringify({ count: issues.length, longestHint: Math.max(...issues.slice(0, 100).map((issue) => (issue.hint ?? '').length)), first: issues[0].hint }));
`;

// A hint that quoted the whole rewritten template (500 KB) in each of 60,000 issues ran out of memory.
test('60,000 RFC 6570 expressions in a 500 KB template: one short hint each, in a 256 MB heap', () => {
  const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--input-type=module', '-e', CHILD, DIST], { encoding: 'utf8', timeout: 60_000 });
  expect(child.signal, 'the child was killed (time limit)').toBeNull();
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  const result = JSON.parse(child.stdout) as { count: number; longestHint: number; first: string };
  expect(result.count).toBe(60_000);
  expect(result.longestHint).toBeLessThan(100);
  expect(result.first).toBe('Write &a0={a0} in place of {?a0}.');
});
