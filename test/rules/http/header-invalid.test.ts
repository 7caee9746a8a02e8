import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/http/header-invalid.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const headers = (...list: [string, string][]) => list.map(([name, value]) => ({ name, value }));
const tool = (list: { name: string; value: string }[], authorization?: Record<string, unknown>) =>
  packTool({ spec: httpSpec({ headers: list, ...(authorization === undefined ? {} : { authorization }) }) });
const bearer = { kind: 'bearer', secretRef: { name: 'apiKey', envName: 'API_KEY' } };
const headerAuth = (headerName: string) => ({ kind: 'header', headerName, secretRef: { name: 'apiKey', envName: 'API_KEY' } });

testRule(rule, {
  valid: [
    { name: 'ordinary headers', manifest: tool(headers(['Accept', 'application/json'], ['X-Request-Source', 'kindgi'])) },
    { name: 'every tchar', manifest: tool(headers(["!#$%&'*+-.^_`|~09azAZ", 'x'])) },
    { name: 'Latin-1 letters fit a header', manifest: tool(headers(['X-City', 'Zürich, café'])) },
    { name: 'an empty value, placeholders in a value', manifest: tool(headers(['X-Empty', ''], ['X-Text', '{text}'])) },
    { name: 'no headers', manifest: packTool({ spec: httpSpec() }) },
    { name: 'bearer authorization beside other headers', manifest: tool(headers(['Accept', 'application/json']), bearer) },
    { name: 'an Authorization header without spec.authorization', manifest: tool(headers(['Authorization', 'Basic Zm9vOmJhcg=='])) },
    { name: 'header authorization with a valid name', manifest: tool(headers(['Accept', '*/*']), headerAuth('X-Api-Key')) },
    { name: 'header authorization naming another header than Authorization', manifest: tool(headers(['Authorization', 'Basic x']), headerAuth('X-Api-Key')) },
  ],
  invalid: [
    { name: 'a space in the name', manifest: tool(headers(['X Api Key', 'x'])), issues: [{ pointer: '/spec/headers/0/name', severity: 'error' }] },
    { name: 'a colon after the name', manifest: tool(headers(['Accept', 'a'], ['X-Api-Key:', 'x'])), issues: [{ pointer: '/spec/headers/1/name' }] },
    { name: 'a non-ASCII name', manifest: tool(headers(['X-Größe', 'x'])), issues: [{ pointer: '/spec/headers/0/name' }] },
    { name: 'a NUL in the value', manifest: tool(headers(['X-A', 'a\u0000b'])), issues: [{ pointer: '/spec/headers/0/value', severity: 'error' }] },
    { name: 'a character above U+00FF in the value (new Headers() throws)', manifest: tool(headers(['X-Price', '5 €'])), issues: [{ pointer: '/spec/headers/0/value', severity: 'error' }] },
    { name: 'a line break in the value', manifest: tool(headers(['X-A', 'a\r\nX-Injected: 1'])), issues: [{ pointer: '/spec/headers/0/value', severity: 'error' }] },
    { name: 'a bad authorization.headerName', manifest: tool([], headerAuth('X Api Key')), issues: [{ pointer: '/spec/authorization/headerName' }] },
    {
      name: 'the same header twice, in another case',
      manifest: tool(headers(['Accept', 'application/json'], ['X-A', '1'], ['accept', 'text/plain'])),
      issues: [{ pointer: '/spec/headers/2/name', severity: 'warning' }],
    },
    {
      name: 'three times: each repeat once',
      manifest: tool(headers(['X-A', '1'], ['X-A', '2'], ['x-a', '3'])),
      issues: [{ pointer: '/spec/headers/1/name', severity: 'warning' }, { pointer: '/spec/headers/2/name', severity: 'warning' }],
    },
    { name: 'an Authorization header beside bearer authorization', manifest: tool(headers(['authorization', 'Bearer abc']), bearer), issues: [{ pointer: '/spec/headers/0/name', severity: 'error' }] },
    {
      name: 'an Authorization header beside connection authorization',
      manifest: packTool({
        spec: httpSpec({ headers: headers(['Authorization', 'Bearer abc']), authorization: { kind: 'connection', connection: 'mail' } }),
        needsSpec: { connections: { mail: { app: 'google', permissions: ['gmail.send'], as: 'person' } } },
      }),
      issues: [{ pointer: '/spec/headers/0/name' }],
    },
    { name: 'the header that header authorization sets', manifest: tool(headers(['Accept', '*/*'], ['x-api-key', 'literal']), headerAuth('X-Api-Key')), issues: [{ pointer: '/spec/headers/1/name', severity: 'error' }] },
    {
      name: 'a strict profile makes the repeat an error',
      manifest: tool(headers(['X-A', '1'], ['X-A', '2'])),
      options: { profile: 'strict' },
      issues: [{ pointer: '/spec/headers/1/name', severity: 'error' }],
    },
  ],
});

test('the hint rewrites a near-miss header name as a token', () => {
  const [issue] = vetToolManifest(tool(headers(['X Api Key:', 'x']))).issues.filter((found) => found.code === rule.id);
  expect(issue?.hint).toBe('Write "X-Api-Key".');
});

describe('header value hints say what is wrong', () => {
  const hintOf = (value: string) => vetToolManifest(tool(headers(['X-A', value]))).issues.find((issue) => issue.code === rule.id)?.hint;
  test('a NUL is to be removed, not put on one line', () => expect(hintOf('a\u0000b')).toMatch(/Remove the NUL/));
  test('a line break is to be put on one line', () => expect(hintOf('a\nb')).toBe('Put the value on one line.'));
  test('a character above U+00FF is to be encoded', () => expect(hintOf('☃')).toMatch(/Percent-encode/));
});
