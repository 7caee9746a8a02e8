import type { RuleDefinition } from '../define-rule.js';

/** The `artifact/` rules, in the order they run. */
export const ARTIFACT_RULES: readonly RuleDefinition[] = [];
