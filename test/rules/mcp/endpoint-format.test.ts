import rule from '../../../src/rules/mcp/endpoint-format.js';
import { mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const valid = [
  'mcp+stdio://echo-server',
  'mcp+stdio://npx -y @modelcontextprotocol/server-memory',
  'mcp+stdio:///usr/local/bin/echo-server --verbose',
  'mcp+http://search.example/mcp',
  'mcp+http://localhost:3000/mcp',
  'mcp+http://127.0.0.1:8000/mcp',
  'mcp+http://[::1]:8000/mcp',
  'mcp+http://https://search.example.com/mcp',
  'mcp+sse://search.example.com/sse',
  'mcp+sse://http://localhost:3001/sse',
  'MCP+HTTP://search.example/mcp',
];
const invalid = [
  ['no scheme: a bare command', 'npx -y @modelcontextprotocol/server-memory'],
  ['an https URL without the mcp+ scheme', 'https://search.example.com/mcp'],
  ['stdio:// without mcp+', 'stdio://echo-server'],
  ['mcp+https://', 'mcp+https://search.example.com/mcp'],
  ['a misspelt scheme', 'mcp+stido://echo-server'],
  ['one slash', 'mcp+stdio:/usr/bin/echo-server'],
  ['no command', 'mcp+stdio://'],
  ['only white space for a command', 'mcp+stdio://   '],
  ['no URL', 'mcp+http://'],
  ['a URL with no host', 'mcp+http:///mcp'],
  ['an SSE URL with no host', 'mcp+sse://https:///sse'],
  ['a URL of another scheme', 'mcp+http://ws://search.example.com/mcp'],
  ['a host with a space', 'mcp+sse://search example.com/sse'],
  ['the empty string', ''],
] as const;

testRule(rule, {
  valid: [
    ...valid.map((endpoint) => ({ name: endpoint, manifest: mcpTool({ mcpEndpoint: endpoint }) })),
    { name: 'no endpoint (the runtime configures it)', manifest: packTool({ transport: 'mcp' }) },
    { name: 'an auto tool with an endpoint', manifest: packTool({ mcpEndpoint: 'mcp+http://search.example/mcp' }) },
  ],
  invalid: [
    ...invalid.map(([name, endpoint]) => ({ name, manifest: mcpTool({ mcpEndpoint: endpoint }), issues: [{ pointer: '/mcpEndpoint' }] })),
    { name: 'checked on an auto tool too', manifest: packTool({ mcpEndpoint: 'search.example.com' }), issues: [{ pointer: '/mcpEndpoint' }] },
  ],
});
