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
  const ruleSet = activeRules(rules, settings);
  const { bits, requiredFields, requiredByRules } = ruleSet;
  // One bit a field some rule reads: a rule is then skipped by one AND, not a set look-up per field it reads.
  const present = presentFields(manifest, bits);
  let blocked = requiredFields & ~present;
  for (let index = 0; index < envelopeIssues.length; index++) blocked |= bits.get(topField((envelopeIssues[index] as Issue).pointer)) ?? 0;
  const absent = requiredByRules & ~present;
  const issues: ProposingIssue[] = [];
  const strict = options.profile === 'strict';
  for (const { rule, setting, overridden, reads, requires } of candidates(ruleSet, absent)) {
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

// Distinct sets of absent fields remembered per settings: real manifests have a handful.
const MAX_REMEMBERED_ABSENCES = 64;

/**
 * The rules worth looking at, in order: those that require none of the absent fields, remembered
 * by that set, so that a vet does not step over every rule a manifest lacks the fields of (the
 * caller still tests each for blocked fields); past the bound, every rule on.
 */
function candidates(ruleSet: ActiveRules, absent: number): readonly ActiveRule[] {
  const known = ruleSet.byAbsent.get(absent);
  if (known !== undefined) return known;
  if (ruleSet.byAbsent.size >= MAX_REMEMBERED_ABSENCES) return ruleSet.on;
  const runnable = ruleSet.on.filter(({ requires }) => (requires & absent) === 0);
  ruleSet.byAbsent.set(absent, runnable);
  return runnable;
}

/**
 * The bits of the fields the manifest holds. Its own keys are read once, each looked up in `bits`:
 * a read of each field by name at one site meets every name and every manifest's shape, and most
 * of the names are absent, which V8 answers slowly there. The tree holds no `undefined` value.
 */
function presentFields(manifest: Record<string, unknown>, bits: ReadonlyMap<string, number>): number {
  let present = 0;
  const keys = Object.keys(manifest);
  for (let index = 0; index < keys.length; index++) present |= bits.get(keys[index] as string) ?? 0;
  return present;
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
  /** The bits of the fields every manifest must have. */
  readonly requiredFields: number;
  /** The bits of the fields some rule that is on requires. */
  readonly requiredByRules: number;
  /** The rules on that require none of a set of absent fields, by that set (see {@link candidates}). */
  readonly byAbsent: Map<number, readonly ActiveRule[]>;
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
  const requiredByRules = on.reduce((mask, { requires }) => mask | requires, 0);
  const requiredFields = REQUIRED_FIELDS.reduce((mask, field) => mask | (bits.get(field) ?? 0), 0);
  const made = { rules, on, bits, requiredFields, requiredByRules, byAbsent: new Map<number, readonly ActiveRule[]>() };
  active.set(settings, made);
  return made;
}
