import { defineRule } from '../define-rule.js';

// POSIX `/…`, Windows `C:\…` or `C:/…`, and UNC `\\server\share…`.
const ABSOLUTE = /^(?:\/|[A-Za-z]:[\\/]|\\\\[^\\])/;

export default defineRule({
  id: 'artifact/filesystem-path',
  description: 'A `filesystem` handler artifact’s `modulePath` is not an absolute path (an error), or is one with white space around it (a warning).',
  severity: 'error',
  why: 'The specification defines `modulePath` as the absolute host path of the handler file; a relative one depends on the directory the runtime happens to start in.',
  fix: 'Give the full path from the root of the file system: `/home/me/acme-pack/dist/search.js`.',
  example: '"codeArtifactRef": {"kind": "filesystem", "modulePath": "./dist/search.js"}',
  reads: ['codeArtifactRef'],
  requires: ['codeArtifactRef'],
  check: ({ codeArtifactRef }) => {
    if (codeArtifactRef.kind !== 'filesystem') return [];
    const path = codeArtifactRef.modulePath;
    const trimmed = path.trim();
    // White space around an absolute path names another file than the one meant: the path itself is right.
    if (trimmed !== path && trimmed !== '' && ABSOLUTE.test(trimmed)) {
      return [{ pointer: '/codeArtifactRef/modulePath', severity: ABSOLUTE.test(path) ? 'warning' : 'error', message: `modulePath ${JSON.stringify(path)} begins or ends with white space, so the runtime looks for a file whose name holds it.`, hint: `Write ${JSON.stringify(trimmed)}.` }];
    }
    if (ABSOLUTE.test(path)) return [];
    return [{ pointer: '/codeArtifactRef/modulePath', message: `modulePath "${path}" is not an absolute path to the handler file.`, hint: hint(path) }];
  },
});

function hint(path: string): string {
  if (path.trim() === '') return 'Give the absolute path of the handler file, e.g. "/home/me/acme-pack/dist/handler.js".';
  if (/^file:/i.test(path)) return 'Give a path, not a file: URL: drop the "file://".';
  if (path.startsWith('~')) return 'Write the home directory out in full: the runtime does not expand "~".';
  return `Give the path from the root, e.g. "/home/me/acme-pack/${path.replace(/^(?:\.\.?[\\/])+/, '')}".`;
}
