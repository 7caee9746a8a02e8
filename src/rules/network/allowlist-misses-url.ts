import { defineRule } from '../define-rule.js';
import { closestMatch } from '../../suggest.js';
import { hostPatternCovers, isHostPattern, suggestHostPattern } from '../support/hostname.js';
import { urlTemplateHost } from '../support/url-template.js';

export default defineRule({
  id: 'network/allowlist-misses-url',
  description: 'A `network` allowlist does not cover the host of the spec’s `urlTemplate`.',
  severity: 'error',
  why: 'The sandbox lets the tool reach only the listed hosts, so every call of the HTTP spec would be blocked.',
  fix: 'Add the URL’s host to `network.hosts`, or a `*.` wildcard that covers it.',
  example: '"hosts": ["api.example.com"] with "urlTemplate": "https://data.example.com/…"',
  reads: ['network', 'spec'],
  requires: ['network', 'spec'],
  check: ({ network, spec }) => {
    if (network.kind !== 'allowlist') return [];
    // No host when the template is not an http(s) URL or a placeholder stands in it: http/url-template-invalid says so.
    const host = urlTemplateHost(spec.urlTemplate);
    // An entry network/host-invalid already corrects counts as its correction: one mistake, one issue.
    const hosts: string[] = [];
    for (const entry of network.hosts) {
      const pattern = isHostPattern(entry) ? entry : suggestHostPattern(entry);
      if (pattern !== undefined) hosts.push(pattern);
    }
    if (host === undefined || hosts.some((pattern) => hostPatternCovers(pattern, host))) return [];
    const name = host.replace(/\.$/, '');
    const near = closestMatch(name, hosts);
    return [
      {
        pointer: '/network/hosts',
        message: `network.hosts does not cover ${name}, the host spec.urlTemplate calls, so the sandbox would block every call.`,
        hint: near === undefined ? `Add "${name}" to network.hosts.` : `network.hosts lists "${near}": if that is a typo, write "${name}".`,
      },
    ];
  },
});
