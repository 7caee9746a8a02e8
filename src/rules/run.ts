import type { Issue } from '../issue.js';
import { propose, type ProposingIssue } from '../proposal.js';
import type { VetOptions } from '../options.js';
import type { ToolManifest } from '../types.js';
import type { RuleContext, RuleDefinition } from './define-rule.js';
import { stricter, type RuleSettings } from './settings.js';

const REQUIRED_FIELDS = ['id', 'description', 'version', 'input', 'output'];

/**
 * Runs the cross-field rules over a manifest. A rule runs only when the envelope check found
 * nothing wrong under the fields it reads, so it can trust their types.
 */
export function runRules(
  rules: readonly RuleDefinition[],
  settings: RuleSettings,
  manifest: Record<string, unknown>,
  envelopeIssues: readonly Issue[],
  context: RuleContext,
  options: VetOptions,
): ProposingIssue[] {
  const blocked = new Set(envelopeIssues.map((issue) => issue.pointer.split('/')[1] ?? ''));
  for (const field of REQUIRED_FIELDS) if (!Object.hasOwn(manifest, field)) blocked.add(field);
  const issues: ProposingIssue[] = [];
  for (const rule of rules) {
    const { setting, overridden } = settings.get(rule.id) ?? { setting: rule.severity, overridden: false };
    if (setting === 'off' || rule.reads.some((field) => blocked.has(field))) continue;
    for (const finding of rule.check(manifest as unknown as ToolManifest, context)) {
      const own = finding.severity ?? rule.severity;
      const severity = overridden ? setting : options.profile === 'strict' ? stricter(own) : own;
      const issue: Issue = { code: rule.id, severity, message: finding.message, pointer: finding.pointer, ...(finding.hint ? { hint: finding.hint } : {}) };
      issues.push(propose(issue, { ...(finding.fix ? { fix: finding.fix } : {}), ...(finding.suggestions ? { suggestions: finding.suggestions } : {}) }));
    }
  }
  return issues;
}
