import rule from '../../../src/rules/mcp/artifact-on-mcp-tool.js';
import { mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const oci = { kind: 'oci', imageRef: 'ghcr.io/acme/search:1.0.0', modulePath: 'dist/search.js', artifactVersion: '1.0.0' };
const filesystem = { kind: 'filesystem', modulePath: '/home/me/acme/dist/search.js' };

testRule(rule, {
  valid: [
    { name: 'a pack tool with an artifact', manifest: packTool({ codeArtifactRef: oci }) },
    { name: 'a native tool with an artifact', manifest: packTool({ transport: 'native', codeArtifactRef: filesystem }) },
    { name: 'an MCP tool without one', manifest: mcpTool() },
  ],
  invalid: [
    { name: 'an oci artifact on an MCP tool', manifest: mcpTool({ codeArtifactRef: oci }), issues: [{ pointer: '/codeArtifactRef' }] },
    { name: 'a filesystem artifact on an MCP tool', manifest: mcpTool({ codeArtifactRef: filesystem }), issues: [{ pointer: '/codeArtifactRef' }] },
  ],
});
