import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/artifact/filesystem-in-production.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const filesystem = packTool({ codeArtifactRef: { kind: 'filesystem', modulePath: '/home/me/acme/dist/echo.js' } });
const oci = packTool({ codeArtifactRef: { kind: 'oci', imageRef: 'ghcr.io/acme/tools:1', modulePath: '/app/echo.js', artifactVersion: '1.0.0' } });

testRule(rule, {
  valid: [
    { name: 'off by default', manifest: filesystem },
    { name: 'off under strict', manifest: filesystem, options: { profile: 'strict' } },
    { name: 'an OCI artifact in production', manifest: oci, options: { profile: 'production' } },
    { name: 'no artifact in production', manifest: packTool(), options: { profile: 'production' } },
  ],
  invalid: [
    { name: 'a filesystem artifact in production', manifest: filesystem, options: { profile: 'production' }, issues: [{ pointer: '/codeArtifactRef/kind' }] },
    { name: 'turned on by the caller', manifest: filesystem, options: { rules: { 'artifact/filesystem-in-production': 'warning' } }, issues: [{ pointer: '/codeArtifactRef/kind', severity: 'warning' }] },
  ],
});

test('it is production-only', () => {
  expect(rule.productionOnly).toBe(true);
  expect(vetToolManifest(filesystem).valid).toBe(true);
  expect(vetToolManifest(filesystem, { profile: 'production' }).valid).toBe(false);
});
