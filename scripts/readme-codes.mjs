// The README's issue-code table, made from the same catalog as `explain`. `npm run readme` rewrites it;
// a test fails when the README's copy is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const START = '<!-- codes:start -->';
const END = '<!-- codes:end -->';

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The table, one row per code. */
export function codeTable(catalog) {
  const rows = catalog.map((info) => `| \`${info.code}\` | ${info.severity} | ${cell(info.summary)} | ${cell(info.example.includes('`') ? info.example : `\`${info.example}\``)} |`);
  return ['| code | severity | what it means | example |', '|---|---|---|---|', ...rows].join('\n');
}

/** The README's text with its table replaced. */
export function withCodeTable(readme, catalog) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} section`);
  return `${readme.slice(0, start + START.length)}\n${codeTable(catalog)}\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { importSource } = await import('./bundle.mjs');
  const { CODE_CATALOG } = await importSource('catalog.ts');
  const path = fileURLToPath(new URL('../README.md', import.meta.url));
  writeFileSync(path, withCodeTable(readFileSync(path, 'utf8'), CODE_CATALOG));
}
