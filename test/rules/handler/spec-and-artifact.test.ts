import rule from '../../../src/rules/handler/spec-and-artifact.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const oci = { kind: 'oci', imageRef: 'ghcr.io/acme/tools:1.0.0', modulePath: '/app/echo.js', artifactVersion: '1.0.0' };
const filesystem = { kind: 'filesystem', modulePath: '/home/me/acme/dist/echo.js' };

testRule(rule, {
  valid: [
    { name: 'a spec alone', manifest: packTool({ spec: httpSpec() }) },
    { name: 'an artifact alone', manifest: packTool({ codeArtifactRef: oci }) },
    { name: 'neither (the pack’s own code)', manifest: packTool() },
    { name: 'an MCP tool', manifest: mcpTool() },
  ],
  invalid: [
    { name: 'a spec and an OCI artifact', manifest: packTool({ spec: httpSpec(), codeArtifactRef: oci }), issues: [{ pointer: '/codeArtifactRef' }] },
    { name: 'a spec and a filesystem artifact', manifest: packTool({ codeArtifactRef: filesystem, spec: httpSpec({ method: 'POST' }) }), issues: [{ pointer: '/codeArtifactRef' }] },
    {
      name: 'strict keeps it an error',
      manifest: packTool({ spec: httpSpec(), codeArtifactRef: oci }),
      options: { profile: 'strict' },
      issues: [{ pointer: '/codeArtifactRef', severity: 'error' }],
    },
  ],
});
