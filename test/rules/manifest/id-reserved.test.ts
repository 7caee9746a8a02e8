import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
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

test('the hint names an id manifest/id-convention accepts, with the pack left to the author', () => {
  const [issue] = vetToolManifest(packTool({ id: 'kindgi_web_search' })).issues.filter((found) => found.code === rule.id);
  expect(issue?.hint).toBe('Name it "<pack>.web-search", with your pack\'s id.');
  expect(vetToolManifest(packTool({ id: 'acme.web-search' })).issues).toEqual([]);
});
