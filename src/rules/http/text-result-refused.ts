import { defineRule } from '../define-rule.js';
import { listValues } from '../../suggest.js';
import { refusalPlace, refusedType, schemaFacts } from '../support/schema-facts.js';

export default defineRule({
  id: 'http/text-result-refused',
  description: '`spec.parseJson` is false, so each call’s result is the response body as a string, but the output schema’s root allows no string.',
  severity: 'error',
  why: 'The specification parses the response body as JSON only when `parseJson` is true; with `false` the synthesized handler returns the body as text, and the runtime checks every result against `output`, so an output whose root cannot be a string refuses every call’s result.',
  fix: 'Give the output a string root (`{"type": "string"}`), or remove `"parseJson": false` if the response is JSON that the output describes.',
  example: '"spec": {"kind": "http", "method": "GET", "urlTemplate": "https://api.example.com/page", "parseJson": false} with "output": {"type": "object"}',
  reads: ['spec', 'output'],
  requires: ['spec'],
  check: ({ spec, output }, context) => {
    // On an MCP tool the spec is never used: mcp/spec-on-mcp-tool says so.
    if (spec.parseJson !== false || context.transport === 'mcp') return [];
    const refusal = refusedType(schemaFacts('output', output, context), 'string');
    if (refusal === undefined) return [];
    return [
      {
        pointer: '/spec/parseJson',
        message: `spec.parseJson is false, so each call’s result is the response body as a string, but the output schema allows only ${listValues(refusal.types)} at ${refusalPlace('output', refusal)}, so every result would be refused.`,
        hint: 'Set output to {"type": "string"}, or remove "parseJson": false if the response body is JSON.',
      },
    ];
  },
});
