import { defineRule } from '../define-rule.js';
import { placeholderProposals, undeclaredPlaceholders } from '../support/placeholders.js';

export default defineRule({
  id: 'http/body-placeholder-undeclared',
  description: 'A `{param}` in a `text` request body template names no property of the input schema’s root.',
  severity: 'error',
  why: 'The runtime fills body placeholders from the call’s input; one no input can have is sent as the literal text "{param}" on every call.',
  fix: 'Declare the property in `input.properties`, or fix the placeholder’s spelling; for literal braces, put a space inside them (`{ text }`), which the runtime leaves alone.',
  example: '"requestBody": {"kind": "text", "template": "Hello {nmae}"} with "name" in input.properties',
  fixes: 'Rewrites a placeholder whose case differs from exactly one input property’s (`{Name}` → `{name}`).',
  suggests: 'The closest input property, for any other near miss.',
  reads: ['spec', 'input'],
  check: ({ spec, input }) => {
    if (spec?.requestBody?.kind !== 'text') return [];
    const template = spec.requestBody.template;
    return undeclaredPlaceholders(template, input).map((placeholder) => ({
      pointer: '/spec/requestBody/template',
      message: `The body placeholder {${placeholder.name}} names no property of the input schema, so it is sent as literal text.`,
      hint: placeholder.didYouMean ?? `Declare "${placeholder.name}" in input.properties, or write { ${placeholder.name} } if the braces are meant literally.`,
      ...placeholderProposals(template, '/spec/requestBody/template', placeholder),
    }));
  },
});
