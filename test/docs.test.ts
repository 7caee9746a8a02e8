import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { rulePages } from '../scripts/rule-docs.mjs';
import { CODE_CATALOG } from '../src/catalog.js';
import { RULES } from '../src/rules/index.js';

const root = new URL('../docs/rules/', import.meta.url);

test('docs/rules/ holds one generated page per issue code, up to date (run `npm run docs` after changing a code)', () => {
  const pages = rulePages(CODE_CATALOG, RULES);
  const onDisk = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.split('\\').join('/'))
    .sort();
  expect(onDisk).toEqual([...pages.keys()].sort());
  for (const [path, text] of pages) expect(readFileSync(new URL(path, root), 'utf8'), path).toBe(text);
  expect(pages.size).toBe(CODE_CATALOG.length + 1);
});

test.each([
  ['manifest/id-convention', ['| recommended | warning |', '| strict | error |', '| production | warning |', '--rule manifest/id-convention=SEVERITY']],
  ['artifact/filesystem-in-production', ['| recommended | off |', '| production |', 'on only in the `production` profile']],
  ['json/syntax', ['| strict | error |', 'always on']],
])('the page of %s gives its severity under each profile', (code, expected) => {
  const page = rulePages(CODE_CATALOG, RULES).get(`${code}.md`) ?? '';
  for (const text of expected) expect(page).toContain(text);
  const info = CODE_CATALOG.find((entry) => entry.code === code);
  for (const part of [info?.summary, info?.why, info?.fix]) expect(page).toContain(part);
});
