import rule from '../../../src/rules/http/header-placeholder-undeclared.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const withHeaders = (headers: { name: string; value: string }[], input?: Record<string, unknown>) =>
  packTool({ ...(input === undefined ? {} : { input }), spec: httpSpec({ headers }) });
const tenantInput = { type: 'object', properties: { text: { type: 'string' }, tenant: { type: 'string' } }, required: ['text', 'tenant'] };

testRule(rule, {
  valid: [
    { name: 'placeholder declared', manifest: withHeaders([{ name: 'X-Tenant', value: '{tenant}' }], tenantInput) },
    { name: 'no placeholder', manifest: withHeaders([{ name: 'Accept', value: 'application/json' }]) },
    { name: 'braces with spaces stay literal', manifest: withHeaders([{ name: 'X-Note', value: '{ tenant }' }]) },
    { name: 'no headers', manifest: packTool({ spec: httpSpec() }) },
  ],
  invalid: [
    { name: 'a placeholder the input never declares', manifest: withHeaders([{ name: 'X-Tenant', value: '{tenantId}' }], tenantInput), issues: [{ pointer: '/spec/headers/0/value' }] },
    {
      name: 'one issue per placeholder, at its header',
      manifest: withHeaders([{ name: 'Accept', value: 'text/plain' }, { name: 'X-Trace', value: '{trace}-{span}' }], tenantInput),
      issues: [{ pointer: '/spec/headers/1/value' }, { pointer: '/spec/headers/1/value' }],
    },
  ],
});
