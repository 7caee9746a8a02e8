import rule from '../../../src/rules/mcp/spec-on-mcp-tool.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'an MCP tool without a spec', manifest: mcpTool() },
    { name: 'a pack tool with a spec', manifest: packTool({ spec: httpSpec() }) },
    { name: 'an auto tool with a spec and an endpoint', manifest: packTool({ transport: 'auto', mcpEndpoint: 'mcp+stdio://echo-server', spec: httpSpec() }) },
    { name: 'a native tool with a spec', manifest: packTool({ transport: 'native', spec: httpSpec() }) },
  ],
  invalid: [
    { name: 'an MCP tool with a spec', manifest: mcpTool({ spec: httpSpec() }), issues: [{ pointer: '/spec' }] },
    { name: 'without an endpoint too', manifest: packTool({ transport: 'mcp', spec: httpSpec({ method: 'POST', requestBody: { kind: 'json-input' } }) }), issues: [{ pointer: '/spec' }] },
  ],
});
