import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/http/url-placeholder-in-fragment.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const input = { type: 'object', properties: { text: { type: 'string' }, page: { type: 'integer' } }, required: ['text', 'page'] };
const calling = (urlTemplate: string, more: Record<string, unknown> = {}) => packTool({ input, spec: httpSpec({ urlTemplate, ...more }) });
const URL = [{ pointer: '/spec/urlTemplate' }];

testRule(rule, {
  valid: [
    { name: 'no fragment', manifest: calling('https://api.example.com/echo/{page}?text={text}') },
    { name: 'a literal fragment after the placeholders', manifest: calling('https://api.example.com/echo/{page}?text={text}#top') },
    { name: 'a "#" a value holds is percent-encoded, not the template’s', manifest: calling('https://api.example.com/echo?text={text}') },
    { name: 'an MCP tool’s spec is mcp/spec-on-mcp-tool’s', manifest: mcpTool({ input, spec: httpSpec({ urlTemplate: 'https://api.example.com/echo#{text}' }) }) },
  ],
  invalid: [
    { name: 'a placeholder in the fragment', manifest: calling('https://api.example.com/echo#text={text}'), issues: URL },
    { name: 'the fragment after a query', manifest: calling('https://api.example.com/echo?page={page}#{text}'), issues: URL },
    { name: 'two in the fragment, each told', manifest: calling('https://api.example.com/echo#{text}/{page}'), issues: [...URL, ...URL] },
    { name: 'written before and after the "#", told once', manifest: calling('https://api.example.com/echo/{page}?text={text}#{text}{text}'), issues: URL },
    { name: 'a fragment on a POST with a json-input body', manifest: calling('https://api.example.com/echo#{text}', { method: 'POST', requestBody: { kind: 'json-input' } }), issues: URL },
  ],
});

test('says the value is lost from the JSON body too, where the runtime sends one', () => {
  const words = (manifest: Record<string, unknown>) => vetToolManifest(manifest).issues.find((issue) => issue.code === rule.id)?.message ?? '';
  expect(words(calling('https://api.example.com/echo#{text}'))).toMatch(/^The URL placeholder \{text\} stands after the "#".*from the URL\.$/);
  expect(words(calling('https://api.example.com/echo#{text}', { method: 'POST' }))).toMatch(/nor from the JSON body/);
  expect(words(calling('https://api.example.com/echo#{text}', { method: 'POST', requestBody: { kind: 'input-passthrough' } }))).not.toMatch(/JSON body/);
});
