import rule from '../../../src/rules/mcp/endpoint-unused.js';
import { mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'an MCP tool', manifest: mcpTool() },
    { name: 'auto may resolve to MCP', manifest: packTool({ transport: 'auto', mcpEndpoint: 'mcp+stdio://echo-server' }) },
    { name: 'transport absent (auto)', manifest: packTool({ mcpEndpoint: 'mcp+stdio://echo-server' }) },
    { name: 'native without an endpoint', manifest: packTool({ transport: 'native' }) },
  ],
  invalid: [
    { name: 'native with an endpoint', manifest: packTool({ transport: 'native', mcpEndpoint: 'mcp+stdio://echo-server' }), issues: [{ pointer: '/mcpEndpoint' }] },
    {
      name: 'a malformed endpoint is still unused',
      manifest: packTool({ transport: 'native', mcpEndpoint: 'https://search.example.com/mcp' }),
      issues: [{ pointer: '/mcpEndpoint', severity: 'warning' }],
    },
    {
      name: 'strict makes it an error',
      manifest: packTool({ transport: 'native', mcpEndpoint: 'mcp+stdio://echo-server' }),
      options: { profile: 'strict' },
      issues: [{ pointer: '/mcpEndpoint', severity: 'error' }],
    },
  ],
});
