import rule from '../../../src/rules/manifest/id-reserved.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

testRule(rule, {
  valid: [
    { name: 'a pack id', manifest: packTool({ id: 'acme.search' }) },
    { name: 'kindgi_ inside the id', manifest: packTool({ id: 'acme.kindgi_search' }) },
  ],
  invalid: [
    { name: 'reserved prefix', manifest: packTool({ id: 'kindgi_search' }), issues: [{ pointer: '/id' }] },
    { name: 'the prefix alone', manifest: packTool({ id: 'kindgi_' }), issues: [{ pointer: '/id' }] },
  ],
});
