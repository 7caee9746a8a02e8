import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/http/auth-connection-undeclared.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const gmail = { app: 'google', permissions: ['gmail.send'], as: 'person' };
const tool = (connection: string, connections?: Record<string, unknown>) =>
  packTool({
    spec: httpSpec({ authorization: { kind: 'connection', connection } }),
    ...(connections === undefined ? {} : { needsSpec: { connections } }),
  });

testRule(rule, {
  valid: [
    { name: 'the connection is declared', manifest: tool('mail', { mail: gmail }) },
    { name: 'one of several', manifest: tool('repo', { mail: gmail, repo: { app: 'github', permissions: ['repo'], as: 'company' } }) },
    { name: 'bearer authorization is not about connections', manifest: packTool({ spec: httpSpec({ authorization: { kind: 'bearer', secretRef: { name: 'k', envName: 'K' } } }) }) },
    { name: 'no authorization', manifest: packTool({ spec: httpSpec() }) },
  ],
  invalid: [
    { name: 'no needsSpec at all', manifest: tool('mail'), issues: [{ pointer: '/spec/authorization/connection' }] },
    { name: 'needsSpec without connections', manifest: packTool({ spec: httpSpec({ authorization: { kind: 'connection', connection: 'mail' } }), needsSpec: { secrets: {} } }), issues: [{ pointer: '/spec/authorization/connection' }] },
    { name: 'a misspelt name', manifest: tool('mial', { mail: gmail }), issues: [{ pointer: '/spec/authorization/connection' }] },
    { name: 'the name differs in case', manifest: tool('Mail', { mail: gmail }), issues: [{ pointer: '/spec/authorization/connection' }] },
    { name: 'an inherited property name is no connection', manifest: tool('toString', { mail: gmail }), issues: [{ pointer: '/spec/authorization/connection' }] },
  ],
});

test('a close miss gets a "did you mean", and the message lists what is declared', () => {
  const [issue] = vetToolManifest(tool('mial', { mail: gmail })).issues.filter((found) => found.code === rule.id);
  expect(issue?.message).toContain('"mail"');
  expect(issue?.hint).toBe('did you mean "mail"?');
});
