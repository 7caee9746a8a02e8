import { describe, expect, test } from 'vitest';
import type { Severity, VetOptions } from '../../src/index.js';
import { vetToolManifest } from '../../src/index.js';
import { PIPELINE_CODES } from '../../src/codes.js';
import type { RuleDefinition } from '../../src/rules/define-rule.js';

/** A manifest the rule must break, and the issues it must give: pointer and severity each. */
export interface InvalidCase {
  readonly name: string;
  readonly manifest: Record<string, unknown>;
  readonly issues: readonly { readonly pointer: string; readonly severity?: Severity }[];
  readonly options?: VetOptions;
}

/** A manifest the rule must let pass. */
export interface ValidCase {
  readonly name: string;
  readonly manifest: Record<string, unknown>;
  readonly options?: VetOptions;
}

const ENVELOPE = new Set(PIPELINE_CODES.map((info) => info.code).filter((code) => /^(json|manifest)\//.test(code)));

/**
 * Runs a rule's table through the whole pipeline, as a user would: each invalid manifest
 * satisfies tool.schema.json (no envelope issue) yet gets exactly the listed issues of this rule;
 * each valid one gets none.
 */
export function testRule(rule: RuleDefinition, cases: { valid: readonly ValidCase[]; invalid: readonly InvalidCase[] }): void {
  describe(rule.id, () => {
    test.each(cases.valid.map((item) => [item.name, item] as const))('valid: %s', (_name, item) => {
      const issues = vetToolManifest(item.manifest, item.options).issues;
      expect(issues.filter((issue) => issue.code === rule.id)).toEqual([]);
    });
    test.each(cases.invalid.map((item) => [item.name, item] as const))('invalid: %s', (_name, item) => {
      const issues = vetToolManifest(item.manifest, item.options).issues;
      expect(issues.filter((issue) => ENVELOPE.has(issue.code))).toEqual([]);
      const mine = issues.filter((issue) => issue.code === rule.id);
      expect(mine.map(({ pointer, severity }) => ({ pointer, severity }))).toEqual(
        item.issues.map(({ pointer, severity }) => ({ pointer, severity: severity ?? rule.severity })),
      );
      for (const issue of mine) expect(issue.message.length).toBeGreaterThan(10);
    });
  });
}
