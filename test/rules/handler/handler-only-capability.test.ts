import rule from '../../../src/rules/handler/handler-only-capability.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const oci = { kind: 'oci', imageRef: 'ghcr.io/acme/tools:1.0.0', modulePath: '/app/echo.js', artifactVersion: '1.0.0' };
const all = { pauses: true, storesFiles: true, readsFiles: true };

testRule(rule, {
  valid: [
    { name: 'a pack tool with its own code', manifest: packTool(all) },
    { name: 'a pack tool with a handler artifact', manifest: packTool({ ...all, codeArtifactRef: oci }) },
    { name: 'native transport, own code', manifest: packTool({ ...all, transport: 'native' }) },
    { name: 'flags set to false on a spec tool', manifest: packTool({ spec: httpSpec(), pauses: false, storesFiles: false, readsFiles: false }) },
    { name: 'flags set to false on an MCP tool', manifest: mcpTool({ pauses: false, readsFiles: false }) },
    { name: 'a spec tool without the flags', manifest: packTool({ spec: httpSpec() }) },
  ],
  invalid: [
    { name: 'a spec tool that pauses', manifest: packTool({ spec: httpSpec(), pauses: true }), issues: [{ pointer: '/pauses' }] },
    { name: 'a spec tool that stores files', manifest: packTool({ spec: httpSpec(), storesFiles: true }), issues: [{ pointer: '/storesFiles' }] },
    { name: 'an MCP tool that reads files', manifest: mcpTool({ readsFiles: true }), issues: [{ pointer: '/readsFiles' }] },
    {
      name: 'one issue per flag, in the order pauses, storesFiles, readsFiles',
      manifest: mcpTool({ readsFiles: true, storesFiles: true, pauses: true }),
      issues: [{ pointer: '/pauses' }, { pointer: '/storesFiles' }, { pointer: '/readsFiles' }],
    },
    {
      name: 'an MCP tool with a spec gets one issue per flag, not two',
      manifest: mcpTool({ spec: httpSpec(), pauses: true }),
      issues: [{ pointer: '/pauses' }],
    },
    {
      name: 'a spec with an artifact still may not pause',
      manifest: packTool({ spec: httpSpec(), codeArtifactRef: oci, pauses: true }),
      issues: [{ pointer: '/pauses' }],
    },
    {
      name: 'set to warning by the caller',
      manifest: packTool({ spec: httpSpec(), readsFiles: true }),
      options: { rules: { 'handler/handler-only-capability': 'warning' } },
      issues: [{ pointer: '/readsFiles', severity: 'warning' }],
    },
  ],
});
