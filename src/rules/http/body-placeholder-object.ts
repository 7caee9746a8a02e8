import { defineRule } from '../define-rule.js';
import { stringifiedPlaceholders } from '../support/stringified-placeholders.js';

export default defineRule({
  id: 'http/body-placeholder-object',
  description: 'A `{param}` in a `text` request body template names an input property that can only be an object, an array or null: an error for an object or null, a warning for an array.',
  severity: 'error',
  why: 'The runtime writes a text body’s placeholders with `String()`, not as JSON: an object is sent as the text "[object Object]" and null as nothing on every call, and an array as its items joined by commas, without brackets or quotes.',
  fix: 'Give the property a string, number or boolean `type`, or send the input as JSON with `"requestBody": {"kind": "json-input"}`.',
  example: '"requestBody": {"kind": "text", "template": "{\\"filter\\": {filter}}"} with "filter": {"type": "object"} in input.properties',
  reads: ['spec', 'input', 'transport'],
  requires: ['spec'],
  check: ({ spec, input }, context) => {
    // On an MCP tool the spec is never used: mcp/spec-on-mcp-tool says so.
    if (spec.requestBody?.kind !== 'text' || context.transport === 'mcp') return [];
    return stringifiedPlaceholders(spec.requestBody.template, input).map(({ name, severity, canOnlyBe, written }) => ({
      pointer: '/spec/requestBody/template',
      severity,
      message: `The body placeholder {${name}} names an input property that can only be ${canOnlyBe}, and the runtime writes a text body’s placeholders with String(), not JSON: ${written}.`,
      hint: `Give input.properties.${name} a string, number or boolean type, or send the input as JSON with requestBody {"kind": "json-input"}.`,
    }));
  },
});
