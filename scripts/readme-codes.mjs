// The README's issue-code table, made from the same catalog as `explain`. `npm run readme` rewrites it;
// a test fails when the README's copy is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The table, one row per code. */
export function codeTable(catalog) {
  const rows = catalog.map((info) => `| \`${info.code}\` | ${info.severity} | ${cell(info.summary)} | ${cell(info.example.includes('`') ? info.example : `\`${info.example}\``)} |`);
  return ['| code | severity | what it means | example |', '|---|---|---|---|', ...rows].join('\n');
}

/** The README's text with what stands between `<!-- name:start -->` and `<!-- name:end -->` replaced by `content`. */
export function withSection(readme, name, content) {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section`);
  return `${readme.slice(0, from + start.length)}\n${content}\n${readme.slice(to)}`;
}

/** The README's text with its table replaced. */
export function withCodeTable(readme, catalog) {
  return withSection(readme, 'codes', codeTable(catalog));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { importSource } = await import('./bundle.mjs');
  const { CODE_CATALOG } = await importSource('catalog.ts');
  const path = fileURLToPath(new URL('../README.md', import.meta.url));
  writeFileSync(path, withCodeTable(readFileSync(path, 'utf8'), CODE_CATALOG));
}
