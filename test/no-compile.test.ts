import { Ajv } from 'ajv';
import { afterEach, expect, test, vi } from 'vitest';
import { vetToolManifest } from '../src/index.js';
import { mcpTool, packTool } from './fixtures.js';

afterEach(() => vi.restoreAllMocks());

// Ajv, Ajv2019 and Ajv2020 share their core's prototype, so one spy sees every class.
// The meta-schema check plus one traversal says what compile would say, at a hundredth of the cost.
test('vetting never compiles a manifest’s own schemas', () => {
  const compile = vi.spyOn(Object.getPrototypeOf(Ajv.prototype) as { compile: (schema: unknown) => unknown }, 'compile');
  const schemas = new Set<unknown>();
  const manifests = [
    packTool({ input: { type: 'object', properties: { a: { type: 'string', pattern: '^a+$' } } } }),
    mcpTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { b: { $ref: '#/definitions/b' } }, definitions: { b: { type: 'number' } } } }),
    mcpTool({ input: { $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object' }, output: { $schema: 'http://json-schema.org/draft-06/schema#' } }),
  ];
  for (const manifest of manifests) {
    schemas.add(manifest.input).add(manifest.output);
    expect(vetToolManifest(manifest).valid).toBe(true);
  }
  const compiledOwn = compile.mock.calls.filter(([schema]: unknown[]) => schemas.has(schema));
  expect(compiledOwn).toEqual([]);
  // Once the dialects' meta-schemas are built, vetting another manifest compiles nothing at all.
  compile.mockClear();
  vetToolManifest(mcpTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } }));
  expect(compile).not.toHaveBeenCalled();
});
