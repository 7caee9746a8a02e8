import type { Issue } from '../issue.js';
import { propose, type ProposingIssue } from '../proposal.js';
import type { RuleSetting, VetOptions } from '../options.js';
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
  // Made on the first blocked field: a clean manifest, the common case, blocks none.
  let blocked: Set<string> | undefined;
  for (const issue of envelopeIssues) (blocked ??= new Set()).add(issue.pointer.split('/')[1] ?? '');
  for (const field of REQUIRED_FIELDS) if (!Object.hasOwn(manifest, field)) (blocked ??= new Set()).add(field);
  const issues: ProposingIssue[] = [];
  const strict = options.profile === 'strict';
  for (const { rule, setting, overridden } of activeRules(rules, settings)) {
    if (readsBlocked(rule.reads, blocked)) continue;
    const findings = rule.check(manifest as unknown as ToolManifest, context);
    // Most rules find nothing: no loop is entered for them.
    if (findings.length === 0) continue;
    for (const finding of findings) {
      const own = finding.severity ?? rule.severity;
      const severity = overridden ? setting : strict ? stricter(own) : own;
      const issue: Issue = finding.hint ? { code: rule.id, severity, message: finding.message, pointer: finding.pointer, hint: finding.hint } : { code: rule.id, severity, message: finding.message, pointer: finding.pointer };
      issues.push(finding.fix || finding.suggestions ? propose(issue, { fix: finding.fix, suggestions: finding.suggestions }) : issue);
    }
  }
  return issues;
}

function readsBlocked(reads: readonly string[], blocked: ReadonlySet<string> | undefined): boolean {
  if (blocked === undefined) return false;
  for (const field of reads) if (blocked.has(field)) return true;
  return false;
}

interface ActiveRule {
  readonly rule: RuleDefinition;
  readonly setting: Exclude<RuleSetting, 'off'>;
  readonly overridden: boolean;
}

// The rules a set of settings leaves on, each with its setting: the same on every vet with the
// same options (settings are cached per options object), so worked out once for them.
const active = new WeakMap<RuleSettings, { readonly rules: readonly RuleDefinition[]; readonly on: readonly ActiveRule[] }>();

function activeRules(rules: readonly RuleDefinition[], settings: RuleSettings): readonly ActiveRule[] {
  const known = active.get(settings);
  if (known !== undefined && known.rules === rules) return known.on;
  const on: ActiveRule[] = [];
  for (const rule of rules) {
    const settled = settings.get(rule.id);
    const setting = settled === undefined ? rule.severity : settled.setting;
    if (setting !== 'off') on.push({ rule, setting, overridden: settled !== undefined && settled.overridden });
  }
  active.set(settings, { rules, on });
  return on;
}
