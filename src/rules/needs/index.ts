import type { RuleDefinition } from '../define-rule.js';

/** The `needs/` rules, in the order they run. */
export const NEEDS_RULES: readonly RuleDefinition[] = [];
