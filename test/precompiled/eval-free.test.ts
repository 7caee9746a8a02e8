import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { vetToolManifest, type VetOptions } from '../../src/index.js';
import { mcpTool, packTool } from '../fixtures.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const examples = readdirSync(`${root}examples`).filter((name) => name.endsWith('.json')).map((name) => readFileSync(`${root}examples/${name}`, 'utf8'));
const dialectSchemas = [
  'http://json-schema.org/draft-04/schema#',
  'http://json-schema.org/draft-06/schema#',
  'http://json-schema.org/draft-07/schema#',
  'https://json-schema.org/draft/2019-09/schema',
  'https://json-schema.org/draft/2020-12/schema',
].flatMap(($schema) => [
  mcpTool({ input: { $schema, type: 'object', properties: { a: { type: 'string', pattern: '^[a-z]+$' } } } }),
  mcpTool({ input: { $schema, type: 'object', properties: { a: { type: 'strin' } }, required: 'a' } }),
  packTool({ input: { $schema, type: 'object' } }),
]);
const cases: { source: unknown; options?: VetOptions }[] = [
  ...examples.map((source) => ({ source })),
  ...dialectSchemas.map((source) => ({ source })),
  ...dialectSchemas.map((source) => ({ source, options: { dialects: ['draft-04'] } as VetOptions })),
  { source: packTool({ input: { type: 'object', properties: { a: { type: 'string', pattern: '^(a|a)*$' } } } }) },
];

// What a Cloudflare Worker or Deno Deploy allows: no eval, no new Function.
const CHILD = `
import { vetToolManifest } from './dist/index.js';
const cases = JSON.parse(await new Response(process.stdin).text());
const reports = cases.map(({ source, options }) => vetToolManifest(source, options));
process.stdout.write(JSON.stringify({ reports }));
`;

// The bundle carries Ajv's compiler, but vetting never calls it (test/no-compile.test.ts spies on it): it could not run here.
test('vetting the bundle runs with code generation from strings disallowed, and reports exactly as in-process', () => {
  const child = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '--input-type=module', '-e', CHILD], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  const { reports } = JSON.parse(child.stdout) as { reports: unknown[] };
  const inProcess = cases.map(({ source, options }) => JSON.parse(JSON.stringify(vetToolManifest(source, options))));
  expect(reports).toEqual(inProcess);
  expect(reports.length).toBe(cases.length);
});
