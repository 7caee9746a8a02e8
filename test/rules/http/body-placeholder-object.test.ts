import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/http/body-placeholder-object.js';
import { httpSpec, mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const textBody = (template: string) => httpSpec({ method: 'POST', urlTemplate: 'https://api.example.com/notes', requestBody: { kind: 'text', template } });
/** A tool whose text body fills {q} from an input property `q` with this schema. */
const filling = (q: unknown, more: Record<string, unknown> = {}) =>
  packTool({ input: { type: 'object', properties: { q }, required: ['q'], ...more }, spec: textBody('{"q": {q}}') });
const BODY = [{ pointer: '/spec/requestBody/template' }];

testRule(rule, {
  valid: [
    { name: 'a string', manifest: filling({ type: 'string' }) },
    { name: 'a boolean', manifest: filling({ type: 'boolean' }) },
    { name: 'a nullable number', manifest: filling({ type: ['number', 'null'] }) },
    { name: 'no type', manifest: filling({}) },
    { name: 'braces with spaces stay literal', manifest: packTool({ input: { type: 'object', properties: { q: { type: 'object' } } }, spec: textBody('{ q }') }) },
    { name: 'a json-input body sends objects as JSON', manifest: packTool({ input: { type: 'object', properties: { q: { type: 'object' } } }, spec: httpSpec({ method: 'POST', urlTemplate: 'https://api.example.com/notes', requestBody: { kind: 'json-input' } }) }) },
    { name: 'undeclared is http/body-placeholder-undeclared’s', manifest: packTool({ spec: textBody('{nope}') }) },
    { name: 'an MCP tool’s spec is mcp/spec-on-mcp-tool’s', manifest: mcpTool({ input: { type: 'object', properties: { q: { type: 'object' } } }, spec: textBody('{q}') }) },
  ],
  invalid: [
    { name: 'an object', manifest: filling({ type: 'object' }), issues: BODY },
    { name: 'only null', manifest: filling({ type: 'null' }), issues: BODY },
    { name: 'an enum of objects', manifest: filling({ enum: [{ a: 1 }, { b: 2 }] }), issues: BODY },
    { name: 'declared in a root allOf', manifest: packTool({ input: { type: 'object', allOf: [{ properties: { q: { type: 'object' } } }], required: ['q'] }, spec: textBody('{q}') }), issues: BODY },
    { name: 'an array: a warning', manifest: filling({ type: 'array', items: { type: 'integer' } }), issues: [{ pointer: '/spec/requestBody/template', severity: 'warning' }] },
    { name: 'written twice, told once', manifest: packTool({ input: { type: 'object', properties: { q: { type: 'object' } } }, spec: textBody('{q}\n{q}') }), issues: BODY },
    {
      name: 'each name its own issue',
      manifest: packTool({ input: { type: 'object', properties: { a: { type: 'object' }, b: { type: 'array' } } }, spec: textBody('{a} {b} {a}') }),
      issues: [{ pointer: '/spec/requestBody/template' }, { pointer: '/spec/requestBody/template', severity: 'warning' }],
    },
  ],
});

test('says what the runtime sends, as String() writes it', () => {
  const [issue] = vetToolManifest(filling({ type: 'object' })).issues.filter((found) => found.code === rule.id);
  expect(issue?.message).toBe('The body placeholder {q} names an input property that can only be an object, and the runtime writes a text body’s placeholders with String(), not JSON: an object as the text "[object Object]".');
});
