// docs/rules/<family>/<name>.md, one page per issue code, made from the catalog and each rule's
// metadata. `npm run docs` (and `npm run readme`) rewrites them; a test fails when they are stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROFILES = ['recommended', 'strict', 'production'];

const code = (text) => (text.includes('`') ? text : `\`${text}\``);

/** The severity of a rule under each profile, as src/rules/settings.ts works it out. */
function profileSeverities(rule) {
  return PROFILES.map((profile) => {
    if (rule.productionOnly && profile !== 'production') return [profile, 'off'];
    return [profile, profile === 'strict' && rule.severity === 'warning' ? 'error' : rule.severity];
  });
}

/** One page's Markdown. */
export function rulePage(info, rule) {
  const [family] = info.code.split('/');
  const kind = rule === undefined ? 'a check of the pipeline: always on, in every profile' : 'a rule: set it with `--rule ' + info.code + '=SEVERITY` or the config’s `rules`';
  const profiles =
    rule === undefined
      ? PROFILES.map((profile) => `| ${profile} | ${info.severity} |`)
      : profileSeverities(rule).map(([profile, severity]) => `| ${profile} | ${severity} |`);
  return [
    `# ${info.code}`,
    '',
    '<!-- Generated from the catalog by `npm run docs`; edit the rule or src/codes.ts instead. -->',
    '',
    info.summary,
    '',
    `- **Default severity:** ${info.severity}`,
    `- **Family:** ${family}`,
    `- **Kind:** ${kind}${rule?.productionOnly ? ' (on only in the `production` profile)' : ''}`,
    '',
    '## Why',
    '',
    info.why,
    '',
    '## How to fix',
    '',
    info.fix,
    '',
    '## Example',
    '',
    code(info.example),
    '',
    '## Profiles',
    '',
    '| profile | severity |',
    '|---|---|',
    ...profiles,
    '',
    `More: \`kindgi-tool-manifest explain ${info.code}\`, and [every code](../README.md).`,
    '',
  ].join('\n');
}

/** Every page by its path under docs/rules/, and the index. */
export function rulePages(catalog, rules) {
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const pages = new Map(catalog.map((info) => [`${info.code}.md`, rulePage(info, byId.get(info.code))]));
  const rows = catalog.map((info) => `| [\`${info.code}\`](${info.code}.md) | ${info.severity} | ${info.summary.replace(/\|/g, '\\|')} |`);
  pages.set('README.md', ['# Issue codes', '', '<!-- Generated from the catalog by `npm run docs`. -->', '', '| code | severity | what it means |', '|---|---|---|', ...rows, ''].join('\n'));
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { importSource } = await import('./bundle.mjs');
  const { CODE_CATALOG, RULES } = await importSource(new URL('./rule-docs-entry.ts', import.meta.url).pathname);
  const root = fileURLToPath(new URL('../docs/rules/', import.meta.url));
  rmSync(root, { recursive: true, force: true });
  for (const [path, text] of rulePages(CODE_CATALOG, RULES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  console.log(`${readdirSync(root, { recursive: true }).filter((name) => String(name).endsWith('.md')).length} pages in docs/rules/`);
}
