import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/network/allowlist-misses-url.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const tool = (hosts: string[], urlTemplate: string) => packTool({ network: { kind: 'allowlist', hosts }, spec: httpSpec({ urlTemplate }) });

testRule(rule, {
  valid: [
    { name: 'the host listed', manifest: tool(['api.example.com'], 'https://api.example.com/echo?text={text}') },
    { name: 'case and port do not matter', manifest: tool(['API.example.COM'], 'http://api.Example.com:8080/{text}') },
    { name: 'a wildcard covers a subdomain', manifest: tool(['*.example.com'], 'https://api.example.com/{text}') },
    { name: 'a wildcard covers deeper names', manifest: tool(['*.example.com'], 'https://eu.api.example.com/{text}') },
    { name: 'one of several entries', manifest: tool(['other.example.org', 'api.example.com'], 'https://api.example.com/{text}') },
    { name: 'a trailing dot on the URL’s host', manifest: tool(['api.example.com'], 'https://api.example.com./{text}') },
    { name: 'an IPv4 address', manifest: tool(['127.0.0.1'], 'http://127.0.0.1:8080/{text}') },
    { name: 'an IPv6 address', manifest: tool(['[::1]'], 'http://[0:0::1]:8080/{text}') },
    { name: 'a punycode entry covers a Unicode host', manifest: tool(['xn--bcher-kva.example'], 'https://bücher.example/{text}') },
    { name: 'a placeholder in the host is http/url-template-invalid’s', manifest: tool(['api.example.com'], 'https://{text}.example.org/x') },
    { name: 'a relative URL is http/url-template-invalid’s', manifest: tool(['api.example.com'], '/echo/{text}') },
    { name: 'an entry host-invalid corrects counts as corrected', manifest: tool(['https://api.example.com/'], 'https://api.example.com/{text}') },
    { name: 'an IPv6 address without its brackets counts as corrected too', manifest: tool(['::1'], 'http://[::1]:8080/{text}') },
    { name: 'no spec', manifest: packTool({ network: { kind: 'allowlist', hosts: [] } }) },
  ],
  invalid: [
    { name: 'another host', manifest: tool(['api.example.com'], 'https://data.example.com/{text}'), issues: [{ pointer: '/network/hosts' }] },
    { name: 'an empty allowlist', manifest: tool([], 'https://api.example.com/{text}'), issues: [{ pointer: '/network/hosts' }] },
    { name: 'a wildcard does not cover its apex', manifest: tool(['*.example.com'], 'https://example.com/{text}'), issues: [{ pointer: '/network/hosts' }] },
    { name: 'a wildcard is no suffix match', manifest: tool(['*.example.com'], 'https://badexample.com/{text}'), issues: [{ pointer: '/network/hosts' }] },
    { name: 'a host is no wildcard', manifest: tool(['example.com'], 'https://api.example.com/{text}'), issues: [{ pointer: '/network/hosts' }] },
    { name: 'user info does not fool it', manifest: tool(['api.example.com'], 'https://api.example.com@evil.example/{text}'), issues: [{ pointer: '/network/hosts' }] },
  ],
});

test('hints name the host to add, or the near miss', () => {
  const hintOf = (hosts: string[], url: string) => vetToolManifest(tool(hosts, url)).issues.find((issue) => issue.code === rule.id)?.hint;
  expect(hintOf(['data.example.org'], 'https://api.example.com/{text}')).toBe('Add "api.example.com" to network.hosts.');
  expect(hintOf(['api.exmaple.com'], 'https://api.example.com/{text}')).toBe('network.hosts lists "api.exmaple.com": if that is a typo, write "api.example.com".');
});
