import type { RuleDefinition } from '../define-rule.js';

/** The `handler/` rules, in the order they run. */
export const HANDLER_RULES: readonly RuleDefinition[] = [];
