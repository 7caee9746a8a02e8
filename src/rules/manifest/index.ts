import type { RuleDefinition } from '../define-rule.js';
import manifestIdReserved from './id-reserved.js';
import manifestIdConvention from './id-convention.js';
import manifestVersionUnorderable from './version-unorderable.js';

/** The `manifest/` rules, in the order they run. */
export const MANIFEST_RULES: readonly RuleDefinition[] = [manifestIdReserved, manifestIdConvention, manifestVersionUnorderable];
