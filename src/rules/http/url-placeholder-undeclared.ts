import { defineRule } from '../define-rule.js';
import { inputFacts } from '../support/input-facts.js';
import { undeclaredPlaceholders } from '../support/placeholders.js';

export default defineRule({
  id: 'http/url-placeholder-undeclared',
  description: 'A `{param}` in `spec.urlTemplate` names no property of the input schema’s root.',
  severity: 'error',
  why: 'The runtime fills placeholders from the call’s input; an undeclared one is never filled and every call goes to a broken URL.',
  fix: 'Declare the property in `input.properties` (and list it in `required`), or fix the placeholder’s spelling.',
  example: '"urlTemplate": "https://api.example.com/users/{userId}" with no "userId" in input.properties',
  reads: ['spec', 'input'],
  check: ({ spec, input }, context) => {
    if (spec === undefined) return [];
    return undeclaredPlaceholders(spec.urlTemplate, inputFacts(input, context)).map(({ name, didYouMean }) => ({
      pointer: '/spec/urlTemplate',
      message: `The URL placeholder {${name}} names no property of the input schema.`,
      hint: didYouMean ?? `Declare "${name}" in input.properties, or remove the placeholder.`,
    }));
  },
});
