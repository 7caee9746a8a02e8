import { defineRule } from '../define-rule.js';
import type { HttpToolSpec } from '../../types.js';

// RFC 9110's methods that change the resource they name. POST is left out: search and query APIs
// (GraphQL, Elasticsearch's _search) read with it.
const MUTATING_METHODS: ReadonlySet<HttpToolSpec['method']> = new Set(['PUT', 'PATCH', 'DELETE']);

export default defineRule({
  id: 'http/read-only-but-mutating-method',
  description: 'A tool marked `mutating: false` has a declarative `spec` whose method (PUT, PATCH or DELETE) changes what it calls.',
  severity: 'warning',
  why: 'The specification counts a tool that calls an external API with a mutation as mutating; a read-only tool passes the approval check unasked and runs in parallel with other calls, so a PUT, PATCH or DELETE it sends would change another system without anyone being asked.',
  fix: 'Set `mutating` to true (or remove it: absent means true), or use a method that only reads if the tool does not change anything.',
  example: '"mutating": false, "spec": {"kind": "http", "method": "DELETE", "urlTemplate": "https://api.example.com/items/{id}"}',
  reads: ['mutating', 'spec', 'transport'],
  requires: ['mutating', 'spec'],
  check: ({ mutating, spec }, context) => {
    // On an MCP tool the spec is never used: mcp/spec-on-mcp-tool says so.
    if (mutating !== false || !MUTATING_METHODS.has(spec.method) || context.transport === 'mcp') return [];
    return [
      {
        pointer: '/mutating',
        message: `The tool says it is read-only ("mutating": false), but its spec sends ${spec.method} requests, which change what they call, so it would run without approval and in parallel with other calls.`,
        hint: 'Set "mutating" to true, or remove it (absent means true).',
      },
    ];
  },
});
