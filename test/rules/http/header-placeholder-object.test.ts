import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/http/header-placeholder-object.js';
import { stringifiedPlaceholders } from '../../../src/rules/support/stringified-placeholders.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

/** A tool whose header X-Q fills {q} from an input property `q` with this schema. */
const filling = (q: unknown, more: Record<string, unknown> = {}) =>
  packTool({ input: { type: 'object', properties: { text: { type: 'string' }, q }, required: ['text', 'q'], ...more }, spec: httpSpec({ headers: [{ name: 'Accept', value: 'application/json' }, { name: 'X-Q', value: 'q={q}' }] }) });
const HEADER = [{ pointer: '/spec/headers/1/value' }];

testRule(rule, {
  valid: [
    { name: 'a string', manifest: filling({ type: 'string' }) },
    { name: 'an integer', manifest: filling({ type: 'integer' }) },
    { name: 'a nullable string', manifest: filling({ type: ['string', 'null'] }) },
    { name: 'a string or an object', manifest: filling({ anyOf: [{ type: 'string' }, { type: 'object' }] }) },
    { name: 'no type', manifest: filling({}) },
    { name: 'no headers', manifest: packTool({ spec: httpSpec() }) },
    { name: 'undeclared is http/header-placeholder-undeclared’s', manifest: packTool({ spec: httpSpec({ headers: [{ name: 'X-Q', value: '{q}' }] }) }) },
    { name: 'declared false is another rule’s', manifest: filling(false) },
    { name: 'an object in the URL is http/url-placeholder-not-scalar’s', manifest: packTool({ input: { type: 'object', properties: { q: { type: 'object' } }, required: ['q'] }, spec: httpSpec({ urlTemplate: 'https://api.example.com/search?q={q}' }) }) },
    { name: 'an MCP tool’s spec is mcp/spec-on-mcp-tool’s', manifest: mcpTool({ input: { type: 'object', properties: { q: { type: 'object' } } }, spec: httpSpec({ headers: [{ name: 'X-Q', value: '{q}' }] }) }) },
  ],
  invalid: [
    { name: 'an object', manifest: filling({ type: 'object' }), issues: HEADER },
    { name: 'an object or null', manifest: filling({ type: ['object', 'null'] }), issues: HEADER },
    { name: 'only null', manifest: filling({ type: 'null' }), issues: HEADER },
    { name: 'an object const', manifest: filling({ const: { a: 1 } }), issues: HEADER },
    { name: 'an object behind a $ref', manifest: filling({ $ref: '#/$defs/q' }, { $defs: { q: { type: 'object' } } }), issues: HEADER },
    { name: 'an array: a warning', manifest: filling({ type: 'array', items: { type: 'string' } }), issues: [{ pointer: '/spec/headers/1/value', severity: 'warning' }] },
    { name: 'an object or an array', manifest: filling({ anyOf: [{ type: 'object' }, { type: 'array' }] }), issues: HEADER },
    {
      name: 'each header told, each name once',
      manifest: packTool({ input: { type: 'object', properties: { q: { type: 'object' } }, required: ['q'] }, spec: httpSpec({ urlTemplate: 'https://api.example.com/search', headers: [{ name: 'X-A', value: '{q}' }, { name: 'X-B', value: '{q}-{q}' }] }) }),
      issues: [{ pointer: '/spec/headers/0/value' }, { pointer: '/spec/headers/1/value' }],
    },
  ],
});

test('says what the runtime sends, as String() writes it', () => {
  const words = (q: unknown) => vetToolManifest(filling(q)).issues.find((issue) => issue.code === rule.id)?.message ?? '';
  expect(words({ type: 'object' })).toMatch(/\{q\} in header "X-Q" .* can only be an object, .*String\(\).*: an object as the text "\[object Object\]"\.$/);
  expect(words({ type: ['object', 'null'] })).toMatch(/can only be null or an object,.*: null as an empty string and an object as the text "\[object Object\]"\.$/);
  expect(words({ type: 'array' })).toMatch(/an array as its items joined by commas/);
  // What the runtime's substitution (`String(value)`, null as '') writes for each kind.
  expect([String({ a: 1 }), String(['a', 'b']), String([{ a: 1 }])]).toEqual(['[object Object]', 'a,b', '[object Object]']);
});

test('leaves out a name whose property may be a string, number or boolean', () => {
  expect(stringifiedPlaceholders('{a}{b}', { properties: { a: { type: ['number', 'object'] }, b: { type: 'object' } } }).map((found) => found.name)).toEqual(['b']);
});

test('quotes the header name as JSON, so a name with a quote cannot break the message', () => {
  const tool = packTool({ input: { type: 'object', properties: { q: { type: 'object' } }, required: ['q'] }, spec: httpSpec({ headers: [{ name: 'X-"Q', value: '{q}' }] }) });
  expect(vetToolManifest(tool).issues.find((issue) => issue.code === rule.id)?.message).toContain('in header "X-\\"Q" names');
});
