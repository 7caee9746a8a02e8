import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/network/none-with-http-spec.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const none = { kind: 'none' };

testRule(rule, {
  valid: [
    { name: 'no egress, no spec', manifest: packTool({ network: none }) },
    { name: 'a spec with an allowlist', manifest: packTool({ network: { kind: 'allowlist', hosts: ['api.example.com'] }, spec: httpSpec() }) },
    { name: 'a spec with unrestricted egress', manifest: packTool({ network: { kind: 'unrestricted' }, spec: httpSpec() }) },
    { name: 'a spec with no network policy', manifest: packTool({ spec: httpSpec() }) },
  ],
  invalid: [
    { name: 'no egress with an HTTP spec', manifest: packTool({ network: none, spec: httpSpec() }), issues: [{ pointer: '/network/kind' }] },
    { name: 'even when the URL is broken', manifest: packTool({ network: none, spec: httpSpec({ urlTemplate: 'https://{text}/x' }) }), issues: [{ pointer: '/network/kind' }] },
  ],
});

test('the hint proposes an allowlist of the URL’s host', () => {
  const issues = vetToolManifest(packTool({ network: none, spec: httpSpec({ urlTemplate: 'https://API.Example.com/echo?text={text}' }) })).issues;
  expect(issues.find((issue) => issue.code === rule.id)).toMatchObject({
    message: expect.stringContaining('api.example.com'),
    hint: 'Use {"kind": "allowlist", "hosts": ["api.example.com"]}.',
  });
});

test('with no host to read, the hint names none it would have to guess', () => {
  const issues = vetToolManifest(packTool({ network: none, spec: httpSpec({ urlTemplate: 'https://{text}/x' }) })).issues;
  expect(issues.find((issue) => issue.code === rule.id)?.hint).toBe('Use {"kind": "allowlist", "hosts": [...]} with the host the spec calls.');
});
