import { describe, expect, test } from 'vitest';
import type { Issue, Severity, VetOptions } from '../../src/index.js';
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

// A hint that names the whole new value of the field it points at: `Write "X".`, `Use "X", or …`,
// `Write "X" (…)`, `Write "X" to keep …`; not `Write "mcp+stdio://" and the command…`.
const REPLACEMENT = /^(?:Write|Use) ("(?:[^"\\]|\\.)*")(?:$|[.,;]| \(| to | if )/;

/**
 * The value a hint tells the author to put in place of the one its issue points at, if it names
 * one: the value it quotes, or for `did you mean "x"?` about a `{placeholder}` the message names,
 * the field with that placeholder renamed.
 */
export function suggestedReplacement(issue: Issue, manifest: Record<string, unknown>): string | undefined {
  const quoted = issue.hint === undefined ? undefined : REPLACEMENT.exec(issue.hint)?.[1];
  if (quoted !== undefined) return JSON.parse(quoted) as string;
  const name = /^did you mean "(\w+)"\?$/.exec(issue.hint ?? '')?.[1];
  const placeholder = /\{(\w+)\}/.exec(issue.message)?.[0];
  const value = valueAt(manifest, issue.pointer);
  return name !== undefined && placeholder !== undefined && typeof value === 'string' && value.includes(placeholder) ? value.replace(placeholder, `{${name}}`) : undefined;
}

function tokensOf(pointer: string): string[] {
  return pointer.split('/').slice(1).map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(manifest: unknown, pointer: string): unknown {
  let node = manifest;
  for (const token of tokensOf(pointer)) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined;
  return node;
}

function replaced(manifest: Record<string, unknown>, pointer: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(manifest);
  const tokens = tokensOf(pointer);
  let node: Record<string, unknown> = copy;
  for (const token of tokens.slice(0, -1)) node = node[token] as Record<string, unknown>;
  node[tokens[tokens.length - 1] ?? ''] = value;
  return copy;
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
    // Every hint must produce a form its rule accepts: put in the value it names, and vet again.
    const suggestions = cases.invalid.flatMap((item) =>
      vetToolManifest(item.manifest, item.options)
        .issues.filter((issue) => issue.code === rule.id && suggestedReplacement(issue, item.manifest) !== undefined)
        .map((issue) => [`${item.name}: ${issue.hint ?? ''}`, item, issue] as const),
    );
    if (suggestions.length > 0) {
      test.each(suggestions)('hint applied: %s', (_name, item, issue) => {
        const fixed = replaced(item.manifest, issue.pointer, suggestedReplacement(issue, item.manifest));
        const after = vetToolManifest(fixed, item.options).issues.filter((found) => found.code === rule.id && found.pointer === issue.pointer && found.severity === 'error');
        expect(after).toEqual([]);
      });
    }
  });
}
