import { defineRule } from '../define-rule.js';
import { placeholderProposals, undeclaredFinding, undeclaredPlaceholders } from '../support/placeholders.js';

export default defineRule({
  id: 'http/body-placeholder-undeclared',
  description: 'A `{param}` in a `text` request body template names no property of the input schema’s root: an error when the input is closed, a warning when it is open.',
  severity: 'error',
  why: 'The runtime fills body placeholders from the call’s input; one no valid input can hold is sent as the literal text "{param}" on every call, and one an open input does not declare is filled only when a call sends it anyway.',
  fix: 'Declare the property in `input.properties` (in every branch of a root `anyOf`/`oneOf` if it has them), or fix the placeholder’s spelling; for literal braces, put a space inside them (`{ text }`), which the runtime leaves alone.',
  example: '"requestBody": {"kind": "text", "template": "Hello {nmae}"} with "name" in input.properties and "additionalProperties": false',
  fixes: 'Rewrites a placeholder whose case differs from exactly one input property’s (`{Name}` → `{name}`).',
  suggests: 'The closest input property, for any other near miss.',
  reads: ['spec', 'input'],
  requires: ['spec'],
  check: ({ spec, input }, context) => {
    if (spec.requestBody?.kind !== 'text') return [];
    return undeclaredPlaceholders(spec.requestBody.template, input, context.dialects.input).map((placeholder) => {
      const { name } = placeholder;
      const { severity, names, reason, hint } = undeclaredFinding(placeholder, `Declare "${name}" in input.properties, or write { ${name} } if the braces are meant literally.`);
      const template = (spec.requestBody as { template: string }).template;
      const { fix, suggestions } = placeholderProposals(template, '/spec/requestBody/template', placeholder);
      return { pointer: '/spec/requestBody/template', severity, message: `The body placeholder {${name}} ${names}${reason}; unfilled, it is sent as literal text.`, hint, fix, suggestions };
    });
  },
});
