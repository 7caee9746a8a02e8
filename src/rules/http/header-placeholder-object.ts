import { defineRule } from '../define-rule.js';
import { quote } from '../../quote.js';
import { stringifiedPlaceholders } from '../support/stringified-placeholders.js';

export default defineRule({
  id: 'http/header-placeholder-object',
  description: 'A `{param}` in a header value names an input property that can only be an object, an array or null: an error for an object or null, a warning for an array.',
  severity: 'error',
  why: 'The runtime writes a header placeholder’s value with `String()`, not as JSON: an object is sent as the text "[object Object]" and null as an empty value on every call, and an array as its items joined by commas, without brackets or quotes.',
  fix: 'Give the property a string, number or boolean `type`, or take the placeholder out of the header and send the property in a `json-input` body.',
  example: '"headers": [{"name": "X-Filter", "value": "{filter}"}] with "filter": {"type": "object"} in input.properties',
  reads: ['spec', 'input', 'transport'],
  requires: ['spec'],
  check: ({ spec, input }, context) => {
    // On an MCP tool the spec is never used: mcp/spec-on-mcp-tool says so.
    if (spec.headers === undefined || context.transport === 'mcp') return [];
    return spec.headers.flatMap((header, index) =>
      stringifiedPlaceholders(header.value, input).map(({ name, severity, canOnlyBe, written }) => ({
        pointer: `/spec/headers/${index}/value`,
        severity,
        message: `The placeholder {${name}} in header ${quote(header.name)} names an input property that can only be ${canOnlyBe}, and the runtime writes a header value with String(), not JSON: ${written}.`,
        hint: `Give input.properties.${name} a string, number or boolean type, or take {${name}} out of the header and send the property in the body.`,
      })),
    );
  },
});
