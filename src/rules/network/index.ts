import type { RuleDefinition } from '../define-rule.js';

/** The `network/` rules, in the order they run. */
export const NETWORK_RULES: readonly RuleDefinition[] = [];
