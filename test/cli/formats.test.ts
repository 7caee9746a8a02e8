import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, test } from 'vitest';
import { foundCodes, promisedCodes } from '../../scripts/example-names.mjs';
import { CODE_CATALOG } from '../../src/catalog.js';
import { runCli, type CliRun } from './run-cli.js';

const SARIF_SCHEMA = fileURLToPath(new URL('../../../shared/spec/sarif-schema-2.1.0.json', import.meta.url));

const EXAMPLES = readdirSync(fileURLToPath(new URL('../../examples/', import.meta.url)))
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => `examples/${name}`);

interface JsonResult {
  file: string;
  valid: boolean;
  issues: { code: string; severity: string; line: number; column: number }[];
}

interface SarifLog {
  version: string;
  runs: {
    tool: { driver: { name: string; rules: { id: string; helpUri?: string; defaultConfiguration?: { level: string } }[] } };
    results: { ruleId: string; ruleIndex: number; level: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number; startColumn: number } } }[] }[];
  }[];
}

describe.concurrent('the examples/ folder', () => {
  // A snapshot in a concurrent test needs the test's own expect.
  test('stylish: a readable report, as the README shows it', async ({ expect }) => {
    const run = await runCli(['check', 'examples/']);
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('\u001b[');
    await expect(run.stdout).toMatchFileSnapshot('__snapshots__/examples.stylish.txt');
  });

  test('json: [{ file, valid, issues }] for every file, each with the issues its name promises', async () => {
    const results = JSON.parse((await runCli(['check', '--format', 'json', 'examples/'])).stdout) as JsonResult[];
    expect(results.map((result) => result.file)).toEqual(EXAMPLES);
    for (const { file, valid, issues } of results) {
      expect(foundCodes(issues), file).toEqual(promisedCodes(basename(file)));
      expect(valid, file).toBe(!issues.some((issue) => issue.severity === 'error'));
    }
    const first = results.find((result) => result.issues.length > 0)?.issues[0];
    expect(Object.keys(first ?? {})).toEqual(['code', 'severity', 'message', 'pointer', 'line', 'column', 'hint']);
  });

  test('sarif: valid against the official SARIF 2.1.0 schema, with rules and regions', async () => {
    const run = await runCli(['check', '--format', 'sarif', 'examples/']);
    expect(run.status).toBe(1);
    const log = JSON.parse(run.stdout) as SarifLog;
    const ajv = new AjvDraft04.default({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(SARIF_SCHEMA, 'utf8')) as object);
    expect(validate(log), ajv.errorsText(validate.errors)).toBe(true);
    const [sarifRun] = log.runs;
    const rules = sarifRun?.tool.driver.rules ?? [];
    expect(rules.map((rule) => rule.id)).toEqual(CODE_CATALOG.map((info) => info.code));
    expect(rules.map((rule) => rule.helpUri)).toEqual(CODE_CATALOG.map((info) => `https://github.com/kindgi/kindgi-tool-manifest/blob/main/docs/rules/${info.code}.md`));
    for (const [index, rule] of rules.entries()) expect((rule as { help?: { markdown?: string } }).help?.markdown, rule.id).toContain(CODE_CATALOG[index]?.why ?? '');
    const placed = (sarifRun?.results ?? []).map(({ ruleId, ruleIndex, level, locations: [location] }) => [
      location?.physicalLocation.artifactLocation.uri,
      ruleId,
      rules[ruleIndex]?.id,
      level,
      location?.physicalLocation.region?.startLine,
      location?.physicalLocation.region?.startColumn,
    ]);
    const LEVELS: Record<string, string> = { error: 'error', warning: 'warning', info: 'note' };
    const json = await issuesOf(runCli(['check', '--format', 'json', 'examples/']));
    expect(placed).toEqual(json.map(([file, code, severity, line, column]) => [file, code, code, LEVELS[severity], line, column]));
  });

  test('github: one workflow command per issue, at its place', async () => {
    const run = await runCli(['check', '--format', 'github', 'examples/']);
    const json = await issuesOf(runCli(['check', '--format', 'json', 'examples/']));
    const COMMANDS: Record<string, string> = { error: 'error', warning: 'warning', info: 'notice' };
    expect(run.stdout.trimEnd().split('\n').map((line) => /^::(\w+) file=([^,]+),line=(\d+),col=(\d+),title=([^:]+)::/.exec(line)?.slice(1))).toEqual(
      json.map(([file, code, severity, line, column]) => [COMMANDS[severity], file, String(line), String(column), code]),
    );
  });
});

