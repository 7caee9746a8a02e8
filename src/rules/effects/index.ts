import type { RuleDefinition } from '../define-rule.js';
import effectsReadOnlyButWrites from './read-only-but-writes.js';
import effectsDuplicate from './duplicate.js';

/** The `effects/` rules, in the order they run. */
export const EFFECTS_RULES: readonly RuleDefinition[] = [effectsReadOnlyButWrites, effectsDuplicate];
