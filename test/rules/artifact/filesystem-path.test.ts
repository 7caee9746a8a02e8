import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/artifact/filesystem-path.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const filesystem = (modulePath: string) => packTool({ codeArtifactRef: { kind: 'filesystem', modulePath } });

testRule(rule, {
  valid: [
    { name: 'a POSIX path', manifest: filesystem('/home/me/acme-pack/dist/echo.js') },
    { name: 'a Windows path', manifest: filesystem('C:\\Users\\me\\acme-pack\\dist\\echo.js') },
    { name: 'a Windows path with forward slashes', manifest: filesystem('d:/acme-pack/dist/echo.js') },
    { name: 'a UNC path', manifest: filesystem('\\\\build-host\\packs\\acme\\echo.js') },
    { name: 'an OCI artifact’s module path is inside its image', manifest: packTool({ codeArtifactRef: { kind: 'oci', imageRef: 'ghcr.io/acme/tools:1', modulePath: 'dist/echo.js', artifactVersion: '1.0.0' } }) },
    { name: 'no artifact', manifest: packTool() },
  ],
  invalid: [
    { name: 'a relative path', manifest: filesystem('./dist/echo.js'), issues: [{ pointer: '/codeArtifactRef/modulePath' }] },
    { name: 'a bare file name', manifest: filesystem('echo.js'), issues: [{ pointer: '/codeArtifactRef/modulePath' }] },
    { name: 'a parent-relative path', manifest: filesystem('../acme/dist/echo.js'), issues: [{ pointer: '/codeArtifactRef/modulePath' }] },
    { name: 'a home-relative path', manifest: filesystem('~/acme/dist/echo.js'), issues: [{ pointer: '/codeArtifactRef/modulePath' }] },
    { name: 'a file: URL', manifest: filesystem('file:///home/me/acme/dist/echo.js'), issues: [{ pointer: '/codeArtifactRef/modulePath' }] },
    { name: 'a Windows drive-relative path', manifest: filesystem('C:dist\\echo.js'), issues: [{ pointer: '/codeArtifactRef/modulePath' }] },
    // The hint (Write "…", which the tester applies) was "Give the path from the root, e.g. "/home/me/acme-pack/ /abs/echo.js"".
    { name: 'an absolute path after a space', manifest: filesystem(' /home/me/acme/dist/echo.js'), issues: [{ pointer: '/codeArtifactRef/modulePath', severity: 'error' }] },
    { name: 'an absolute path and a line break (vetted clean before)', manifest: filesystem('/home/me/acme/dist/echo.js\n'), issues: [{ pointer: '/codeArtifactRef/modulePath', severity: 'warning' }] },
  ],
});

test('the hint gives an absolute path to write', () => {
  const [issue] = vetToolManifest(filesystem('./dist/echo.js')).issues.filter((i) => i.code === rule.id);
  expect(issue?.hint).toBe('Give the path from the root, e.g. "/home/me/acme-pack/dist/echo.js".');
});
