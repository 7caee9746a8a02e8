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

/** A manifest in which the fields `Present` names are there. */
export type ManifestWith<Present extends keyof ToolManifest> = ToolManifest & { readonly [Field in Present]-?: NonNullable<ToolManifest[Field]> };

/**
 * A cross-field rule: what JSON Schema cannot say about a manifest. `Present` is the fields it
 * requires: without one of them it has nothing to say, and it is not run.
 */
export interface RuleDefinition<Present extends keyof ToolManifest = keyof ToolManifest> {
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
  /**
   * Those of `reads` without which the rule finds nothing (`spec` for a rule about the HTTP
   * request): it runs only when each is present, so its check may take them as given. Most tools
   * lack most optional fields, and a rule not run costs nothing.
   */
  readonly requires?: readonly Present[];
  readonly check: (manifest: ManifestWith<Present>, context: RuleContext) => readonly RuleFinding[];
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
export function defineRule<const Present extends keyof ToolManifest = never>(rule: RuleDefinition<Present>): RuleDefinition {
  // Sound: the runner calls check only on a manifest with every field of `requires` present.
  return Object.freeze(rule) as unknown as RuleDefinition;
}
