// The README's fix coverage table, made from the catalog's `fixes`/`suggests` marks. `npm run readme`
// rewrites it; a test fails when the README's copy is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withSection } from './readme-codes.mjs';

const cell = (text) => (text === undefined ? '—' : String(text).replace(/\|/g, '\\|').replace(/\n/g, ' '));

/** The table: one row per code that has a fix or a suggestion. */
export function fixTable(catalog) {
  const rows = catalog.filter((info) => info.fixes !== undefined || info.suggests !== undefined).map((info) => `| \`${info.code}\` | ${cell(info.fixes)} | ${cell(info.suggests)} |`);
  return ['| code | `--fix` applies (certain) | offered as a suggestion (a choice) |', '|---|---|---|', ...rows].join('\n');
}

/** The README's text with its fix table replaced. */
export function withFixTable(readme, catalog) {
  return withSection(readme, 'fixes', fixTable(catalog));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { importSource } = await import('./bundle.mjs');
  const { CODE_CATALOG } = await importSource('catalog.ts');
  const path = fileURLToPath(new URL('../README.md', import.meta.url));
  writeFileSync(path, withFixTable(readFileSync(path, 'utf8'), CODE_CATALOG));
}
