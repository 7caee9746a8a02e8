import type { RuleDefinition } from '../define-rule.js';

/** The `limits/` rules, in the order they run. */
export const LIMITS_RULES: readonly RuleDefinition[] = [];
