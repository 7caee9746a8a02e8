import { rootFacts, type RootFacts } from '../../schema-checks/walk/root-facts.js';
import type { RuleContext } from '../define-rule.js';

/**
 * What the input schema says about its root value: the facts its vetting collected, or (for a
 * rule run without them, as in a rule's own test) the same facts read from the schema.
 *
 * @example
 * ```ts
 * check: (manifest, context) => inputFacts(manifest.input, context).applied.map((facts) => facts.types)
 * ```
 */
export function inputFacts(input: unknown, context: RuleContext): RootFacts {
  return context.schemaFacts?.input ?? rootFacts(input);
}
