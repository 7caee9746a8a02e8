import { defineRule } from '../define-rule.js';
import { placeholderProposals, undeclaredPlaceholders } from '../support/placeholders.js';

const POINTER = '/spec/urlTemplate';

export default defineRule({
  id: 'http/url-placeholder-undeclared',
  description: 'A `{param}` in `spec.urlTemplate` names no property of the input schema’s root.',
  severity: 'error',
  why: 'The runtime fills placeholders from the call’s input; an undeclared one is never filled and every call goes to a broken URL.',
  fix: 'Declare the property in `input.properties` (and list it in `required`), or fix the placeholder’s spelling.',
  example: '"urlTemplate": "https://api.example.com/users/{userId}" with no "userId" in input.properties',
  fixes: 'Rewrites a placeholder whose case differs from exactly one input property’s (`{UserId}` → `{userId}`).',
  suggests: 'The closest input property, for any other near miss.',
  reads: ['spec', 'input'],
  check: ({ spec, input }) => {
    if (spec === undefined) return [];
    const template = spec.urlTemplate;
    return undeclaredPlaceholders(template, input).map((placeholder) => ({
      pointer: POINTER,
      message: `The URL placeholder {${placeholder.name}} names no property of the input schema.`,
      hint: placeholder.didYouMean ?? `Declare "${placeholder.name}" in input.properties, or remove the placeholder.`,
      ...placeholderProposals(template, POINTER, placeholder),
    }));
  },
});
