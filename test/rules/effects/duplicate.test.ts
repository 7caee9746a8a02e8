import rule from '../../../src/rules/effects/duplicate.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'distinct kinds', manifest: packTool({ effects: [{ kind: 'reads', resource: 'blob:*' }, { kind: 'writes', resource: 'blob:*' }] }) },
    { name: 'same kind, other resources', manifest: packTool({ effects: [{ kind: 'reads', resource: 'blob:a' }, { kind: 'reads', resource: 'blob:b' }] }) },
    { name: 'same kind, one with a resource, one without', manifest: packTool({ effects: [{ kind: 'network' }, { kind: 'network', resource: 'external:api.example.com' }] }) },
    { name: 'resources differ only in case', manifest: packTool({ effects: [{ kind: 'reads', resource: 'blob:A' }, { kind: 'reads', resource: 'blob:a' }] }) },
    { name: 'no effects', manifest: packTool({ effects: [] }) },
  ],
  invalid: [
    {
      name: 'the same effect twice',
      manifest: packTool({ effects: [{ kind: 'reads', resource: 'blob:*' }, { kind: 'reads', resource: 'blob:*' }] }),
      issues: [{ pointer: '/effects/1' }],
    },
    { name: 'twice without a resource', manifest: packTool({ effects: [{ kind: 'network' }, { kind: 'emits-event' }, { kind: 'network' }] }), issues: [{ pointer: '/effects/2' }] },
    {
      name: 'notes do not make an effect different',
      manifest: packTool({ effects: [{ kind: 'writes', resource: 'memory:facts', notes: 'adds facts' }, { kind: 'writes', resource: 'memory:facts', notes: 'updates facts' }] }),
      issues: [{ pointer: '/effects/1' }],
    },
    {
      name: 'three copies: each later one',
      manifest: packTool({ effects: [{ kind: 'deletes' }, { kind: 'deletes' }, { kind: 'deletes' }] }),
      issues: [{ pointer: '/effects/1' }, { pointer: '/effects/2' }],
    },
  ],
});
