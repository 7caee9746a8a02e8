import rule from '../../../src/rules/http/secret-undeclared.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const bearer = (name: string) => ({ kind: 'bearer', secretRef: { name, envName: 'API_KEY' } });
const tool = (authorization: Record<string, unknown>, needsSpec?: Record<string, unknown>) =>
  packTool({ spec: httpSpec({ authorization }), ...(needsSpec === undefined ? {} : { needsSpec }) });

testRule(rule, {
  valid: [
    { name: 'the secret is declared', manifest: tool(bearer('apiKey'), { secrets: { apiKey: { type: 'string' } } }) },
    { name: 'a header secret that is declared', manifest: tool({ kind: 'header', headerName: 'X-Api-Key', secretRef: { name: 'apiKey', envName: 'API_KEY' } }, { secrets: { apiKey: {} } }) },
    { name: 'the tool declares no secrets at all', manifest: tool(bearer('apiKey')) },
    { name: 'needsSpec without a secrets map', manifest: tool(bearer('apiKey'), { env: { REGION: { type: 'string' } } }) },
    { name: 'connection authorization has no secret', manifest: tool({ kind: 'connection', connection: 'mail' }, { secrets: {} }) },
  ],
  invalid: [
    { name: 'a misspelt secret', manifest: tool(bearer('apiKye'), { secrets: { apiKey: { type: 'string' } } }), issues: [{ pointer: '/spec/authorization/secretRef/name' }] },
    {
      name: 'a header secret missing from the list',
      manifest: tool({ kind: 'header', headerName: 'X-Api-Key', secretRef: { name: 'token', envName: 'TOKEN' } }, { secrets: { apiKey: {} } }),
      issues: [{ pointer: '/spec/authorization/secretRef/name', severity: 'warning' }],
    },
    { name: 'an empty secrets map declares none', manifest: tool(bearer('apiKey'), { secrets: {} }), issues: [{ pointer: '/spec/authorization/secretRef/name' }] },
    { name: 'the strict profile makes it an error', manifest: tool(bearer('x'), { secrets: { apiKey: {} } }), options: { profile: 'strict' }, issues: [{ pointer: '/spec/authorization/secretRef/name', severity: 'error' }] },
  ],
});
