import type { RuleDefinition } from './define-rule.js';

/** Every cross-field rule, in the order they run. */
export const RULES: readonly RuleDefinition[] = [];
