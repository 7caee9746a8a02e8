import { defineRule } from '../define-rule.js';
import { urlTemplateHost } from '../support/url-template.js';

export default defineRule({
  id: 'network/none-with-http-spec',
  description: '`network.kind` is `none` on a tool whose declarative `spec` makes an HTTP request.',
  severity: 'error',
  why: 'The sandbox blocks every request of a tool with no egress, so each call of the HTTP spec would fail.',
  fix: 'Use `{"kind": "allowlist", "hosts": [<the URL’s host>]}`, or remove the spec.',
  example: '"network": {"kind": "none"} beside "spec": {"kind": "http", "urlTemplate": "https://api.example.com/…"}',
  reads: ['network', 'spec'],
  requires: ['network', 'spec'],
  check: ({ network, spec }) => {
    if (network.kind !== 'none') return [];
    const host = urlTemplateHost(spec.urlTemplate);
    return [
      {
        pointer: '/network/kind',
        message: `network.kind is "none", but the spec sends an HTTP request${host === undefined ? '' : ` to ${host}`}, which the sandbox would block.`,
        hint: host === undefined ? 'Use {"kind": "allowlist", "hosts": [...]} with the host the spec calls.' : `Use {"kind": "allowlist", "hosts": [${JSON.stringify(host)}]}.`,
      },
    ];
  },
});
