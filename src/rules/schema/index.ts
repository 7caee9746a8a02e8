import type { RuleDefinition } from '../define-rule.js';
import schemaInputNotObject from './input-not-object.js';
import schemaOutputRefusesFiles from './output-refuses-files.js';

/** The `schema/` rules, in the order they run. */
export const SCHEMA_RULES: readonly RuleDefinition[] = [schemaInputNotObject, schemaOutputRefusesFiles];
