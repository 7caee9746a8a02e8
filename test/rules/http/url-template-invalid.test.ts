import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/http/url-template-invalid.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const url = (urlTemplate: string) => packTool({ spec: httpSpec({ urlTemplate }) });
const bad = (name: string, urlTemplate: string, count = 1) => ({ name, manifest: url(urlTemplate), issues: Array.from({ length: count }, () => ({ pointer: '/spec/urlTemplate' })) });

testRule(rule, {
  valid: [
    { name: 'placeholders in the path and query', manifest: url('https://api.example.com/v1/{text}?q={text}') },
    { name: 'no spec', manifest: packTool() },
    { name: 'http, upper-case scheme, a port', manifest: url('HTTP://api.example.com:8080/{text}') },
    { name: 'an IPv6 host with a port', manifest: url('https://[::1]:8443/items/{text}') },
    { name: 'an IPv4 host', manifest: url('http://10.0.0.1/items') },
    { name: 'an international host name', manifest: url('https://münchen.example/{text}') },
    { name: 'a placeholder right after the path slash', manifest: url('https://api.example.com/{text}') },
    { name: 'a placeholder in the fragment', manifest: url('https://api.example.com/a#{text}') },
    { name: 'an empty port', manifest: url('https://api.example.com:/a') },
    { name: 'an empty user info is no credential (fetch allows it)', manifest: url('https://@api.example.com/{text}') },
  ],
  invalid: [
    bad('a placeholder for the host', 'https://{text}/v1'),
    bad('a placeholder for a subdomain', 'https://{text}.api.example.com/v1'),
    bad('a placeholder glued to the host', 'https://api.example.com{text}'),
    bad('a placeholder inside IPv6 brackets', 'https://[{text}]/v1'),
    bad('a placeholder for the port', 'https://api.example.com:{text}/v1'),
    bad('a placeholder in the user info', 'https://{text}@api.example.com/v1'),
    bad('a placeholder for the scheme', '{text}://api.example.com/v1'),
    bad('a placeholder inside the scheme', 'http{text}://api.example.com/v1'),
    bad('a placeholder for the whole base URL', '{text}/v1/items'),
    // One name written twice in the host is one problem: the same words at the same place, said once.
    bad('one placeholder twice in the host', 'https://{text}.{text}.example.com/'),
    bad('two placeholders in the host', 'https://{text}.{other}.example.com/', 2),
    bad('credentials in the URL (new Request() throws)', 'https://user:pw@api.example.com/v1/{text}'),
    bad('a user name in the URL', 'https://bot@api.example.com/v1/{text}'),
    bad('a relative URL', '/v1/items/{text}'),
    bad('a host without a scheme', 'api.example.com/v1/{text}'),
    bad('an ftp URL', 'ftp://files.example.com/{text}'),
    bad('a mailto URL', 'mailto:someone@example.com'),
    bad('no slashes after the scheme', 'https:api.example.com/{text}'),
    bad('no host', 'https:///v1/{text}'),
    bad('a port but no host', 'https://:8080/v1'),
    bad('a port above 65535', 'https://api.example.com:70000/v1'),
    bad('a port that is not a number', 'https://api.example.com:https/v1'),
    bad('a space in the host', 'https://api example.com/v1'),
    bad('a backslash in the host', 'https://api.example.com\\evil.example/v1'),
    bad('a forbidden host character', 'https://api<example>.com/v1'),
    bad('leading white space', ' https://api.example.com/{text}'),
    bad('a placeholder left open', 'https://api.example.com/items/{text'),
    bad('a closing brace with no opening one', 'https://api.example.com/items/text}'),
    bad('doubled braces: two stray braces', 'https://api.example.com/items/{{text}}', 2),
    bad('a stray brace in the host', 'https://api{.example.com/v1'),
    {
      name: 'a placeholder the runtime never fills (not a word), even when declared',
      manifest: packTool({
        input: { type: 'object', properties: { 'user-id': { type: 'string' } }, required: ['user-id'] },
        spec: httpSpec({ urlTemplate: 'https://api.example.com/users/{user-id}' }),
      }),
      issues: [{ pointer: '/spec/urlTemplate' }],
    },
    bad('spaces inside the braces', 'https://api.example.com/users/{ text }'),
    // RFC 6570 expressions the runtime leaves as text; each hint writes the template its placeholders fill (the tester applies it).
    bad('a reserved expansion', 'https://api.example.com/files/{+text}'),
    bad('a query expansion', 'https://api.example.com/search{?text}'),
    bad('a query continuation after a query', 'https://api.example.com/search?lang=en{&text}'),
    bad('a path segment expansion', 'https://api.example.com/files{/text}'),
    bad('a label expansion', 'https://api.example.com/files/name{.text}'),
    bad('a path-style parameter', 'https://api.example.com/files/x{;text}'),
    bad('several variables', 'https://api.example.com/{text,text}'),
    bad('an explode modifier', 'https://api.example.com/tags/{text*}'),
    bad('a prefix modifier', 'https://api.example.com/{text:3}'),
    bad('a fragment expansion', 'https://api.example.com/page{#text}'),
    { name: 'the strict profile keeps it an error', manifest: url('https://{text}/v1'), options: { profile: 'strict' }, issues: [{ pointer: '/spec/urlTemplate', severity: 'error' }] },
  ],
});

// A hostile template was 12.5 s and 60,000 issues (a slice per placeholder; one issue per time a name was written), or ran out of memory.
test.each([
  ['60,000 of one placeholder in the host', `https://${'{q}'.repeat(60_000)}`, 1],
  ['600,000 opening braces', `https://${'{'.repeat(600_000)}`, 10],
])('%s: a bounded vet with bounded issues', (_, urlTemplate, most) => {
  const report = vetToolManifest(packTool({ input: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }, spec: { kind: 'http', method: 'GET', urlTemplate } }));
  expect(report.issues.filter((issue) => issue.code === 'http/url-template-invalid').length).toBe(most);
});

test.each([
  ['https://api.example.com/files/{+text}', 'Write "https://api.example.com/files/{text}" (the runtime percent-encodes each value, "/" included).'],
  ['https://api.example.com/search{?text,page}', 'Write "https://api.example.com/search?text={text}&page={page}".'],
  ['https://api.example.com/search?lang=en{?text}', 'Write "https://api.example.com/search?lang=en&text={text}".'],
  ['https://api.example.com/tags/{text*}', 'Write "https://api.example.com/tags/{text}" (it sends each value whole).'],
  ['https://api.example.com/page{#text}', 'Move the value into the path or query as {text}: the runtime sends no URL fragment.'],
  // Not an RFC 6570 expression: the placeholder is renamed to a name the runtime fills.
  ['https://api.example.com/users/{user-id}', 'Name the input property and the placeholder {user_id}.'],
])('an RFC 6570 expression in %s gets the template the runtime fills as its hint', (urlTemplate, hint) => {
  // It was "Name the input property and the placeholder {_text}": an operator taken for part of the name.
  const [issue] = vetToolManifest(packTool({ spec: httpSpec({ urlTemplate }) })).issues.filter((found) => found.code === 'http/url-template-invalid');
  expect(issue?.hint).toBe(hint);
});
