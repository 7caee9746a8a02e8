import { defineRule, type RuleFinding } from '../define-rule.js';
import { joinPointer } from '../../issue.js';

export default defineRule({
  id: 'network/none-with-network-effect',
  description: '`network.kind` is `none` on a tool that declares a `network` effect.',
  severity: 'error',
  why: 'The sandbox blocks all egress of a tool with `network: {"kind": "none"}`, so the network access its effect declares can never happen: one of the two is wrong.',
  fix: 'Allow the hosts the tool reaches (`{"kind": "allowlist", "hosts": [...]}`), or remove the `network` effect if the tool makes no requests.',
  example: '"network": {"kind": "none"} beside "effects": [{"kind": "network", "resource": "external:api.example.com"}]',
  reads: ['network', 'effects'],
  requires: ['network', 'effects'],
  check: ({ network, effects }) => {
    if (network.kind !== 'none') return [];
    const findings: RuleFinding[] = [];
    effects.forEach((effect, index) => {
      if (effect.kind !== 'network') return;
      findings.push({
        pointer: joinPointer('/effects', index, 'kind'),
        message: `effects[${index}] declares network access${effect.resource === undefined ? '' : ` (${effect.resource})`}, but network.kind is "none", so the sandbox blocks it.`,
        hint: 'Set "network" to {"kind": "allowlist", "hosts": [...]} with the hosts the tool reaches, or remove this effect.',
      });
    });
    return findings;
  },
});
