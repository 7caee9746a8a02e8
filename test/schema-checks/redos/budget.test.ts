import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

// 80 distinct patterns, each costing the syntactic pass its whole per-pattern allowance, spread
// over input and needsSpec env schemas: one budget for all of them. Run on the built package in a
// child process with a small heap and a time limit, so a hang or a crash fails the test. The
// sources are bundled for it as the published bundles are (the internals have no file of their own there).
const entry = fileURLToPath(new URL('./budget-entry.ts', import.meta.url));
const script = `
import { importSource } from './scripts/bundle.mjs';
const { findRedosPatterns, clearVerdictCache, REDOS_UNITS_PER_VET, VetBudget, vetToolManifest } = await importSource(${JSON.stringify(entry)});
const slow = (i) => ({ type: 'string', pattern: '^(?:[a-z]{1,8}[0-9]{0,8}){1,12}x+' + i + '$' });
const properties = Object.fromEntries(Array.from({ length: 80 }, (_, i) => ['p' + i, slow(i)]));
const budget = new VetBudget({ units: { redos: REDOS_UNITS_PER_VET } });
const issues = findRedosPatterns({ type: 'object', properties }, 'error', '/input', budget);
const spent = REDOS_UNITS_PER_VET - budget.remaining('redos');
const byBudget = issues.filter((issue) => issue.message.includes('budget ran out')).length;
clearVerdictCache();
const env = Object.fromEntries(Array.from({ length: 60 }, (_, i) => ['E' + i, slow(i)]));
const input = { type: 'object', properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => ['p' + i, slow(60 + i)])) };
const report = vetToolManifest({ id: 'acme.slow', description: 'Slow patterns.', version: '1.0.0', transport: 'mcp', mcpEndpoint: 'mcp+stdio://x', input, output: { type: 'object' }, needsSpec: { env } });
console.log(JSON.stringify({ spent, allowance: REDOS_UNITS_PER_VET, patterns: issues.length, byBudget, reportCodes: [...new Set(report.issues.map((issue) => issue.code))] }));
`;

describe('one ReDoS budget per vet', () => {
  test('80 slow-to-analyse patterns spend at most the vet’s allowance, and the rest are reported unanalysed', () => {
    const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    const result = JSON.parse(child.stdout) as { spent: number; allowance: number; patterns: number; byBudget: number; reportCodes: string[] };
    expect(result.spent).toBeLessThanOrEqual(result.allowance);
    expect(result.patterns).toBe(80);
    expect(result.byBudget).toBeGreaterThan(0);
    expect(result.reportCodes).toEqual(expect.arrayContaining(['schema/pattern-unanalysed']));
  }, 90_000);
});

describe('the wall-clock backstop', () => {
  test('past limits.maxVetMs, the patterns not analysed are also limit/budget, naming the first; counted units running out are not', async () => {
    const { findRedosPatterns } = await import('../../../src/schema-checks/redos/index.js');
    const { VetBudget } = await import('../../../src/source/budget.js');
    const schema = { type: 'object', properties: { a: { type: 'string', pattern: '^(b|b)*c-backstop$' }, b: { type: 'string', pattern: '^(d|d)*e-backstop$' } } };
    let now = 0;
    const expired = new VetBudget({ maxMs: 5 }, () => now);
    now = 10;
    const issues = findRedosPatterns(schema, 'error', '/input', expired);
    expect(issues.map((issue) => issue.code)).toEqual(['schema/pattern-unanalysed', 'schema/pattern-unanalysed']);
    expect(expired.issues()).toEqual([expect.objectContaining({ code: 'limit/budget', pointer: '/input/properties/a/pattern', message: expect.stringMatching(/before the ReDoS analysis of this pattern \(and 1 more place\)/) })]);
    const counted = new VetBudget({ units: { redos: 0 } });
    findRedosPatterns(schema, 'error', '/input', counted);
    expect(counted.issues()).toEqual([]);
  });
});
