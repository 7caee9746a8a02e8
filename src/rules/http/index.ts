import type { RuleDefinition } from '../define-rule.js';
import httpUrlPlaceholderUndeclared from './url-placeholder-undeclared.js';
import httpUrlPlaceholderOptional from './url-placeholder-optional.js';

/** The `http/` rules, in the order they run. */
export const HTTP_RULES: readonly RuleDefinition[] = [httpUrlPlaceholderUndeclared, httpUrlPlaceholderOptional];
