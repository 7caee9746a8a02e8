import rule from '../../../src/rules/manifest/id-convention.js';
import { mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const valid = ['acme.verify-citation', 'acme.search', 'acme2.v2-search', 'a.b', 'search', 'web-search', '42.x', 'acme.woo.refund', 'com.acme.support.search'];
const invalid = [
  ['upper case', 'Acme.Search'],
  ['an underscore', 'acme.verify_citation'],
  ['a raw MCP tool name', 'create_entities'],
  ['camelCase', 'acme.verifyCitation'],
  ['two dots in a row', 'acme..search'],
  ['an upper-case dotted pack', 'com.Acme.search'],
  ['a leading hyphen', 'acme.-search'],
  ['a trailing hyphen', 'acme-.search'],
  ['an empty tool name', 'acme.'],
  ['an empty pack name', '.search'],
  ['a space', 'acme.web search'],
  ['a slash', 'acme/search'],
  ['non-ASCII letters', 'acme.sök'],
] as const;

testRule(rule, {
  valid: [
    ...valid.map((id) => ({ name: id, manifest: packTool({ id }) })),
    { name: 'a reserved id is manifest/id-reserved’s to report', manifest: packTool({ id: 'kindgi_web_search' }) },
    { name: 'turned off', manifest: mcpTool({ id: 'create_entities' }), options: { rules: { 'manifest/id-convention': 'off' } } },
  ],
  invalid: [
    ...invalid.map(([name, id]) => ({ name, manifest: packTool({ id }), issues: [{ pointer: '/id' }] })),
    { name: 'on an MCP tool too', manifest: mcpTool({ id: 'read_graph' }), issues: [{ pointer: '/id', severity: 'warning' }] },
    { name: 'strict makes it an error', manifest: packTool({ id: 'Acme.Search' }), options: { profile: 'strict' }, issues: [{ pointer: '/id', severity: 'error' }] },
  ],
});
