import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import type { CompileOptions } from '../../src/validators/options.js';
import { ToolManifestError, type Dialect } from '../../src/index.js';
import { corpusPath, mcpTool } from '../fixtures.js';
import { SUITE_SKIPS, type SuiteSkip } from './json-schema-test-suite.skip.js';
import { asToolInput, SUITE_DIALECTS, suiteGroups, type SuiteGroup } from './test-suite.js';

// Every required case: Ajv after exact rewrites, json-schema-library for the rest; vocabulary.json's custom
// meta-schemas are read from the registered remotes (src/dialects/meta-schema.ts).
const FLOORS: Record<string, number> = { 'draft-06': 839, 'draft-07': 927, '2019-09': 1259, '2020-12': 1299 };

/** The suite's `remotes/`, registered under the URIs the suite serves them at; nothing is fetched. */
function suiteRemotes(): Record<string, unknown> {
  const root = corpusPath('JSON-Schema-Test-Suite/remotes');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : name.endsWith('.json') ? [join(dir, name)] : []));
  return Object.fromEntries(walk(root).map((file) => [`http://localhost:1234/${relative(root, file).split('\\').join('/')}`, JSON.parse(readFileSync(file, 'utf8')) as unknown]));
}

interface Outcome {
  readonly file: string;
  readonly group: string;
  readonly test: string;
  readonly passed: boolean;
  readonly detail: string;
}

/** Each group's schema as an MCP tool's input, each case's data through its input validator. */
function runSuite(groups: readonly SuiteGroup[], uri: string, options: CompileOptions): Outcome[] {
  return groups.flatMap((group) => {
    let validate: ((data: unknown) => { valid: boolean; issues: { code: string }[] }) | undefined;
    let refusal = '';
    try {
      // The suite's schemas ride on an MCP tool's input as a vehicle; most are not objects, which that rule refuses on MCP tools.
      validate = compileToolValidators(mcpTool({ input: asToolInput(group.schema, uri) }), { ...options, rules: { 'schema/input-not-object': 'off' } }).input;
    } catch (error) {
      // Only a ToolManifestError may come out: a raw Ajv error would fail the whole test here.
      if (!(error instanceof ToolManifestError)) throw error;
      refusal = `refused: ${error.issues.map((issue) => issue.code).join(', ')}`;
    }
    return group.tests.map((t) => {
      const result = validate?.(t.data);
      // A validator that could not finish says "invalid"; that is safe, not conformance.
      const passed = result !== undefined && result.valid === t.valid && !result.issues.some((issue) => issue.code === 'call/validator-failed');
      const detail = refusal || `expected ${t.valid ? 'valid' : 'invalid'}, got ${result?.issues.map((issue) => issue.code).join(', ') || 'valid'}`;
      return { file: group.file, group: group.description, test: t.description, passed, detail };
    });
  });
}

function skipFor(dialect: Dialect, outcome: Outcome): SuiteSkip | undefined {
  return SUITE_SKIPS.find(
    (skip) => skip.dialect === dialect && skip.file === outcome.file && skip.group === outcome.group && (skip.test === undefined || skip.test === outcome.test),
  );
}

const where = (outcome: Outcome) => `${outcome.file} "${outcome.group}" / "${outcome.test}": ${outcome.detail}`;
const remotes = suiteRemotes();

describe.each(SUITE_DIALECTS)('the JSON Schema Test Suite through compileToolValidators, $folder', ({ folder, dialect, uri }) => {
  test(`every required case passes, except those in the skip file, each with its reason (${dialect})`, () => {
    // In 2020-12 `format` is an annotation unless format assertion is switched on; the suite expects that.
    const outcomes = runSuite(suiteGroups(folder, { optional: false }), uri, { schemas: remotes, formats: dialect === '2020-12' ? 'annotate' : 'assert' });
    const passed = outcomes.filter((outcome) => outcome.passed).length;
    const skipped = outcomes.filter((outcome) => skipFor(dialect, outcome) !== undefined);
    console.log(`${folder}: ${passed} of ${outcomes.length} required cases pass (${skipped.length} in the skip file)`);

    expect(outcomes.filter((outcome) => !outcome.passed && skipFor(dialect, outcome) === undefined).map(where)).toEqual([]);
    expect(skipped.filter((outcome) => outcome.passed).map((outcome) => `skipped but passes: ${where(outcome)}`)).toEqual([]);
    const unused = SUITE_SKIPS.filter((skip) => skip.dialect === dialect && !outcomes.some((outcome) => skipFor(dialect, outcome) === skip));
    expect(unused).toEqual([]);
    expect(passed).toBeGreaterThanOrEqual(FLOORS[dialect] as number);
  });

  test(`the optional format tests run, with formats asserted (${dialect})`, () => {
    const groups = suiteGroups(folder, { optional: true }).filter((group) => group.file.startsWith(join('optional', 'format')));
    const outcomes = runSuite(groups, uri, { schemas: remotes, formats: 'assert' });
    const passed = outcomes.filter((outcome) => outcome.passed).length;
    console.log(`${folder} optional/format: ${passed} of ${outcomes.length} cases pass (${((100 * passed) / outcomes.length).toFixed(1)}%)`);
    expect(outcomes.length).toBeGreaterThan(0);
  });
});

test('every skip names its reason', () => {
  for (const skip of SUITE_SKIPS) expect(skip.reason).toMatch(/^(Ajv limitation: |Refused by design: )./);
});
