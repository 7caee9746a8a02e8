import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/http/body-placeholder-undeclared.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const post = (template: string, input?: Record<string, unknown>) =>
  packTool({ ...(input === undefined ? {} : { input }), spec: httpSpec({ method: 'POST', urlTemplate: 'https://api.example.com/notes', requestBody: { kind: 'text', template } }) });

testRule(rule, {
  valid: [
    { name: 'placeholder declared', manifest: post('Note: {text}') },
    { name: 'no placeholder', manifest: post('ping') },
    { name: 'literal JSON braces are not placeholders', manifest: post('{"text": "{text}", "n": 1}') },
    { name: 'braces with spaces inside stay literal', manifest: post('query { viewer { login } }') },
    { name: 'a json-input body has no template', manifest: packTool({ spec: httpSpec({ method: 'POST', requestBody: { kind: 'json-input' } }) }) },
    { name: 'no spec', manifest: packTool() },
    {
      name: 'declared through a root $ref',
      manifest: post('{id}', { $ref: '#/$defs/args', $defs: { args: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } } }),
    },
    { name: 'declared in a root allOf', manifest: post('{id}', { type: 'object', allOf: [{ properties: { id: { type: 'string' } } }] }) },
    { name: 'declared in every branch of a root anyOf', manifest: post('{id}', { type: 'object', anyOf: [{ properties: { id: { type: 'string' } } }, { properties: { id: { type: 'integer' } } }] }) },
  ],
  invalid: [
    { name: 'a misspelt placeholder, open input: a warning', manifest: post('Note: {txet}'), issues: [{ pointer: '/spec/requestBody/template', severity: 'warning' }] },
    {
      name: 'a misspelt placeholder, closed input: an error',
      manifest: post('Note: {txet}', { type: 'object', properties: { text: { type: 'string' } }, additionalProperties: false }),
      issues: [{ pointer: '/spec/requestBody/template', severity: 'error' }],
    },
    {
      name: 'two undeclared placeholders',
      manifest: post('{a} and {text} and {b}'),
      issues: [
        { pointer: '/spec/requestBody/template', severity: 'warning' },
        { pointer: '/spec/requestBody/template', severity: 'warning' },
      ],
    },
    { name: 'inside a JSON body', manifest: post('{"note": "{note}"}'), issues: [{ pointer: '/spec/requestBody/template', severity: 'warning' }] },
    {
      name: 'declared only in a nested object',
      manifest: post('{id}', { type: 'object', properties: { item: { type: 'object', properties: { id: { type: 'string' } } } }, additionalProperties: false }),
      issues: [{ pointer: '/spec/requestBody/template', severity: 'error' }],
    },
    {
      name: 'declared in only one branch of a root oneOf',
      manifest: post('{id}', { type: 'object', oneOf: [{ properties: { id: { type: 'string' } } }, { properties: { q: { type: 'string' } } }] }),
      issues: [{ pointer: '/spec/requestBody/template', severity: 'warning' }],
    },
    {
      name: 'a malformed input schema is no crash',
      manifest: post('{id}', { type: 'object', properties: 'id', required: 'id', allOf: 5, $ref: '#/$defs/missing%' }),
      issues: [{ pointer: '/spec/requestBody/template', severity: 'warning' }],
    },
  ],
});

test('a close miss gets a "did you mean"', () => {
  const [issue] = vetToolManifest(post('Note: {txet}')).issues.filter((found) => found.code === rule.id);
  expect(issue?.message).toContain('{txet}');
  expect(issue?.hint).toBe('did you mean "text"?');
});
