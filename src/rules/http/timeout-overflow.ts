import { defineRule } from '../define-rule.js';

// The longest delay a JavaScript timer holds (a signed 32-bit count of ms, about 24.8 days):
// Node, Deno and browsers run a longer one after 1 ms.
const LONGEST_TIMER_MS = 2_147_483_647;

export default defineRule({
  id: 'http/timeout-overflow',
  description: '`spec.timeoutMs` is more than 2,147,483,647 ms (about 24.8 days), longer than a JavaScript timer can wait.',
  severity: 'error',
  why: 'The synthesized handler aborts each request with a timer of `timeoutMs`; a JavaScript timer longer than 2,147,483,647 ms fires after 1 ms instead (Node warns TimeoutOverflowWarning), so every call is aborted as timed out before the response arrives.',
  fix: 'Give the timeout in milliseconds, at most 2147483647, or remove `timeoutMs` for the default of 30000.',
  example: '"spec": {"kind": "http", "method": "GET", "urlTemplate": "https://api.example.com/report", "timeoutMs": 3000000000}',
  reads: ['spec', 'transport'],
  requires: ['spec'],
  check: ({ spec }, context) => {
    // On an MCP tool the spec is never used: mcp/spec-on-mcp-tool says so.
    if (spec.timeoutMs === undefined || spec.timeoutMs <= LONGEST_TIMER_MS || context.transport === 'mcp') return [];
    return [
      {
        pointer: '/spec/timeoutMs',
        message: `spec.timeoutMs is ${spec.timeoutMs} ms, more than the 2147483647 ms (about 24.8 days) a JavaScript timer can wait, so the runtime's timer fires after 1 ms and every call times out at once.`,
        hint: 'Set spec.timeoutMs to the milliseconds a request may take, at most 2147483647, or remove it for the default of 30000.',
      },
    ];
  },
});
