import { expect, test } from 'vitest';
import { ToolManifestError, vetToolManifest } from '../../src/index.js';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool, packTool } from '../fixtures.js';

const GEO = 'https://schemas.example.com/geo.json';
const registry = { [GEO]: { $id: GEO, $defs: { point: { type: 'object', properties: { lat: { type: 'number' }, lon: { type: 'number' } }, required: ['lat', 'lon'] } } } };

const manifests = [
  ['a pack tool', packTool({ input: { type: 'object', properties: { at: { $ref: `${GEO}#/$defs/point` } } } })],
  ['a draft-07 MCP tool', mcpTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { at: { $ref: `${GEO}#/$defs/point` } } } })],
  ['a ref to a missing place in a registered document', packTool({ input: { type: 'object', properties: { at: { $ref: `${GEO}#/$defs/line` } } } })],
] as const;

function compiles(manifest: unknown, schemas?: Record<string, unknown>): boolean {
  try {
    compileToolValidators(manifest, schemas === undefined ? {} : { schemas });
    return true;
  } catch (error) {
    if (error instanceof ToolManifestError) return false;
    throw error;
  }
}

test.each(manifests)('vet and compile agree on what a registry resolves: %s', (_, manifest) => {
  for (const schemas of [undefined, registry]) {
    const report = vetToolManifest(manifest, schemas === undefined ? {} : { schemas });
    expect(compiles(manifest, schemas)).toBe(report.valid);
    if (!report.valid) expect(report.issues).toContainEqual(expect.objectContaining({ code: 'schema/unresolved-ref' }));
  }
});

test('a $ref into a registered document validates against it', () => {
  const { input } = compileToolValidators(manifests[0][1], { schemas: registry });
  expect(input({ at: { lat: 59.9, lon: 10.7 } }).valid).toBe(true);
  expect(input({ at: { lat: '59.9' } }).issues).toEqual([
    { code: 'call/missing-property', severity: 'error', pointer: '/at', message: '"at" is missing the required property "lon".' },
    { code: 'call/wrong-type', severity: 'error', pointer: '/at/lat', message: '"at.lat" must be a number, not a string.' },
  ]);
});
