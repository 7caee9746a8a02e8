import type { RuleDefinition } from '../define-rule.js';
import needsDuplicate from './duplicate.js';

/** The `needs/` rules, in the order they run. */
export const NEEDS_RULES: readonly RuleDefinition[] = [needsDuplicate];
