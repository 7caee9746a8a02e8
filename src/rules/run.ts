import type { Issue } from '../issue.js';
import { propose, type ProposingIssue } from '../proposal.js';
import type { RuleSetting, VetOptions } from '../options.js';
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
  const { on, bits, required } = activeRules(rules, settings);
  // One bit a field some rule reads: a rule is then skipped by one AND, not a set look-up per field it reads.
  let blocked = 0;
  for (const issue of envelopeIssues) blocked |= bits.get(topField(issue.pointer)) ?? 0;
  for (const field of REQUIRED_FIELDS) if (!Object.hasOwn(manifest, field)) blocked |= bits.get(field) ?? 0;
  let absent = 0;
  for (const { field, bit } of required) if (manifest[field] === undefined) absent |= bit;
  const issues: ProposingIssue[] = [];
  const strict = options.profile === 'strict';
  for (const { rule, setting, overridden, reads, requires } of on) {
    if ((reads & blocked) !== 0 || (requires & absent) !== 0) continue;
    // The envelope check found its fields well typed, and each field it requires is present.
    const findings = rule.check(manifest as never, context);
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

/** The first token of a pointer, as written (`/spec/method` → `spec`; `''` for the root). */
function topField(pointer: string): string {
  const end = pointer.indexOf('/', 1);
  return end < 0 ? pointer.slice(1) : pointer.slice(1, end);
}

interface ActiveRule {
  readonly rule: RuleDefinition;
  readonly setting: Exclude<RuleSetting, 'off'>;
  readonly overridden: boolean;
  /** The bits of the fields the rule reads. */
  readonly reads: number;
  /** The bits of the fields without which it has nothing to say. */
  readonly requires: number;
}

interface ActiveRules {
  readonly rules: readonly RuleDefinition[];
  readonly on: readonly ActiveRule[];
  /** A bit for each top-level field that some rule reads. */
  readonly bits: ReadonlyMap<string, number>;
  /** The fields some rule that is on requires, each with its bit. */
  readonly required: readonly { readonly field: string; readonly bit: number }[];
}

// The rules a set of settings leaves on, each with its setting: the same on every vet with the
// same options (settings are cached per options object), so worked out once for them.
const active = new WeakMap<RuleSettings, ActiveRules>();

function activeRules(rules: readonly RuleDefinition[], settings: RuleSettings): ActiveRules {
  const known = active.get(settings);
  if (known !== undefined && known.rules === rules) return known;
  const bits = new Map<string, number>();
  const bitOf = (field: string): number => {
    let bit = bits.get(field);
    if (bit === undefined) {
      // The manifest has fewer top-level fields than a 32-bit mask holds; a rule set that read more is a bug here, not bad input.
      if (bits.size >= 31) throw new Error('runRules: rules read more than 31 top-level fields');
      bit = 1 << bits.size;
      bits.set(field, bit);
    }
    return bit;
  };
  const on: ActiveRule[] = [];
  for (const rule of rules) {
    const settled = settings.get(rule.id);
    const setting = settled === undefined ? rule.severity : settled.setting;
    if (setting === 'off') continue;
    const requires = (rule.requires ?? []).reduce((mask, field) => mask | bitOf(field), 0);
    const reads = rule.reads.reduce((mask, field) => mask | bitOf(field), 0);
    on.push({ rule, setting, overridden: settled !== undefined && settled.overridden, reads, requires });
  }
  const requiredMask = on.reduce((mask, { requires }) => mask | requires, 0);
  const required = [...bits].filter(([, bit]) => (bit & requiredMask) !== 0).map(([field, bit]) => ({ field, bit }));
  const made = { rules, on, bits, required };
  active.set(settings, made);
  return made;
}
