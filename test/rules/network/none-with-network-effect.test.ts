import rule from '../../../src/rules/network/none-with-network-effect.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const networkEffect = { kind: 'network', resource: 'external:api.example.com' };

testRule(rule, {
  valid: [
    { name: 'no network and no network effect', manifest: packTool({ network: { kind: 'none' }, effects: [{ kind: 'reads', resource: 'memory:facts' }] }) },
    { name: 'an allowlist beside a network effect', manifest: packTool({ network: { kind: 'allowlist', hosts: ['api.example.com'] }, effects: [networkEffect] }) },
    { name: 'unrestricted beside a network effect', manifest: packTool({ network: { kind: 'unrestricted' }, effects: [networkEffect] }) },
    { name: 'a network effect and no network policy', manifest: packTool({ effects: [networkEffect] }) },
  ],
  invalid: [
    { name: 'none beside a network effect', manifest: packTool({ network: { kind: 'none' }, effects: [networkEffect] }), issues: [{ pointer: '/effects/0/kind' }] },
    {
      name: 'one issue per network effect',
      manifest: packTool({ network: { kind: 'none' }, effects: [{ kind: 'reads' }, { kind: 'network' }, networkEffect] }),
      issues: [{ pointer: '/effects/1/kind' }, { pointer: '/effects/2/kind' }],
    },
  ],
});
