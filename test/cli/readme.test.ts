import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { HELP } from '../../src/cli/help.js';
import { runCli } from './run-cli.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('<!-- cli:start -->'), readme.indexOf('<!-- cli:end -->'));

describe.concurrent('the README’s CLI section', () => {
  test('names every command, option and exit code the help does', () => {
    expect(section).toContain('## CLI');
    for (const option of new Set(HELP.match(/--[a-z-]+/g))) expect(section, option).toContain(option);
    for (const command of ['check <path…>', 'print-schema', 'explain <code>']) expect(section).toContain(`\`${command}\``);
    for (const code of ['0', '1', '2']) expect(section).toContain(`| \`${code}\` |`);
  });

  test('shows the stylish report of examples/ as the snapshot test has it (copy it in after updating the snapshot)', () => {
    const snapshot = readFileSync(new URL('__snapshots__/examples.stylish.txt', import.meta.url), 'utf8');
    expect(section).toContain(`$ npx kindgi-tool-manifest check examples/\n${snapshot}\`\`\``);
  });

  test('shows real json output', async () => {
    const shown = /```json\n([\s\S]*?)\n {2}```/.exec(section)?.[1];
    const run = await runCli(['check', '-f', 'json', 'examples/weather-pack-tool.json', 'examples/misspelt-field--manifest.unknown-property.json']);
    expect(JSON.parse(shown ?? 'null')).toEqual(JSON.parse(run.stdout));
  });

  test('uploads SARIF in its GitHub Actions example', () => {
    expect(section).toContain('--format sarif --output tool-manifests.sarif');
    expect(section).toMatch(/uses: github\/codeql-action\/upload-sarif@v\d+\n(.*\n)*? {10}sarif_file: tool-manifests\.sarif/);
  });
});
