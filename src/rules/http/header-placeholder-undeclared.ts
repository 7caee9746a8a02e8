import { defineRule } from '../define-rule.js';
import { inputFacts } from '../support/input-facts.js';
import { undeclaredPlaceholders } from '../support/placeholders.js';

export default defineRule({
  id: 'http/header-placeholder-undeclared',
  description: 'A `{param}` in a header value names no property of the input schema’s root.',
  severity: 'error',
  why: 'The runtime fills header placeholders from the call’s input; one no input can have is sent as the literal text "{param}" on every call.',
  fix: 'Declare the property in `input.properties`, or fix the placeholder’s spelling.',
  example: '"headers": [{"name": "X-Tenant", "value": "{tenantId}"}] with no "tenantId" in input.properties',
  reads: ['spec', 'input'],
  check: ({ spec, input }, context) => {
    if (spec?.headers === undefined) return [];
    return spec.headers.flatMap((header, index) =>
      undeclaredPlaceholders(header.value, inputFacts(input, context)).map(({ name, didYouMean }) => ({
        pointer: `/spec/headers/${index}/value`,
        message: `The placeholder {${name}} in header "${header.name}" names no property of the input schema, so it is sent as literal text.`,
        hint: didYouMean ?? `Declare "${name}" in input.properties, or remove the placeholder.`,
      })),
    );
  },
});
