import type { RuleDefinition } from '../define-rule.js';

/** The `needs-spec/` rules, in the order they run. */
export const NEEDS_SPEC_RULES: readonly RuleDefinition[] = [];
