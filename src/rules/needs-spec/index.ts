import type { RuleDefinition } from '../define-rule.js';
import needsSpecInvalidSchema from './invalid-schema.js';
import needsSpecEnvDefaultType from './env-default-type.js';
import needsSpecEnvDefaultInvalid from './env-default-invalid.js';
import needsSpecEnvRefusesStrings from './env-refuses-strings.js';

/** The `needs-spec/` rules, in the order they run. */
export const NEEDS_SPEC_RULES: readonly RuleDefinition[] = [needsSpecInvalidSchema, needsSpecEnvDefaultType, needsSpecEnvRefusesStrings, needsSpecEnvDefaultInvalid];
