import rule from '../../../src/rules/schema/output-refuses-files.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const storing = (output: Record<string, unknown>) => packTool({ storesFiles: true, output });
const closed = { type: 'object', properties: { text: { type: 'string' } }, additionalProperties: false };

testRule(rule, {
  valid: [
    { name: 'an open object output', manifest: storing({ type: 'object' }) },
    { name: 'an output with no root type', manifest: storing({}) },
    { name: 'a closed output that declares files', manifest: storing({ ...closed, properties: { ...closed.properties, files: { type: 'array' } } }) },
    { name: 'a closed output whose patternProperties may allow files', manifest: storing({ type: 'object', patternProperties: { '^f': {} }, additionalProperties: false }) },
    { name: 'a root anyOf with a branch that declares files', manifest: storing({ type: 'object', anyOf: [closed, { properties: { files: {} }, additionalProperties: false }] }) },
    { name: 'unevaluatedProperties beside an allOf that declares files', manifest: storing({ type: 'object', allOf: [{ properties: { files: { type: 'array' } } }], unevaluatedProperties: false }) },
    { name: 'unevaluatedProperties beside a $ref that declares files', manifest: storing({ $ref: '#/$defs/result', $defs: { result: { type: 'object', properties: { files: { type: 'array' } } } }, unevaluatedProperties: false }) },
    { name: 'a misspelt root type is schema/invalid’s', manifest: storing({ type: 'objct' }) },
    { name: 'storesFiles false', manifest: packTool({ storesFiles: false, output: closed }) },
    { name: 'storesFiles absent', manifest: packTool({ output: { type: 'string' } }) },
    // handler/handler-only-capability refuses the flag itself there: one mistake, one issue.
    { name: 'an MCP tool', manifest: mcpTool({ storesFiles: true, output: { type: 'string' } }) },
    { name: 'a tool with a declarative spec', manifest: packTool({ storesFiles: true, spec: httpSpec(), output: closed }) },
  ],
  invalid: [
    { name: 'a closed output without files', manifest: storing(closed), issues: [{ pointer: '/output/additionalProperties' }] },
    { name: 'files declared false', manifest: storing({ type: 'object', properties: { files: false } }), issues: [{ pointer: '/output/properties/files', severity: 'error' }] },
    { name: 'a string output', manifest: storing({ type: 'string' }), issues: [{ pointer: '/output/type' }] },
    { name: 'an array in a root allOf', manifest: storing({ allOf: [{ type: 'array' }] }), issues: [{ pointer: '/output/allOf/0/type' }] },
    { name: 'a root anyOf of non-objects', manifest: storing({ anyOf: [{ type: 'array' }, { type: 'string' }] }), issues: [{ pointer: '/output/anyOf' }] },
    { name: 'closed in a root allOf', manifest: storing({ allOf: [closed] }), issues: [{ pointer: '/output' }] },
    { name: 'closed by unevaluatedProperties', manifest: storing({ type: 'object', properties: { text: { type: 'string' } }, unevaluatedProperties: false }), issues: [{ pointer: '/output/unevaluatedProperties' }] },
    {
      name: 'closed by unevaluatedProperties beside an allOf without files',
      manifest: storing({ type: 'object', allOf: [{ properties: { text: { type: 'string' } } }], unevaluatedProperties: false }),
      issues: [{ pointer: '/output/unevaluatedProperties' }],
    },
    { name: 'every branch of a root anyOf closed without files', manifest: storing({ type: 'object', anyOf: [closed, { additionalProperties: false }] }), issues: [{ pointer: '/output' }] },
  ],
});
