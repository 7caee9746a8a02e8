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
  const blocked = new Set<string>();
  for (const issue of envelopeIssues) blocked.add(issue.pointer.split('/')[1] ?? '');
  for (const field of REQUIRED_FIELDS) if (!Object.hasOwn(manifest, field)) blocked.add(field);
  const issues: ProposingIssue[] = [];
  const strict = options.profile === 'strict';
  for (const rule of rules) {
    const settled = settings.get(rule.id);
    const setting = settled === undefined ? rule.severity : settled.setting;
    if (setting === 'off' || readsBlocked(rule.reads, blocked)) continue;
    const overridden = settled !== undefined && settled.overridden;
    for (const finding of rule.check(manifest as unknown as ToolManifest, context)) {
      const own = finding.severity ?? rule.severity;
      const severity = overridden ? setting : strict ? stricter(own) : own;
      const issue: Issue = finding.hint ? { code: rule.id, severity, message: finding.message, pointer: finding.pointer, hint: finding.hint } : { code: rule.id, severity, message: finding.message, pointer: finding.pointer };
      issues.push(finding.fix || finding.suggestions ? propose(issue, { fix: finding.fix, suggestions: finding.suggestions }) : issue);
    }
  }
  return issues;
}

function readsBlocked(reads: readonly string[], blocked: ReadonlySet<string>): boolean {
  if (blocked.size === 0) return false;
  for (const field of reads) if (blocked.has(field)) return true;
  return false;
}
