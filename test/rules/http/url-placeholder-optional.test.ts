import rule from '../../../src/rules/http/url-placeholder-optional.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const optionalCity = { type: 'object', properties: { city: { type: 'string' } } };

testRule(rule, {
  valid: [
    { name: 'placeholder required', manifest: packTool({ spec: httpSpec({ urlTemplate: 'https://a.example.com/{text}' }) }) },
    { name: 'undeclared is another rule’s business', manifest: packTool({ spec: httpSpec({ urlTemplate: 'https://a.example.com/{nope}' }) }) },
    { name: 'turned off', manifest: packTool({ input: optionalCity, spec: httpSpec({ urlTemplate: 'https://a.example.com/{city}' }) }), options: { rules: { 'http/url-placeholder-optional': 'off' } } },
  ],
  invalid: [
    { name: 'declared but not required', manifest: packTool({ input: optionalCity, spec: httpSpec({ urlTemplate: 'https://a.example.com/{city}' }) }), issues: [{ pointer: '/spec/urlTemplate' }] },
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
