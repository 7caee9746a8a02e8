import { defineRule } from '../define-rule.js';

export default defineRule({
  id: 'mcp/artifact-on-mcp-tool',
  description: 'A handler artifact (`codeArtifactRef`) on an MCP tool (`transport: "mcp"`).',
  severity: 'error',
  why: 'An MCP tool’s calls go to its MCP server; the runtime never loads a handler artifact for it, so `codeArtifactRef` would silently do nothing, as `spec` would.',
  fix: 'Remove `codeArtifactRef` from the MCP tool, or drop `transport: "mcp"` (and `mcpEndpoint`) to make it a pack tool whose handler the artifact holds.',
  example: '"transport": "mcp", "codeArtifactRef": {"kind": "oci", …}',
  reads: ['transport', 'codeArtifactRef'],
  requires: ['codeArtifactRef'],
  check: ({ codeArtifactRef }, { transport }) =>
    transport === 'mcp'
      ? [
          {
            pointer: '/codeArtifactRef',
            message: 'codeArtifactRef points at a handler, but transport is "mcp", so every call goes to the MCP server and the artifact is never used.',
            hint: 'Remove codeArtifactRef, or remove transport "mcp" to run the handler as a pack tool.',
          },
        ]
      : [],
});
