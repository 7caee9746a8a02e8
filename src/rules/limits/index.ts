import type { RuleDefinition } from '../define-rule.js';
import limitsOutOfRange from './out-of-range.js';

/** The `limits/` rules, in the order they run. */
export const LIMITS_RULES: readonly RuleDefinition[] = [limitsOutOfRange];
