import { defineRule } from '../define-rule.js';
import { quote } from '../../quote.js';
import { placeholderProposals, undeclaredFinding, undeclaredPlaceholders } from '../support/placeholders.js';

export default defineRule({
  id: 'http/header-placeholder-undeclared',
  description: 'A `{param}` in a header value names no property of the input schema’s root: an error when the input is closed, a warning when it is open.',
  severity: 'error',
  why: 'The runtime fills header placeholders from the call’s input; one no valid input can hold is sent as the literal text "{param}" on every call, and one an open input does not declare is filled only when a call sends it anyway.',
  fix: 'Declare the property in `input.properties` (in every branch of a root `anyOf`/`oneOf` if it has them), or fix the placeholder’s spelling.',
  example: '"headers": [{"name": "X-Tenant", "value": "{tenantId}"}] with no "tenantId" in input.properties',
  fixes: 'Rewrites a placeholder whose case differs from exactly one input property’s (`{TenantId}` → `{tenantId}`).',
  suggests: 'The closest input property, for any other near miss.',
  reads: ['spec', 'input'],
  requires: ['spec'],
  check: ({ spec, input }, context) => {
    if (spec.headers === undefined) return [];
    return spec.headers.flatMap((header, index) =>
      undeclaredPlaceholders(header.value, input, context.dialects.input).map((placeholder) => {
        const { severity, names, reason, hint } = undeclaredFinding(placeholder, `Declare "${placeholder.name}" in input.properties, or remove the placeholder.`);
        const { fix, suggestions } = placeholderProposals(header.value, `/spec/headers/${index}/value`, placeholder);
        return {
          pointer: `/spec/headers/${index}/value`,
          severity,
          message: `The placeholder {${placeholder.name}} in header ${quote(header.name)} ${names}${reason}; unfilled, it is sent as literal text.`,
          hint,
          fix,
          suggestions,
        };
      }),
    );
  },
});
