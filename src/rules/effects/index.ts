import type { RuleDefinition } from '../define-rule.js';

/** The `effects/` rules, in the order they run. */
export const EFFECTS_RULES: readonly RuleDefinition[] = [];