/** Each issue of a json run as [file, code, severity, line, column]. */
async function issuesOf(run: Promise<CliRun>): Promise<[string, string, string, number, number][]> {
  const results = JSON.parse((await run).stdout) as JsonResult[];
  return results.flatMap(({ file, issues }) => issues.map((issue): [string, string, string, number, number] => [file, issue.code, issue.severity, issue.line, issue.column]));
}
describe.concurrent('colour', () => {
  const file = 'examples/misspelt-field--manifest.unknown-property.json';
  const coloured = async (args: string[], env: Record<string, string> = {}) => (await runCli(['check', ...args, file], { env })).stdout.includes('\u001b[');

  test('is off when standard output is not a terminal', async () => expect(await coloured([])).toBe(false));
  test('--color forces it on, even with NO_COLOR', async () => expect(await coloured(['--color'], { NO_COLOR: '1' })).toBe(true));
  test('FORCE_COLOR turns it on, FORCE_COLOR=0 off', async () => {
    expect(await coloured([], { FORCE_COLOR: '1' })).toBe(true);
    expect(await coloured([], { FORCE_COLOR: '0' })).toBe(false);
  });
  test('--no-color turns it off, even with FORCE_COLOR; the later flag wins', async () => {
    expect(await coloured(['--no-color'], { FORCE_COLOR: '1' })).toBe(false);
    expect(await coloured(['--no-color', '--color'])).toBe(true);
  });
  test('never in machine formats', async () => {
    expect((await runCli(['check', '--color', '-f', 'json', file])).stdout).not.toContain('\u001b[');
  });
});

describe.concurrent('SARIF for code scanning', () => {
  const file = 'examples/misspelt-field--manifest.unknown-property.json';
  const sarifOf = async (args: string[], input?: string) => JSON.parse((await runCli(['check', '--no-config', '-f', 'sarif', ...args], input === undefined ? {} : { input })).stdout) as SarifLog;
  const fingerprints = (log: SarifLog) => log.runs[0]?.results.map((result) => [result.ruleId, (result as { partialFingerprints?: Record<string, string> }).partialFingerprints]);

  test('partialFingerprints come from the code, file and pointer: a line inserted above changes the region, not them', async () => {
    const text = readFileSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)), 'utf8');
    const before = await sarifOf(['--stdin-filename', file, '-'], text);
    const after = await sarifOf(['--stdin-filename', file, '-'], `\n\n${text}`);
    expect(fingerprints(before)?.length).toBeGreaterThan(0);
    expect(fingerprints(after)).toEqual(fingerprints(before));
    const lineOf = (log: SarifLog) => log.runs[0]?.results[0]?.locations[0]?.physicalLocation.region?.startLine ?? 0;
    expect(lineOf(after)).toBe(lineOf(before) + 2);
    const ajv = new AjvDraft04.default({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(SARIF_SCHEMA, 'utf8')) as object);
    expect(validate(after), ajv.errorsText(validate.errors)).toBe(true);
  });

  test('the same problem twice at one pointer gets two fingerprints', async () => {
    const log = await sarifOf(['--stdin-filename', 'a.json', '-'], '{"id": 1, "id": 2, "id": 3}');
    const duplicates = (log.runs[0]?.results ?? []).filter((result) => result.ruleId === 'json/duplicate-key');
    const prints = duplicates.map((result) => (result as { partialFingerprints?: Record<string, string> }).partialFingerprints?.['kindgiToolManifest/v1']);
    expect(new Set(prints).size).toBe(duplicates.length);
    expect(duplicates.length).toBe(2);
  });

  test('--stdin-filename names standard input in the report', async () => {
    const text = readFileSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)), 'utf8');
    const log = await sarifOf(['--stdin-filename', 'tools/piped.json', '-'], text);
    expect(log.runs[0]?.results[0]?.locations[0]?.physicalLocation.artifactLocation.uri).toBe('tools/piped.json');
    const stylish = await runCli(['check', '--no-config', '--stdin-filename', 'tools/piped.json', '-'], { input: text });
    expect(stylish.stdout.startsWith('tools/piped.json\n')).toBe(true);
  });

  test('on a terminal (colour on), stylish links each code to its page', async () => {
    const run = await runCli(['check', '--no-config', '--color', file]);
    expect(run.stdout).toContain('\u001b]8;;https://github.com/kindgi/kindgi-tool-manifest/blob/main/docs/rules/manifest/unknown-property.md\u001b\\');
  });
});
