import { defineRule } from '../define-rule.js';

export default defineRule({
  id: 'artifact/filesystem-in-production',
  description: 'A `filesystem` handler artifact, refused in production (the `production` profile only).',
  severity: 'error',
  why: 'A `filesystem` artifact is the local-development shape: a path on one machine, unversioned; the specification says production servers should reject it.',
  fix: 'Publish the handler as an OCI image and point `codeArtifactRef` at it: `{"kind": "oci", "imageRef", "modulePath", "artifactVersion"}`.',
  example: '"codeArtifactRef": {"kind": "filesystem", "modulePath": "/home/me/acme/dist/search.js"} under the production profile',
  productionOnly: true,
  reads: ['codeArtifactRef'],
  requires: ['codeArtifactRef'],
  check: ({ codeArtifactRef }) =>
    codeArtifactRef.kind === 'filesystem'
      ? [
          {
            pointer: '/codeArtifactRef/kind',
            message: 'codeArtifactRef is a "filesystem" artifact, a local-development path that production refuses.',
            hint: 'Publish the handler as an OCI image and use {"kind": "oci", "imageRef", "modulePath", "artifactVersion"}.',
          },
        ]
      : [],
});
