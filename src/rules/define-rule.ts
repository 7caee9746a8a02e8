import type { Severity } from '../issue.js';
import type { ToolManifest, Transport } from '../types.js';
import type { Dialect } from '../dialects/table.js';
import type { ProposedFix } from '../proposal.js';
import type { VetBudget } from '../source/budget.js';
import type { RootFacts } from '../schema-checks/walk/root-facts.js';

/** What a rule finds: a place and a sentence; the rule's id becomes the code. */
export interface RuleFinding {
  readonly pointer: string;
  readonly message: string;
  readonly hint?: string;
  /** Overrides the rule's default severity for this finding (a rule with two levels). */
  readonly severity?: Severity;
  /** The fix, when it is certain: changes by pointer, which the report turns into text edits. */
  readonly fix?: ProposedFix;
  /** Fixes to choose from, when none is certain (did you mean). */
  readonly suggestions?: readonly ProposedFix[];
}

/** What a rule may read besides the manifest. */
export interface RuleContext {
  /** The transport, `auto` when absent. */
  readonly transport: Transport;
  /** The dialect each schema was validated in, when one applied. */
  readonly dialects: { readonly input?: Dialect; readonly output?: Dialect };
  /** True when the caller asked for the `production` profile. */
  readonly production: boolean;
  /** The vet's one budget, for a rule that does costly work (vetting an embedded schema). */
  readonly budget?: VetBudget;
  /** What each schema says about its root value, collected while vetting it (absent for a schema not vetted). */
  readonly schemaFacts?: { readonly input?: RootFacts; readonly output?: RootFacts };
}

/** A cross-field rule: what JSON Schema cannot say about a manifest. */
export interface RuleDefinition {
  /** Stable id, also the issues' code: `family/name`. */
  readonly id: string;
  /** One line: what the rule checks. */
  readonly description: string;
  /** Default severity. */
  readonly severity: Severity;
  /** Why it matters. */
  readonly why: string;
  /** How to fix what it finds. */
  readonly fix: string;
  /** A one-line example that breaks it. */
  readonly example: string;
  /** What `--fix` does for this rule's findings, when some have a certain fix (the README's fix table). */
  readonly fixes?: string;
  /** What the suggestions offer, when some findings have them. */
  readonly suggests?: string;
  /** On only in the `production` profile. */
  readonly productionOnly?: boolean;
  /**
   * The top-level fields the rule reads: it runs only when the envelope check found no
   * problem under any of them.
   */
  readonly reads: readonly (keyof ToolManifest)[];
  readonly check: (manifest: ToolManifest, context: RuleContext) => readonly RuleFinding[];
}

/**
 * Declares a rule; one rule a file, named by its id.
 *
 * @example
 * ```ts
 * export default defineRule({
 *   id: 'manifest/id-reserved', description: 'Ids beginning "kindgi_" are reserved.', severity: 'error',
 *   why: '…', fix: '…', example: '"id": "kindgi_search"', reads: ['id'],
 *   check: (manifest) => (manifest.id.startsWith('kindgi_') ? [{ pointer: '/id', message: '…' }] : []),
 * });
 * ```
 */
export function defineRule(rule: RuleDefinition): RuleDefinition {
  return Object.freeze(rule);
}
