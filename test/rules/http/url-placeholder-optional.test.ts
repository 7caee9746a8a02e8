import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/http/url-placeholder-optional.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const optionalCity = { type: 'object', properties: { city: { type: 'string' } } };

testRule(rule, {
  valid: [
    { name: 'placeholder required', manifest: packTool({ spec: httpSpec({ urlTemplate: 'https://a.example.com/{text}' }) }) },
    { name: 'undeclared is another rule’s business', manifest: packTool({ spec: httpSpec({ urlTemplate: 'https://a.example.com/{nope}' }) }) },
    // The runtime's input validator fills defaults (Ajv useDefaults) before the URL is built.
    { name: 'not required, with a default', manifest: packTool({ input: { type: 'object', properties: { city: { type: 'string', default: 'Oslo' } } }, spec: httpSpec({ urlTemplate: 'https://a.example.com/{city}' }) }) },
    { name: 'a default in a root allOf', manifest: packTool({ input: { type: 'object', allOf: [{ properties: { page: { type: 'integer', default: 1 } } }] }, spec: httpSpec({ urlTemplate: 'https://a.example.com/items?page={page}' }) }) },
    { name: 'turned off', manifest: packTool({ input: optionalCity, spec: httpSpec({ urlTemplate: 'https://a.example.com/{city}' }) }), options: { rules: { 'http/url-placeholder-optional': 'off' } } },
  ],
  invalid: [
    { name: 'declared but not required', manifest: packTool({ input: optionalCity, spec: httpSpec({ urlTemplate: 'https://a.example.com/{city}' }) }), issues: [{ pointer: '/spec/urlTemplate' }] },
    { name: 'written twice, told once', manifest: packTool({ input: optionalCity, spec: httpSpec({ urlTemplate: 'https://a.example.com/{city}/weather?c={city}' }) }), issues: [{ pointer: '/spec/urlTemplate' }] },
    // A null default leaves the runtime nothing it can write into a URL.
    { name: 'a null default', manifest: packTool({ input: { type: 'object', properties: { city: { type: ['string', 'null'], default: null } } }, spec: httpSpec({ urlTemplate: 'https://a.example.com/{city}' }) }), issues: [{ pointer: '/spec/urlTemplate' }] },
    {
      name: 'the strict profile makes it an error',
      manifest: packTool({ input: optionalCity, spec: httpSpec({ urlTemplate: 'https://a.example.com/{city}' }) }),
      options: { profile: 'strict' },
      issues: [{ pointer: '/spec/urlTemplate', severity: 'error' }],
    },
    {
      name: 'a rule setting wins over the default',
      manifest: packTool({ input: optionalCity, spec: httpSpec({ urlTemplate: 'https://a.example.com/{city}' }) }),
      options: { rules: { 'http/url-placeholder-optional': 'info' } },
      issues: [{ pointer: '/spec/urlTemplate', severity: 'info' }],
    },
  ],
});

describe('http/url-placeholder-optional’s words', () => {
  // The runtime throws when the input lacks a URL placeholder's key: the call fails, the URL has no hole.
  test('say that a call without the property fails', () => {
    const [issue] = vetToolManifest(packTool({ input: optionalCity, spec: httpSpec({ urlTemplate: 'https://a.example.com/{city}' }) })).issues;
    expect(issue?.message).toMatch(/\{city\}.*call without it fails/);
    expect(issue?.hint).toBe('Add "city" to input.required, or give it a default.');
  });
});
