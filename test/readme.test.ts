import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { CODE_CATALOG } from '../src/catalog.js';
import { withCodeTable } from '../scripts/readme-codes.mjs';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

test('the README’s code table is the catalog’s (run `npm run readme` after changing a code)', () => {
  expect(readme).toBe(withCodeTable(readme, CODE_CATALOG));
});

test('the README shows the two quick-start commands', () => {
  expect(readme).toContain('npm ci && npm run demo');
  expect(readme).toContain('npm test');
});

test('every code the source reports is in the catalog', async () => {
  const { readdirSync } = await import('node:fs');
  const files = readdirSync(new URL('../src/', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const codes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
    for (const match of text.matchAll(/code: '([a-z0-9-]+\/[a-z0-9-]+)'/g)) codes.add(match[1] as string);
  }
  const known = new Set(CODE_CATALOG.map((info) => info.code));
  expect([...codes].filter((code) => !known.has(code))).toEqual([]);
  expect(codes.size).toBeGreaterThan(10);
});
