import rule from '../../../src/rules/http/url-placeholder-undeclared.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const input = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'object', properties, ...extra });

testRule(rule, {
  valid: [
    { name: 'placeholder declared', manifest: packTool({ spec: httpSpec({ urlTemplate: 'https://a.example.com/{text}' }) }) },
    { name: 'no spec', manifest: packTool() },
    { name: 'no placeholder', manifest: packTool({ spec: httpSpec({ urlTemplate: 'https://a.example.com/x' }) }) },
    {
      name: 'declared through a root $ref',
      manifest: packTool({
        input: { $ref: '#/$defs/args', $defs: { args: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } } },
        spec: httpSpec({ urlTemplate: 'https://a.example.com/{id}' }),
      }),
    },
    {
      name: 'declared in a root allOf',
      manifest: packTool({
        input: { type: 'object', allOf: [{ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }] },
        spec: httpSpec({ urlTemplate: 'https://a.example.com/{id}' }),
      }),
    },
  ],
  invalid: [
    {
      name: 'placeholder the input never declares',
      manifest: packTool({ spec: httpSpec({ urlTemplate: 'https://a.example.com/users/{userId}' }) }),
      issues: [{ pointer: '/spec/urlTemplate' }],
    },
    {
      name: 'two undeclared placeholders',
      manifest: packTool({ input: input({ a: { type: 'string' } }, { required: ['a'] }), spec: httpSpec({ urlTemplate: 'https://a.example.com/{a}/{b}?c={c}' }) }),
      issues: [{ pointer: '/spec/urlTemplate' }, { pointer: '/spec/urlTemplate' }],
    },
    {
      name: 'declared only in a nested object, not at the root',
      manifest: packTool({
        input: input({ filter: { type: 'object', properties: { id: { type: 'string' } } } }),
        spec: httpSpec({ urlTemplate: 'https://a.example.com/{id}' }),
      }),
      issues: [{ pointer: '/spec/urlTemplate' }],
    },
  ],
});
