import rule from '../../../src/rules/http/read-only-but-mutating-method.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const tool = (method: string, mutating?: boolean) => packTool({ ...(mutating === undefined ? {} : { mutating }), spec: httpSpec({ method, ...(method === 'GET' ? {} : { requestBody: { kind: 'json-input' } }) }) });

testRule(rule, {
  valid: [
    { name: 'a read-only GET', manifest: tool('GET', false) },
    // Search and query APIs read with POST.
    { name: 'a read-only POST', manifest: tool('POST', false) },
    { name: 'a mutating DELETE', manifest: tool('DELETE', true) },
    { name: 'a DELETE with mutating absent (true)', manifest: tool('DELETE') },
    { name: 'read-only without a spec', manifest: packTool({ mutating: false }) },
    { name: 'an MCP tool’s spec is mcp/spec-on-mcp-tool’s', manifest: mcpTool({ mutating: false, spec: httpSpec({ method: 'DELETE' }) }) },
  ],
  invalid: [
    { name: 'a read-only DELETE', manifest: tool('DELETE', false), issues: [{ pointer: '/mutating' }] },
    { name: 'a read-only PUT', manifest: tool('PUT', false), issues: [{ pointer: '/mutating' }] },
    { name: 'a read-only PATCH', manifest: tool('PATCH', false), issues: [{ pointer: '/mutating', severity: 'warning' }] },
  ],
});
