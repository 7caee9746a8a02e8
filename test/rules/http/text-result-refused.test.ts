import rule from '../../../src/rules/http/text-result-refused.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const text = (output: Record<string, unknown>, spec: Record<string, unknown> = { parseJson: false }) => packTool({ spec: httpSpec(spec), output });

testRule(rule, {
  valid: [
    { name: 'a string output', manifest: text({ type: 'string' }) },
    { name: 'a string or null output', manifest: text({ type: ['string', 'null'] }) },
    { name: 'an output with no root type', manifest: text({}) },
    { name: 'a root anyOf with a string branch', manifest: text({ anyOf: [{ type: 'object' }, { type: 'string' }] }) },
    { name: 'a string output through a root $ref', manifest: text({ $ref: '#/$defs/page', $defs: { page: { type: 'string' } } }) },
    { name: 'a misspelt root type is schema/invalid’s', manifest: text({ type: 'strng' }) },
    { name: 'parseJson true: the body is parsed as JSON', manifest: text({ type: 'object' }, { parseJson: true }) },
    { name: 'parseJson absent: true by default', manifest: text({ type: 'object' }, {}) },
    // The spec of an MCP tool is never used: mcp/spec-on-mcp-tool is the one issue.
    { name: 'an MCP tool’s unused spec', manifest: mcpTool({ spec: httpSpec({ parseJson: false }), output: { type: 'object' } }) },
  ],
  invalid: [
    { name: 'an object output', manifest: text({ type: 'object' }), issues: [{ pointer: '/spec/parseJson' }] },
    { name: 'an object or null output', manifest: text({ type: ['object', 'null'] }), issues: [{ pointer: '/spec/parseJson' }] },
    { name: 'an integer output', manifest: text({ type: 'integer' }), issues: [{ pointer: '/spec/parseJson', severity: 'error' }] },
    { name: 'an array in a root allOf', manifest: text({ allOf: [{ type: 'array' }] }), issues: [{ pointer: '/spec/parseJson' }] },
    { name: 'an object through a root $ref', manifest: text({ $ref: '#/$defs/result', $defs: { result: { type: 'object' } } }), issues: [{ pointer: '/spec/parseJson' }] },
    { name: 'a root anyOf none of whose branches is a string', manifest: text({ anyOf: [{ type: 'object' }, { type: 'array' }] }), issues: [{ pointer: '/spec/parseJson' }] },
  ],
});
