import { defineRule } from '../define-rule.js';
import { inputFacts } from '../support/input-facts.js';
import { undeclaredPlaceholders } from '../support/placeholders.js';

export default defineRule({
  id: 'http/body-placeholder-undeclared',
  description: 'A `{param}` in a `text` request body template names no property of the input schema’s root.',
  severity: 'error',
  why: 'The runtime fills body placeholders from the call’s input; one no input can have is sent as the literal text "{param}" on every call.',
  fix: 'Declare the property in `input.properties`, or fix the placeholder’s spelling; for literal braces, put a space inside them (`{ text }`), which the runtime leaves alone.',
  example: '"requestBody": {"kind": "text", "template": "Hello {nmae}"} with "name" in input.properties',
  reads: ['spec', 'input'],
  check: ({ spec, input }, context) => {
    if (spec?.requestBody?.kind !== 'text') return [];
    return undeclaredPlaceholders(spec.requestBody.template, inputFacts(input, context)).map(({ name, didYouMean }) => ({
      pointer: '/spec/requestBody/template',
      message: `The body placeholder {${name}} names no property of the input schema, so it is sent as literal text.`,
      hint: didYouMean ?? `Declare "${name}" in input.properties, or write { ${name} } if the braces are meant literally.`,
    }));
  },
});
