import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
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

// The suggestion in the hint, worked out by hand for each kind of id.
const suggestions = [
  ['create_entities', 'Use "create-entities", or "<pack>.create-entities" for a pack\'s tool.'],
  ['acme.verifyCitation', 'Use "acme.verify-citation".'],
  ['getHTTPResponse', 'Use "get-httpresponse", or "<pack>.get-httpresponse" for a pack\'s tool.'],
  ['v2Search', 'Use "v2-search", or "<pack>.v2-search" for a pack\'s tool.'],
  ['acme..search', 'Use "acme.search".'],
  ['.search.', 'Use "search", or "<pack>.search" for a pack\'s tool.'],
  ['-Acme-.__x__', 'Use "acme.x".'],
  ['acme.web  search/now', 'Use "acme.web-search-now".'],
  ['acme.sök', 'Use "acme.s-k".'],
  ['\u212Aelvin', 'Use "kelvin", or "<pack>.kelvin" for a pack\'s tool.'],
  ['__.--', 'Name the tool "<pack>.<tool>", e.g. "acme.verify-citation".'],
] as const;

describe('manifest/id-convention hint', () => {
  test.each(suggestions)('%s', (id, hint) => {
    const issue = vetToolManifest(packTool({ id })).issues.find((found) => found.code === 'manifest/id-convention');
    expect(issue?.hint).toBe(hint);
  });
});
