import { defineRule } from '../define-rule.js';
import { inputFacts } from '../support/input-facts.js';
import { rootProperties } from '../support/input-properties.js';
import { substitutedPlaceholders } from '../support/placeholders.js';

export default defineRule({
  id: 'http/url-placeholder-optional',
  description: 'A `{param}` in `spec.urlTemplate` names an input property that is not `required`.',
  severity: 'warning',
  why: 'A call without the property leaves a hole in the URL.',
  fix: 'List the property in `input.required`, or move it out of the URL.',
  example: '"urlTemplate": ".../{city}" with "city" declared but not required',
  reads: ['spec', 'input'],
  check: ({ spec, input }, context) => {
    if (spec === undefined) return [];
    const { declared, required } = rootProperties(inputFacts(input, context));
    return substitutedPlaceholders(spec.urlTemplate)
      .filter(({ name }) => declared.has(name) && !required.has(name))
      .map(({ name }) => ({
        pointer: '/spec/urlTemplate',
        message: `The URL placeholder {${name}} names an input property that is not required, so a call may leave it empty.`,
        hint: `Add "${name}" to input.required.`,
      }));
  },
});
