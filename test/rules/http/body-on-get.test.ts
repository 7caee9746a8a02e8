import rule from '../../../src/rules/http/body-on-get.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const tool = (method: string, requestBody?: Record<string, unknown>) =>
  packTool({ spec: httpSpec({ method, urlTemplate: 'https://api.example.com/items/{text}', ...(requestBody === undefined ? {} : { requestBody }) }) });

testRule(rule, {
  valid: [
    { name: 'GET without a body', manifest: tool('GET') },
    { name: 'DELETE without a body', manifest: tool('DELETE') },
    { name: 'POST with a body', manifest: tool('POST', { kind: 'json-input' }) },
    { name: 'PUT with a text body', manifest: tool('PUT', { kind: 'text', template: '{text}' }) },
    { name: 'PATCH with the input passed through', manifest: tool('PATCH', { kind: 'input-passthrough' }) },
    { name: 'no spec', manifest: packTool() },
  ],
  invalid: [
    { name: 'GET with a JSON body: fetch refuses it', manifest: tool('GET', { kind: 'json-input' }), issues: [{ pointer: '/spec/requestBody', severity: 'error' }] },
    { name: 'GET with a text body', manifest: tool('GET', { kind: 'text', template: 'x' }), issues: [{ pointer: '/spec/requestBody', severity: 'error' }] },
    { name: 'DELETE with a body is a warning', manifest: tool('DELETE', { kind: 'input-passthrough' }), issues: [{ pointer: '/spec/requestBody', severity: 'warning' }] },
    { name: 'the strict profile makes the DELETE warning an error', manifest: tool('DELETE', { kind: 'json-input' }), options: { profile: 'strict' }, issues: [{ pointer: '/spec/requestBody', severity: 'error' }] },
    {
      name: 'a rule setting wins for both levels',
      manifest: tool('GET', { kind: 'json-input' }),
      options: { rules: { 'http/body-on-get': 'warning' } },
      issues: [{ pointer: '/spec/requestBody', severity: 'warning' }],
    },
  ],
});
