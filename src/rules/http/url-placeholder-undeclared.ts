import { defineRule } from '../define-rule.js';
import { single } from '../../proposal.js';
import { renamePlaceholder, undeclaredPlaceholders } from '../support/placeholders.js';

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
    return undeclaredPlaceholders(template, input).map(({ name, didYouMean, closest, caseOf }) => {
      const rename = (to: string) => single(`Write {${to}} for {${name}}.`, { kind: 'replace', pointer: POINTER, value: renamePlaceholder(template, name, to) });
      return {
        pointer: POINTER,
        message: `The URL placeholder {${name}} names no property of the input schema.`,
        hint: didYouMean ?? `Declare "${name}" in input.properties, or remove the placeholder.`,
        ...(caseOf !== undefined ? { fix: rename(caseOf) } : closest !== undefined ? { suggestions: [rename(closest)] } : {}),
      };
    });
  },
});
