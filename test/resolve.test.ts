import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../src/index.js';
import { httpSpec, mcpTool, packTool } from './fixtures.js';

const resolved = (manifest: Record<string, unknown>) => {
  const report = vetToolManifest(manifest);
  expect(report.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  return report.resolved;
};

describe('the resolved view', () => {
  test('applies every default the specification gives', () => {
    const view = resolved(packTool({ needs: [{ name: 'tenant' }], spec: httpSpec() }));
    expect(view).toMatchObject({
      transport: 'auto',
      mutating: true,
      needsApprovalWhenUnattended: false,
      pauses: false,
      resultIsOutsideData: false,
      storesFiles: false,
      readsFiles: false,
      needs: [{ name: 'tenant', optional: false }],
      spec: { timeoutMs: 30_000, parseJson: true },
      dialects: { input: '2020-12', output: '2020-12' },
    });
  });

  test('keeps what the manifest says', () => {
    const view = resolved(packTool({ transport: 'native', mutating: false, spec: httpSpec({ timeoutMs: 5_000, parseJson: false }), output: { type: 'string' } }));
    expect(view).toMatchObject({ transport: 'native', mutating: false, spec: { timeoutMs: 5_000, parseJson: false } });
  });

  test.each([
    ['a declarative spec', packTool({ spec: httpSpec() }), 'spec'],
    ['a handler artifact', packTool({ codeArtifactRef: { kind: 'oci', imageRef: 'ghcr.io/acme/tools:1', modulePath: '/app/echo.js', artifactVersion: '1.0.0' } }), 'artifact'],
    ['the pack’s own code', packTool(), 'code'],
    ['an MCP server', mcpTool(), 'mcp'],
  ])('handler: %s → %s', (_name, manifest, handler) => {
    expect(resolved(manifest)?.handler).toBe(handler);
  });

  const connections = (as: 'person' | 'company') => ({ connections: { mail: { app: 'google', permissions: ['gmail.send'], as } } });
  test.each([
    ['declared', packTool({ needsApprovalWhenUnattended: true }), true],
    ['a person’s connection, even read-only', packTool({ mutating: false, needsSpec: connections('person') }), true],
    ['a company connection', packTool({ needsSpec: connections('company') }), false],
    ['nothing', packTool(), false],
  ])('approvalWhenUnattended: %s → %s', (_name, manifest, expected) => {
    expect(resolved(manifest)?.approvalWhenUnattended).toBe(expected);
  });

  test.each([
    ['a mutating tool (mutating absent)', packTool(), true],
    ['mutating: true', packTool({ mutating: true }), true],
    ['mutating: false', packTool({ mutating: false }), false],
    ['mutating: false but declared for unattended runs', packTool({ mutating: false, needsApprovalWhenUnattended: true }), true],
    ['mutating: false with a person’s connection', packTool({ mutating: false, needsSpec: connections('person') }), true],
    ['mutating: false with a company connection', packTool({ mutating: false, needsSpec: connections('company') }), false],
  ])('approvalWhenMailStarted: %s → %s', (_name, manifest, expected) => {
    expect(resolved(manifest)?.approvalWhenMailStarted).toBe(expected);
  });

  test.each([
    ['a mutating tool (the default)', packTool(), true],
    ['a read-only tool', packTool({ mutating: false }), false],
    ['a read-only tool that pauses', packTool({ mutating: false, pauses: true }), true],
    ['a read-only tool with connections', packTool({ mutating: false, needsSpec: connections('company') }), true],
  ])('runsAlone: %s → %s', (_name, manifest, expected) => {
    expect(resolved(manifest)?.runsAlone).toBe(expected);
  });

  test('carries the dialects', () => {
    const view = resolved(mcpTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } }));
    expect(view?.dialects).toEqual({ input: 'draft-07', output: '2020-12' });
  });

  test('is absent when the manifest is invalid', () => {
    expect(vetToolManifest(packTool({ version: 'x' })).resolved).toBeUndefined();
  });
});
