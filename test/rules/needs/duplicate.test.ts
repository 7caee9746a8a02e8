import rule from '../../../src/rules/needs/duplicate.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'distinct slots', manifest: packTool({ needs: [{ name: 'tenant' }, { name: 'run' }, { name: 'memory:facts', optional: true }] }) },
    { name: 'names differ in case', manifest: packTool({ needs: [{ name: 'blob' }, { name: 'Blob' }] }) },
    { name: 'no needs', manifest: packTool() },
  ],
  invalid: [
    { name: 'the same slot twice', manifest: packTool({ needs: [{ name: 'tenant' }, { name: 'run' }, { name: 'tenant' }] }), issues: [{ pointer: '/needs/2/name' }] },
    {
      name: 'twice, disagreeing on optional',
      manifest: packTool({ needs: [{ name: 'tenant', optional: true }, { name: 'tenant' }] }),
      issues: [{ pointer: '/needs/1/name' }],
    },
    {
      name: 'optional false is the same as absent',
      manifest: packTool({ needs: [{ name: 'db', optional: false }, { name: 'db' }] }),
      issues: [{ pointer: '/needs/1/name' }],
    },
    {
      name: 'two slots, each twice',
      manifest: packTool({ needs: [{ name: 'a' }, { name: 'b' }, { name: 'b' }, { name: 'a' }] }),
      issues: [{ pointer: '/needs/2/name' }, { pointer: '/needs/3/name' }],
    },
  ],
});
