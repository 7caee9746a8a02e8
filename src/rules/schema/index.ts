import type { RuleDefinition } from '../define-rule.js';
import schemaInputNotObject from './input-not-object.js';

/** The `schema/` rules, in the order they run. */
export const SCHEMA_RULES: readonly RuleDefinition[] = [schemaInputNotObject];
