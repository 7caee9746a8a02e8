import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// The built package (npm test builds it first), run in a child with a small heap and a time limit.
const DIST = fileURLToPath(new URL('../../../dist/index.js', import.meta.url));

// 8,000 placeholders near 8,000 properties of a root allOf (a 400 KB manifest): each near miss got a
// suggestion holding the whole 64 KB template, and each shutsOut walked every root schema again.
const CHILD = `
const { vetToolManifest } = await import(process.argv[1]);
const count = 8000;
const allOf = Array.from({ length: count }, (_, i) => ({ properties: { ['p' + i]: { type: 'string' } } }));
const urlTemplate = 'https://api.example.com/x?' + Array.from({ length: count }, (_, i) => '{u' + i + '}').join('&');
const manifest = { id: 'acme.echo', description: 'Echoes.', version: '1.0.0', input: { type: 'object', allOf }, output: { type: 'object' }, spec: { kind: 'http', method: 'GET', urlTemplate } };
const issues = vetToolManifest(JSON.stringify(manifest)).issues.filter((issue) => issue.code === 'http/url-placeholder-undeclared');
process.stdout.write(JSON.stringify({ count: issues.length, suggested: issues.filter((issue) => issue.suggestions !== undefined).length }));
`;

test('8,000 near-miss placeholders beside 8,000 properties: every issue, a bounded number of suggestions, in a 256 MB heap', () => {
  const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--input-type=module', '-e', CHILD, DIST], { encoding: 'utf8', timeout: 60_000 });
  expect(child.signal, 'the child was killed (time limit)').toBeNull();
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  const result = JSON.parse(child.stdout) as { count: number; suggested: number };
  expect(result.count).toBe(8000);
  expect(result.suggested).toBeGreaterThan(0);
  expect(result.suggested).toBeLessThan(8000);
});
