import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/http/url-placeholder-not-scalar.js';
import { kindNames, propertyKinds } from '../../../src/rules/support/property-types.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

/** A tool whose URL fills {q} from an input property `q` with this schema. */
const filling = (q: unknown, more: Record<string, unknown> = {}) =>
  packTool({ input: { type: 'object', properties: { q }, required: ['q'], ...more }, spec: httpSpec({ urlTemplate: 'https://api.example.com/search?q={q}' }) });
const URL = [{ pointer: '/spec/urlTemplate' }];
const WARNING = [{ pointer: '/spec/urlTemplate', severity: 'warning' as const }];

testRule(rule, {
  valid: [
    { name: 'a string', manifest: filling({ type: 'string' }) },
    { name: 'an integer', manifest: filling({ type: 'integer' }) },
    { name: 'a boolean', manifest: filling({ type: 'boolean' }) },
    { name: 'no type', manifest: filling({}) },
    { name: 'an enum of strings and numbers', manifest: filling({ enum: ['a', 1] }) },
    { name: 'a string const', manifest: filling({ const: 'x' }) },
    { name: 'a string behind a $ref', manifest: filling({ $ref: '#/$defs/q' }, { $defs: { q: { type: 'string' } } }) },
    { name: 'an anyOf of scalars', manifest: filling({ anyOf: [{ type: 'string' }, { type: 'integer' }] }) },
    // An allOf narrows: a string or null, and a string, is a string.
    { name: 'null narrowed away by a root allOf', manifest: packTool({ input: { type: 'object', properties: { q: { type: ['string', 'null'] } }, allOf: [{ properties: { q: { type: 'string' } } }], required: ['q'] }, spec: httpSpec({ urlTemplate: 'https://api.example.com/search?q={q}' }) }) },
    { name: 'an object in a header value is not this rule’s', manifest: packTool({ input: { type: 'object', properties: { q: { type: 'object' } } }, spec: httpSpec({ urlTemplate: 'https://api.example.com/search', headers: [{ name: 'X-Q', value: '{q}' }] }) }) },
    { name: 'undeclared is another rule’s', manifest: packTool({ spec: httpSpec({ urlTemplate: 'https://api.example.com/search?q={nope}' }) }) },
    { name: 'declared false is another rule’s', manifest: filling(false) },
    { name: 'an MCP tool’s spec is mcp/spec-on-mcp-tool’s', manifest: mcpTool({ input: { type: 'object', properties: { q: { type: 'object' } } }, spec: httpSpec({ urlTemplate: 'https://api.example.com/search?q={q}' }) }) },
  ],
  invalid: [
    { name: 'an object', manifest: filling({ type: 'object' }), issues: URL },
    { name: 'an array', manifest: filling({ type: 'array', items: { type: 'string' } }), issues: URL },
    { name: 'null', manifest: filling({ type: 'null' }), issues: URL },
    { name: 'an object const', manifest: filling({ const: { a: 1 } }), issues: URL },
    { name: 'an enum of arrays', manifest: filling({ enum: [[1], [2]] }), issues: URL },
    { name: 'an object behind a $ref', manifest: filling({ $ref: '#/$defs/q' }, { $defs: { q: { type: 'object' } } }), issues: URL },
    { name: 'an anyOf of an object and an array', manifest: filling({ anyOf: [{ type: 'object' }, { type: 'array' }] }), issues: URL },
    { name: 'declared in a root allOf', manifest: packTool({ input: { type: 'object', allOf: [{ properties: { q: { type: 'object' } } }], required: ['q'] }, spec: httpSpec({ urlTemplate: 'https://api.example.com/search?q={q}' }) }), issues: URL },
    { name: 'written twice, told once', manifest: packTool({ input: { type: 'object', properties: { q: { type: 'object' } }, required: ['q'] }, spec: httpSpec({ urlTemplate: 'https://api.example.com/{q}?again={q}' }) }), issues: URL },
    { name: 'a nullable string', manifest: filling({ type: ['string', 'null'] }), issues: WARNING },
    { name: 'a string or an object', manifest: filling({ anyOf: [{ type: 'string' }, { type: 'object' }] }), issues: WARNING },
  ],
});

describe('http/url-placeholder-not-scalar’s words', () => {
  test('name the placeholder and what the property may be', () => {
    const [issue] = vetToolManifest(filling({ type: 'object' })).issues.filter((found) => found.code === rule.id);
    expect(issue?.message).toMatch(/\{q\}.*can only be an object.*every call/);
  });

  test('bound a hostile nest of branches, claiming nothing', () => {
    // 3^40 paths through shared branches: without its bound the walk would not end.
    let q: unknown = { type: 'object' };
    for (let depth = 0; depth < 40; depth++) q = { anyOf: [q, q, q] };
    expect(propertyKinds({ properties: { q } }, 'q')).toBeUndefined();
    expect(kindNames(propertyKinds({ properties: { q: { anyOf: [{ type: 'object' }, { type: 'null' }] } } }, 'q') ?? 0)).toEqual(['null', 'object']);
  });
});
