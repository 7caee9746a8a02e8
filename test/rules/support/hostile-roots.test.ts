import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// The built package (npm test builds it first), run in a child with a small heap and a time limit.
const DIST = fileURLToPath(new URL('../../../dist/index.js', import.meta.url));

const CHILD = `
const { vetToolManifest } = await import(process.argv[1]);
const [side, count] = [process.argv[2], Number(process.argv[3])];
const schema = { type: 'object', allOf: Array.from({ length: count }, () => ({})), unevaluatedProperties: false };
const manifest = { id: 'acme.echo', description: 'Echoes.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' },
  ...(side === 'input' ? { input: schema, spec: { kind: 'http', method: 'GET', urlTemplate: 'https://api.example.com/{q}' } } : { output: schema, storesFiles: true }) };
const report = vetToolManifest(JSON.stringify(manifest));
process.stdout.write(JSON.stringify([...new Set(report.issues.map((issue) => issue.code))].sort()));
`;

// A root allOf of 200,000 schemas fits in a manifest's megabyte; spread into one push it overflowed the stack.
test.each([
  ['input', ['http/url-placeholder-undeclared', 'limit/subschemas']],
  ['output', ['limit/subschemas']],
])('a root allOf of 200,000 schemas in the %s is issues, not a thrown RangeError', (side, codes) => {
  const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--input-type=module', '-e', CHILD, DIST, side, '200000'], { encoding: 'utf8', timeout: 30_000 });
  expect(child.signal, 'the child was killed (time limit)').toBeNull();
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  expect(JSON.parse(child.stdout)).toEqual(codes);
});
