import { describe, expect, test } from 'vitest';
import { defineRule, type RuleContext } from '../../src/rules/define-rule.js';
import { RULES } from '../../src/rules/index.js';
import { runRules } from '../../src/rules/run.js';
import { ruleSettings } from '../../src/rules/settings.js';
import type { Issue } from '../../src/issue.js';
import { packTool } from '../fixtures.js';

const CONTEXT: RuleContext = { transport: 'auto', dialects: {}, production: false };

const seen: string[] = [];
const needsSpec = defineRule({
  id: 'test/needs-spec',
  description: 'Finds the spec.',
  severity: 'warning',
  why: 'A test of the runner.',
  fix: 'None.',
  example: '"spec": {…}',
  reads: ['spec', 'mutating'],
  requires: ['spec'],
  check: ({ spec }) => {
    seen.push(spec.method);
    return [{ pointer: '/spec', message: `A ${spec.method} spec.` }];
  },
});
const rules = [needsSpec];
const run = (manifest: Record<string, unknown>, envelope: readonly Issue[] = []) => runRules(rules, ruleSettings(rules, {}), manifest, envelope, CONTEXT, {});
const withSpec = { ...packTool(), spec: { kind: 'http', method: 'POST', urlTemplate: 'https://api.example.com/x' } };

describe('a rule that requires a field', () => {
  test('is not run on a manifest without it', () => {
    seen.length = 0;
    expect(run(packTool())).toEqual([]);
    expect(seen).toEqual([]);
  });

  test('runs where the field is present, with it given', () => {
    seen.length = 0;
    expect(run(withSpec)).toMatchObject([{ code: 'test/needs-spec', message: 'A POST spec.' }]);
    expect(seen).toEqual(['POST']);
  });

  test('is skipped too when a field it reads has a problem', () => {
    expect(run(withSpec, [{ code: 'manifest/invalid-type', severity: 'error', message: 'x', pointer: '/mutating' }])).toEqual([]);
  });

  test.each(RULES.filter((rule) => rule.requires !== undefined).map((rule) => [rule.id, rule] as const))('%s requires only fields it reads', (_, rule) => {
    for (const field of rule.requires ?? []) expect(rule.reads).toContain(field);
  });
});
