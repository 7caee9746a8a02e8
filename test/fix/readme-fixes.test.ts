import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { CODE_CATALOG } from '../../src/catalog.js';
import { vetToolManifest } from '../../src/index.js';
import { withFixTable } from '../../scripts/readme-fixes.mjs';
import { httpSpec, mcpTool, packTool } from '../fixtures.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

test('the README’s fix coverage table is the catalog’s (run `npm run readme` after marking a code)', () => {
  expect(readme).toBe(withFixTable(readme, CODE_CATALOG));
});

// The catalog's marks are promises: every code marked "fixes" gets a certain fix on some manifest.
const FIXABLE: Record<string, unknown> = {
  'manifest/unknown-property': packTool({ mutatin: true }),
  'manifest/invalid-value': packTool({ spec: httpSpec({ method: 'post' }) }),
  'manifest/unknown-kind': packTool({ network: { kind: 'None' } }),
  'dialect/unknown': packTool({ input: { $schema: 'https://json-schema.org/draft/2020-12/schema/', type: 'object' } }),
  'mcp/endpoint-format': mcpTool({ mcpEndpoint: 'http://localhost:3000/mcp' }),
  'http/url-placeholder-undeclared': packTool({ spec: httpSpec({ urlTemplate: 'https://api.example.com/{TEXT}' }) }),
  'http/header-placeholder-undeclared': packTool({ spec: httpSpec({ headers: [{ name: 'X-Text', value: '{Text}' }] }) }),
  'http/body-placeholder-undeclared': packTool({ spec: httpSpec({ method: 'POST', requestBody: { kind: 'text', template: '{TEXT}' } }) }),
  'effects/duplicate': packTool({ effects: [{ kind: 'writes' }, { kind: 'writes' }] }),
  'needs/duplicate': packTool({ needs: [{ name: 'run' }, { name: 'run' }] }),
};

test('every code the catalog marks as fixed has a fix, and no other code does', () => {
  const marked = CODE_CATALOG.filter((info) => info.fixes !== undefined).map((info) => info.code).sort();
  expect(Object.keys(FIXABLE).sort()).toEqual(marked);
  for (const [code, manifest] of Object.entries(FIXABLE)) {
    const issue = vetToolManifest(JSON.stringify(manifest, null, 2)).issues.find((candidate) => candidate.code === code);
    expect(issue?.fix, code).toBeDefined();
  }
});
