import rule from '../../../src/rules/http/timeout-overflow.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const timing = (timeoutMs: number) => packTool({ spec: httpSpec({ timeoutMs }) });

testRule(rule, {
  valid: [
    { name: 'the default', manifest: packTool({ spec: httpSpec() }) },
    { name: 'a minute', manifest: timing(60_000) },
    { name: 'the longest a timer holds', manifest: timing(2_147_483_647) },
    { name: 'an MCP tool’s spec is mcp/spec-on-mcp-tool’s', manifest: mcpTool({ spec: httpSpec({ timeoutMs: 3_000_000_000 }) }) },
  ],
  invalid: [
    { name: 'one past the longest timer', manifest: timing(2_147_483_648), issues: [{ pointer: '/spec/timeoutMs' }] },
    { name: 'microseconds for milliseconds', manifest: timing(30_000_000_000), issues: [{ pointer: '/spec/timeoutMs' }] },
    { name: 'the largest safe integer as "no timeout"', manifest: timing(Number.MAX_SAFE_INTEGER), issues: [{ pointer: '/spec/timeoutMs', severity: 'error' }] },
  ],
});
