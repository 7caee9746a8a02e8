import type { RuleDefinition } from '../define-rule.js';
import httpUrlPlaceholderUndeclared from './url-placeholder-undeclared.js';
import httpUrlPlaceholderOptional from './url-placeholder-optional.js';
import httpUrlPlaceholderNotScalar from './url-placeholder-not-scalar.js';
import httpUrlPlaceholderInFragment from './url-placeholder-in-fragment.js';
import httpUrlTemplateInvalid from './url-template-invalid.js';
import httpBodyPlaceholderUndeclared from './body-placeholder-undeclared.js';
import httpBodyPlaceholderObject from './body-placeholder-object.js';
import httpBodyOnGet from './body-on-get.js';
import httpAuthConnectionUndeclared from './auth-connection-undeclared.js';
import httpSecretUndeclared from './secret-undeclared.js';
import httpHeaderInvalid from './header-invalid.js';
import httpHeaderPlaceholderUndeclared from './header-placeholder-undeclared.js';
import httpHeaderPlaceholderObject from './header-placeholder-object.js';
import httpSuccessStatusRange from './success-status-range.js';
import httpTextResultRefused from './text-result-refused.js';
import httpTimeoutOverflow from './timeout-overflow.js';
import httpReadOnlyButMutatingMethod from './read-only-but-mutating-method.js';

/** The `http/` rules, in the order they run. */
export const HTTP_RULES: readonly RuleDefinition[] = [
  httpUrlTemplateInvalid,
  httpUrlPlaceholderUndeclared,
  httpUrlPlaceholderOptional,
  httpUrlPlaceholderNotScalar,
  httpUrlPlaceholderInFragment,
  httpBodyPlaceholderUndeclared,
  httpBodyPlaceholderObject,
  httpBodyOnGet,
  httpHeaderInvalid,
  httpHeaderPlaceholderUndeclared,
  httpHeaderPlaceholderObject,
  httpAuthConnectionUndeclared,
  httpSecretUndeclared,
  httpSuccessStatusRange,
  httpTextResultRefused,
  httpTimeoutOverflow,
  httpReadOnlyButMutatingMethod,
];
