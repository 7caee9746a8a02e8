import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
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
  'mcp+sse://search.example.com/sse',
  'mcp+sse://localhost:3001/sse',
  'MCP+HTTP://search.example/mcp',
  'mcp+http://localhost:65535/mcp',
];
const invalid = [
  ['no scheme: a bare command', 'npx -y @modelcontextprotocol/server-memory'],
  ['an https URL without the mcp+ scheme', 'https://search.example.com/mcp'],
  ['an http URL without the mcp+ scheme', 'http://localhost:3000/mcp'],
  ['stdio:// without mcp+', 'stdio://echo-server'],
  ['a misspelt scheme', 'mcp+stido://echo-server'],
  ['one slash', 'mcp+stdio:/usr/bin/echo-server'],
  ['no command', 'mcp+stdio://'],
  ['only white space for a command', 'mcp+stdio://   '],
  ['a NUL in the command', 'mcp+stdio://echo-server\u0000--evil'],
  ['a line break in the command', 'mcp+stdio://echo-server\nrm -rf /'],
  ['no URL', 'mcp+http://'],
  ['a URL with no host', 'mcp+http:///mcp'],
  ['a doubled scheme', 'mcp+http://http://localhost:3000/mcp'],
  ['a doubled TLS scheme', 'mcp+http://https://search.example.com/mcp'],
  ['a doubled SSE scheme', 'mcp+sse://http://localhost:3001/sse'],
  ['an SSE URL with no host', 'mcp+sse://https:///sse'],
  ['a URL of another scheme', 'mcp+http://ws://search.example.com/mcp'],
  ['a host with a space', 'mcp+sse://search example.com/sse'],
  ['a wildcard host', 'mcp+http://*.example.com/mcp'],
  ['a wildcard SSE host', 'mcp+sse://*/sse'],
  ['a port above 65535', 'mcp+http://localhost:65536/mcp'],
  ['a port that is no number', 'mcp+sse://localhost:ssl/sse'],
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
    { name: 'mcp+https://: not one of the three formats, a warning', manifest: mcpTool({ mcpEndpoint: 'mcp+https://search.example.com/mcp' }), issues: [{ pointer: '/mcpEndpoint', severity: 'warning' }] },
    { name: 'mcp+https:// with no host is an error', manifest: mcpTool({ mcpEndpoint: 'mcp+https:///mcp' }), issues: [{ pointer: '/mcpEndpoint', severity: 'error' }] },
  ],
});

describe('mcp/endpoint-format hints', () => {
  const hintOf = (endpoint: string) => vetToolManifest(mcpTool({ mcpEndpoint: endpoint })).issues.find((issue) => issue.code === rule.id)?.hint;

  test.each([
    ['http://localhost:3000/mcp', 'Write "mcp+http://localhost:3000/mcp".'],
    ['http://localhost:3001/sse', 'Write "mcp+sse://localhost:3001/sse".'],
    ['mcp+http://http://localhost:3000/mcp', 'Write "mcp+http://localhost:3000/mcp".'],
    ['mcp+sse://http://localhost:3001/sse', 'Write "mcp+sse://localhost:3001/sse".'],
  ])('%s → %s', (endpoint, hint) => {
    expect(hintOf(endpoint)).toBe(hint);
  });

  test('a bad port is named as the port, not as a bad host', () => {
    const messageOf = (endpoint: string) => vetToolManifest(mcpTool({ mcpEndpoint: endpoint })).issues.find((issue) => issue.code === rule.id)?.message;
    expect(messageOf('mcp+http://localhost:99999/mcp')).toBe('mcpEndpoint "mcp+http://localhost:99999/mcp" has the port "99999", which is not a number from 0 to 65535, after "mcp+http://".');
    expect(messageOf('mcp+http://user:pw@[::1]:http/mcp')).toContain('has the port "http"');
    expect(messageOf('mcp+sse://search example.com:80/sse')).toContain('has no valid host');
  });

  test('a TLS URL is never hinted to plain HTTP first', () => {
    for (const endpoint of ['https://search.example.com/mcp', 'mcp+http://https://search.example.com/mcp', 'mcp+https://search.example.com/mcp']) {
      expect(hintOf(endpoint), endpoint).not.toMatch(/^Write "mcp\+http:\/\//);
      expect(hintOf(endpoint), endpoint).not.toContain('http://https://');
    }
    expect(hintOf('https://search.example.com/mcp')).toMatch(/^Write "mcp\+https:\/\/search\.example\.com\/mcp"/);
  });

  test('the explain text says how mcp+http:// is read', () => {
    expect(rule.fix).toContain('mcp+http://localhost:3000/mcp');
    expect(rule.fix).toMatch(/mcp\+https:\/\/.*not one of the specification/);
  });
});
