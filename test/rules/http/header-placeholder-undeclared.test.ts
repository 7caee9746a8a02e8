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
    {
      name: 'declared in every branch of a root oneOf',
      manifest: withHeaders([{ name: 'X-Tenant', value: '{tenant}' }], { type: 'object', oneOf: [tenantInput, { ...tenantInput, required: ['tenant'] }] }),
    },
  ],
  invalid: [
    { name: 'a placeholder an open input never declares: a warning', manifest: withHeaders([{ name: 'X-Tenant', value: '{tenantId}' }], tenantInput), issues: [{ pointer: '/spec/headers/0/value', severity: 'warning' }] },
    {
      name: 'a placeholder a closed input never declares: an error',
      manifest: withHeaders([{ name: 'X-Tenant', value: '{tenantId}' }], { ...tenantInput, additionalProperties: false }),
      issues: [{ pointer: '/spec/headers/0/value', severity: 'error' }],
    },
    {
      name: 'one issue per placeholder, at its header',
      manifest: withHeaders([{ name: 'Accept', value: 'text/plain' }, { name: 'X-Trace', value: '{trace}-{span}' }], { ...tenantInput, additionalProperties: false }),
      issues: [{ pointer: '/spec/headers/1/value' }, { pointer: '/spec/headers/1/value' }],
    },
  ],
});
