import type { RuleDefinition } from '../define-rule.js';

/** The `schema/` rules, in the order they run. */
export const SCHEMA_RULES: readonly RuleDefinition[] = [];
