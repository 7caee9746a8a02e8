import { defineRule } from '../define-rule.js';

export default defineRule({
  id: 'mcp/endpoint-unused',
  description: '`mcpEndpoint` on a tool whose transport is `native`.',
  severity: 'warning',
  why: 'A native tool runs in process and never reaches an MCP server, so its endpoint is dead weight that misleads readers.',
  fix: 'Remove `mcpEndpoint`, or set `transport` to `mcp` (or `auto`) if the tool is an MCP server’s.',
  example: '"transport": "native", "mcpEndpoint": "mcp+stdio://search-server"',
  reads: ['transport', 'mcpEndpoint'],
  requires: ['mcpEndpoint'],
  check: ({ mcpEndpoint }, { transport }) =>
    transport === 'native'
      ? [
          {
            pointer: '/mcpEndpoint',
            message: 'mcpEndpoint is never used: transport is "native", so the tool runs in process, not on an MCP server.',
            hint: 'Remove mcpEndpoint, or set transport to "mcp".',
          },
        ]
      : [],
});
