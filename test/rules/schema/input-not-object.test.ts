import { describe, expect, test } from 'vitest';
import rule from '../../../src/rules/schema/input-not-object.js';
import { vetToolManifest } from '../../../src/index.js';
import { corpusTools, wrapTool } from '../../corpora/mcp-corpus.js';
import { mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

testRule(rule, {
  valid: [
    { name: 'an object', manifest: packTool() },
    { name: 'a tool without arguments', manifest: packTool({ input: { type: 'object', additionalProperties: false } }) },
    { name: 'object through a root $ref', manifest: packTool({ input: { $ref: '#/$defs/args', $defs: { args: { type: 'object' } } } }) },
    { name: 'object in a root allOf', manifest: mcpTool({ input: { allOf: [{ type: 'object', properties: { a: { type: 'string' } } }] } }) },
    { name: 'a root allOf narrows a union to object', manifest: mcpTool({ input: { type: ['object', 'null'], allOf: [{ type: 'object' }] } }) },
    { name: 'an MCP draft-07 object', manifest: mcpTool({ input: { $schema: DRAFT_07, type: 'object', properties: {} } }) },
    { name: 'type as a one-item list', manifest: mcpTool({ input: { type: ['object'] } }) },
    // schema/invalid reports the type that names no JSON type: one mistake, one issue.
    { name: 'a misspelt root type', manifest: mcpTool({ input: { type: 'objet', properties: {} } }) },
    { name: 'turned off', manifest: mcpTool({ input: { $schema: DRAFT_07 } }), options: { rules: { 'schema/input-not-object': 'off' } } },
  ],
  invalid: [
    { name: 'no type at all on an MCP tool (the degenerate zod install): an error', manifest: mcpTool({ input: { $schema: DRAFT_07 } }), issues: [{ pointer: '/input', severity: 'error' }] },
    { name: 'no type at all on a pack tool: a warning', manifest: packTool({ input: { properties: { a: { type: 'string' } } } }), issues: [{ pointer: '/input', severity: 'warning' }] },
    { name: 'an empty schema', manifest: packTool({ input: {} }), issues: [{ pointer: '/input' }] },
    { name: 'a string', manifest: packTool({ input: { type: 'string' } }), issues: [{ pointer: '/input/type' }] },
    { name: 'an array through a root $ref', manifest: packTool({ input: { $ref: '#/$defs/list', $defs: { list: { type: 'array' } } } }), issues: [{ pointer: '/input' }] },
    { name: 'object or null on an MCP tool', manifest: mcpTool({ input: { type: ['object', 'null'], properties: {} } }), issues: [{ pointer: '/input/type', severity: 'error' }] },
    {
      name: 'a root anyOf of objects still lacks the root type',
      manifest: mcpTool({ input: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object', properties: { b: { type: 'string' } } }] } }),
      issues: [{ pointer: '/input', severity: 'error' }],
    },
    { name: 'a dangling root $ref', manifest: mcpTool({ input: { $ref: '#/$defs/missing' } }), issues: [{ pointer: '/input', severity: 'error' }] },
    { name: 'the strict profile makes it an error', manifest: packTool({ input: { type: 'string' } }), options: { profile: 'strict' }, issues: [{ pointer: '/input/type', severity: 'error' }] },
  ],
});

describe('schema/input-not-object on the degenerate MCP install (mcp-tools-edge)', () => {
  const tools = corpusTools('mcp-tools-edge');

  test('the corpus is there', () => {
    expect(tools.length).toBeGreaterThan(0);
  });

  test('every tool gets the error at /input, and no other error', () => {
    for (const entry of tools) {
      const issues = vetToolManifest(wrapTool(entry, 'mcp')).issues;
      const where = `${entry.file} ${entry.tool.name}`;
      expect(issues.filter((issue) => issue.code === rule.id).map(({ pointer, severity }) => ({ where, pointer, severity }))).toEqual([{ where, pointer: '/input', severity: 'error' }]);
      expect(issues.filter((issue) => issue.severity === 'error' && issue.code !== rule.id)).toEqual([]);
    }
  });
});
