import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/network/host-invalid.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const allow = (...hosts: string[]) => packTool({ network: { kind: 'allowlist', hosts } });
const hintFor = (host: string) => vetToolManifest(allow(host)).issues.find((issue) => issue.code === rule.id)?.hint;

testRule(rule, {
  valid: [
    { name: 'host names', manifest: allow('api.example.com', 'localhost', 'API.Example.COM', 'a-b.c1.example', '3com.example') },
    { name: 'wildcards', manifest: allow('*.example.com', '*.co.uk') },
    { name: 'IP addresses', manifest: allow('127.0.0.1', '[::1]', '[2001:db8::8a2e:370:7334]') },
    { name: 'an empty allowlist (no egress)', manifest: allow() },
    { name: 'other network kinds', manifest: packTool({ network: { kind: 'unrestricted' } }) },
  ],
  invalid: [
    { name: 'a URL', manifest: allow('api.example.com', 'https://data.example.com/v1'), issues: [{ pointer: '/network/hosts/1' }] },
    {
      name: 'a port, a path, an underscore',
      manifest: allow('api.example.com:443', 'api.example.com/v1', 'my_host.example.com'),
      issues: [{ pointer: '/network/hosts/0' }, { pointer: '/network/hosts/1' }, { pointer: '/network/hosts/2' }],
    },
    { name: 'a wildcard not first', manifest: allow('api.*.example.com'), issues: [{ pointer: '/network/hosts/0' }] },
    { name: 'a partial wildcard label', manifest: allow('*api.example.com'), issues: [{ pointer: '/network/hosts/0' }] },
    { name: 'a bare star', manifest: allow('*'), issues: [{ pointer: '/network/hosts/0' }] },
    { name: 'a trailing dot', manifest: allow('api.example.com.'), issues: [{ pointer: '/network/hosts/0' }] },
    { name: 'a label too long', manifest: allow(`${'a'.repeat(64)}.example.com`), issues: [{ pointer: '/network/hosts/0' }] },
    { name: 'a label beginning with a hyphen', manifest: allow('-api.example.com'), issues: [{ pointer: '/network/hosts/0' }] },
    { name: 'non-ASCII letters', manifest: allow('bücher.example'), issues: [{ pointer: '/network/hosts/0' }] },
    { name: 'white space', manifest: allow(' api.example.com'), issues: [{ pointer: '/network/hosts/0' }] },
    { name: 'an IPv6 address without brackets', manifest: allow('::1'), issues: [{ pointer: '/network/hosts/0' }] },
  ],
});

test('hints say what to write', () => {
  expect(hintFor('https://data.example.com/v1')).toBe('Use "data.example.com".');
  expect(hintFor('api.example.com:443')).toBe('Use "api.example.com".');
  expect(hintFor('*.Example.com.')).toBe('Use "*.example.com".');
  expect(hintFor('bücher.example')).toBe('Use "xn--bcher-kva.example".');
  expect(hintFor('::1')).toBe('Use "[::1]".');
  expect(hintFor('*')).toBe('To allow every host, use {"kind": "unrestricted"}.');
  expect(hintFor('api.*.example.com')).toBe('A wildcard stands only as a whole first label: "*.example.com".');
  expect(hintFor('my_host.example.com')).toBe('A host name has letters, digits, hyphens and dots only: "api.example.com".');
});
