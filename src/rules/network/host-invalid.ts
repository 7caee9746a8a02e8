import { defineRule, type RuleFinding } from '../define-rule.js';
import { joinPointer } from '../../issue.js';
import { isHostPattern, suggestHostPattern } from '../support/hostname.js';

export default defineRule({
  id: 'network/host-invalid',
  description: 'An allowlist host is not a host name (RFC 1123), a `*.` wildcard before one, or a bracketed IPv6 address.',
  severity: 'error',
  why: 'The sandbox compares each request’s host with the list; an entry with a scheme, port, path or stray character matches no host, so the tool is cut off from it.',
  fix: 'Write the host alone, `api.example.com`, or `*.example.com` for every name under a domain.',
  example: '"network": {"kind": "allowlist", "hosts": ["https://api.example.com/v1"]}',
  reads: ['network'],
  requires: ['network'],
  check: ({ network }) => {
    if (network.kind !== 'allowlist') return [];
    const findings: RuleFinding[] = [];
    network.hosts.forEach((host, index) => {
      if (!isHostPattern(host)) findings.push({ pointer: joinPointer('/network/hosts', index), message: `network.hosts[${index}] "${host}" is not a host name or a "*." wildcard.`, hint: hint(host) });
    });
    return findings;
  },
});

function hint(host: string): string {
  const suggestion = suggestHostPattern(host);
  if (suggestion !== undefined) return `Use "${suggestion}".`;
  if (host === '*') return 'To allow every host, use {"kind": "unrestricted"}.';
  if (host.slice(1).includes('*') || /^\*[^.]/.test(host)) return 'A wildcard stands only as a whole first label: "*.example.com".';
  return 'A host name has letters, digits, hyphens and dots only: "api.example.com".';
}
