import type { RuleDefinition } from './define-rule.js';
import httpUrlPlaceholderOptional from './http/url-placeholder-optional.js';
import httpUrlPlaceholderUndeclared from './http/url-placeholder-undeclared.js';
import manifestIdReserved from './manifest/id-reserved.js';

/** Every cross-field rule, in the order they run. */
export const RULES: readonly RuleDefinition[] = [manifestIdReserved, httpUrlPlaceholderUndeclared, httpUrlPlaceholderOptional];
