import { defineRule } from '../define-rule.js';
import { rootProperties } from '../support/input-properties.js';
import { substitutedPlaceholders } from '../support/placeholders.js';
import { didYouMean } from '../../suggest.js';

export default defineRule({
  id: 'http/url-placeholder-undeclared',
  description: 'A `{param}` in `spec.urlTemplate` names no property of the input schema’s root.',
  severity: 'error',
  why: 'The runtime fills placeholders from the call’s input; an undeclared one is never filled and every call goes to a broken URL.',
  fix: 'Declare the property in `input.properties` (and list it in `required`), or fix the placeholder’s spelling.',
  example: '"urlTemplate": "https://api.example.com/users/{userId}" with no "userId" in input.properties',
  reads: ['spec', 'input'],
  check: ({ spec, input }) => {
    if (spec === undefined) return [];
    const { declared } = rootProperties(input);
    return substitutedPlaceholders(spec.urlTemplate)
      .filter(({ name }) => !declared.has(name))
      .map(({ name }) => {
        const hint = didYouMean(name, declared);
        return {
          pointer: '/spec/urlTemplate',
          message: `The URL placeholder {${name}} names no property of the input schema.`,
          hint: hint ?? `Declare "${name}" in input.properties, or remove the placeholder.`,
        };
      });
  },
});
