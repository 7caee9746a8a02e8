import { defineRule } from '../define-rule.js';
import { placeholderProposals, undeclaredFinding, undeclaredPlaceholders } from '../support/placeholders.js';

export default defineRule({
  id: 'http/url-placeholder-undeclared',
  description: 'A `{param}` in `spec.urlTemplate` names no property of the input schema’s root: an error when the input is closed, a warning when it is open.',
  severity: 'error',
  why: 'The runtime fills placeholders from the call’s input; when no valid input can hold the property every call goes to a broken URL, and when the input is open only a call that sends an undeclared property fills it.',
  fix: 'Declare the property in `input.properties` (and list it in `required`), in every branch of a root `anyOf`/`oneOf` if it has them, or fix the placeholder’s spelling.',
  example: '"urlTemplate": "https://api.example.com/users/{userId}" with no "userId" in input.properties and "additionalProperties": false',
  fixes: 'Rewrites a placeholder whose case differs from exactly one input property’s (`{UserId}` → `{userId}`).',
  suggests: 'The closest input property, for any other near miss.',
  reads: ['spec', 'input'],
  requires: ['spec'],
  check: ({ spec, input }, context) => {
    return undeclaredPlaceholders(spec.urlTemplate, input, context.dialects.input).map((placeholder) => {
      const { severity, names, reason, hint } = undeclaredFinding(placeholder, `Declare "${placeholder.name}" in input.properties, or remove the placeholder.`);
      const { fix, suggestions } = placeholderProposals(spec.urlTemplate, '/spec/urlTemplate', placeholder);
      return { pointer: '/spec/urlTemplate', severity, message: `The URL placeholder {${placeholder.name}} ${names}${reason}.`, hint, fix, suggestions };
    });
  },
});
