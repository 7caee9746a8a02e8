import { defineRule } from '../define-rule.js';

export default defineRule({
  id: 'handler/spec-and-artifact',
  description: 'A tool has both a declarative `spec` and a handler artifact (`codeArtifactRef`).',
  severity: 'error',
  why: 'The specification makes a declarative spec and an imperative handler mutually exclusive: the runtime synthesizes the handler from `spec`, so the artifact could never run.',
  fix: 'Keep `spec` for a declarative HTTP tool, or `codeArtifactRef` for a tool with its own handler, not both.',
  example: '"spec": {"kind": "http", …} beside "codeArtifactRef": {"kind": "oci", …}',
  reads: ['spec', 'codeArtifactRef'],
  requires: ['spec', 'codeArtifactRef'],
  check: () => [
    {
      pointer: '/codeArtifactRef',
      message: 'codeArtifactRef gives the tool a handler, but its declarative spec already defines one, and a tool may have only one of the two.',
      hint: 'Remove codeArtifactRef to keep the HTTP spec, or remove spec to run the handler.',
    },
  ],
});
