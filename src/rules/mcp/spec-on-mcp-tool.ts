import { defineRule } from '../define-rule.js';

export default defineRule({
  id: 'mcp/spec-on-mcp-tool',
  description: 'A declarative `spec` on an MCP tool (`transport: "mcp"`).',
  severity: 'error',
  why: 'An MCP tool’s calls go to its MCP server; the runtime never synthesizes a handler from `spec` for it, so the spec would silently do nothing.',
  fix: 'Remove `spec` from the MCP tool, or drop `transport: "mcp"` (and `mcpEndpoint`) to make it a declarative HTTP tool.',
  example: '"transport": "mcp", "spec": {"kind": "http", …}',
  reads: ['transport', 'spec'],
  requires: ['spec'],
  check: ({ spec }, { transport }) =>
    transport === 'mcp'
      ? [
          {
            pointer: '/spec',
            message: 'spec declares an HTTP handler, but transport is "mcp", so every call goes to the MCP server and the spec is never used.',
            hint: 'Remove spec, or remove transport "mcp" to make this a declarative HTTP tool.',
          },
        ]
      : [],
});
