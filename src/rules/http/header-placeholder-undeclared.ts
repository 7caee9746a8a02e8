import { defineRule } from '../define-rule.js';
import { rootProperties } from '../support/input-properties.js';
import { substitutedPlaceholders } from '../support/placeholders.js';
import { didYouMean } from '../../suggest.js';

export default defineRule({
  id: 'http/header-placeholder-undeclared',
  description: 'A `{param}` in a header value names no property of the input schema’s root.',
  severity: 'error',
  why: 'The runtime fills header placeholders from the call’s input; one no input can have is sent as the literal text "{param}" on every call.',
  fix: 'Declare the property in `input.properties`, or fix the placeholder’s spelling.',
  example: '"headers": [{"name": "X-Tenant", "value": "{tenantId}"}] with no "tenantId" in input.properties',
  reads: ['spec', 'input'],
  check: ({ spec, input }) => {
    if (spec?.headers === undefined) return [];
    const { declared } = rootProperties(input);
    return spec.headers.flatMap((header, index) =>
      substitutedPlaceholders(header.value)
        .filter(({ name }) => !declared.has(name))
        .map(({ name }) => ({
          pointer: `/spec/headers/${index}/value`,
          message: `The placeholder {${name}} in header "${header.name}" names no property of the input schema, so it is sent as literal text.`,
          hint: didYouMean(name, declared) ?? `Declare "${name}" in input.properties, or remove the placeholder.`,
        })),
    );
  },
});
