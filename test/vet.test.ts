import { describe, expect, test } from 'vitest';
import { assertToolManifest, ToolManifestError, vetToolManifest } from '../src/index.js';
import { httpSpec, mcpTool, packTool } from './fixtures.js';

describe('vetToolManifest: bad input never throws', () => {
  test.each([
    ['null', null],
    ['a number', 42],
    ['an array', [1, 2]],
    ['undefined', undefined],
    ['a string of garbage', 'x{]]'],
    ['an empty string', ''],
    ['bytes that are not UTF-8', new Uint8Array([0xff, 0xfe, 0x00])],
    ['an input that is true', packTool({ input: true })],
    ['an output that is null', packTool({ output: null })],
    ['an input that is an array', packTool({ input: [] })],
    ['a function', () => 1],
    ['a manifest with a symbol', packTool({ id: Symbol('x') })],
  ])('%s gives issues', (_name, source) => {
    const report = vetToolManifest(source);
    expect(report.valid).toBe(false);
    expect(report.issues.length).toBeGreaterThan(0);
    expect(report.manifest).toBeUndefined();
  });
});

describe('vetToolManifest: the envelope', () => {
  test('a valid pack tool is valid, typed, with its dialects', () => {
    const report = vetToolManifest(packTool({ spec: httpSpec() }));
    expect(report).toMatchObject({ valid: true, issues: [], dialects: { input: '2020-12', output: '2020-12' } });
    expect(report.manifest?.id).toBe('acme.echo');
  });

  test('an unknown property is at its pointer with "did you mean"', () => {
    const report = vetToolManifest(packTool({ mutatin: true }));
    expect(report.issues).toEqual([expect.objectContaining({ code: 'manifest/unknown-property', pointer: '/mutatin', hint: 'did you mean "mutating"?' })]);
  });

  test('an unknown property deep in a union branch is reported once, at that branch', () => {
    const report = vetToolManifest(packTool({ network: { kind: 'allowlist', hosts: ['a.example.com'], hostz: [] } }));
    expect(report.issues).toEqual([expect.objectContaining({ code: 'manifest/unknown-property', pointer: '/network/hostz', hint: 'did you mean "hosts"?' })]);
  });

  test('an enum miss names the allowed values', () => {
    const report = vetToolManifest(packTool({ transport: 'mpc' }));
    expect(report.issues).toEqual([expect.objectContaining({ code: 'manifest/invalid-value', pointer: '/transport', hint: 'did you mean "mcp"?' })]);
    expect(report.issues[0]?.message).toContain('"auto", "native" or "mcp"');
  });

  test('an unknown kind is one issue listing the kinds', () => {
    const spec = httpSpec({ authorization: { kind: 'bearor', secretRef: { envName: 'T', name: 't' } } });
    const report = vetToolManifest(packTool({ spec }));
    expect(report.issues).toEqual([expect.objectContaining({ code: 'manifest/unknown-kind', pointer: '/spec/authorization/kind', hint: 'did you mean "bearer"?' })]);
    expect(report.issues[0]?.message).toContain('"bearer", "header" or "connection"');
  });

  test('a known kind reports only its own branch', () => {
    const spec = httpSpec({ authorization: { kind: 'header', secretRef: { envName: 'T', name: 't' } } });
    const report = vetToolManifest(packTool({ spec }));
    expect(report.issues).toEqual([expect.objectContaining({ code: 'manifest/missing-property', pointer: '/spec/authorization' })]);
    expect(report.issues[0]?.message).toContain('"headerName"');
  });

  test('a union without its kind is one issue', () => {
    const report = vetToolManifest(packTool({ codeArtifactRef: { modulePath: '/x.js' } }));
    expect(report.issues).toEqual([expect.objectContaining({ code: 'manifest/missing-property', pointer: '/codeArtifactRef' })]);
  });

  test('a union that is not an object is one type issue', () => {
    const report = vetToolManifest(packTool({ network: 'none' }));
    expect(report.issues).toEqual([expect.objectContaining({ code: 'manifest/wrong-type', pointer: '/network' })]);
  });

  test.each(['1.0', 'v1.0.0', '1.0.0+build.1', '01.0.0', '1.0.0-'])('version %j is not an exact semver', (version) => {
    expect(vetToolManifest(packTool({ version })).issues).toEqual([expect.objectContaining({ code: 'manifest/invalid-version', pointer: '/version' })]);
  });

  test.each(['1.0.0', '0.0.1', '10.20.30-rc.1', '1.0.0-alpha-1.x'])('version %j is an exact semver', (version) => {
    expect(vetToolManifest(packTool({ version })).valid).toBe(true);
  });

  test('missing required fields are each an issue', () => {
    const report = vetToolManifest({ id: 'x' });
    expect(report.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('"description"'), expect.stringContaining('"version"'), expect.stringContaining('"input"'), expect.stringContaining('"output"')]),
    );
  });
});

describe('vetToolManifest: text', () => {
  test('issues from text carry a 1-based line and column, sorted by position', () => {
    const text = JSON.stringify(packTool({ mutatin: true, transport: 'mpc' }), null, 2);
    const report = vetToolManifest(text);
    expect(report.issues.map(({ code, line, column }) => ({ code, line, column }))).toEqual([
      { code: 'manifest/unknown-property', line: 19, column: 3 },
      { code: 'manifest/invalid-value', line: 20, column: 16 },
    ]);
  });

  test('bytes are text too', () => {
    const report = vetToolManifest(new TextEncoder().encode(JSON.stringify(packTool())));
    expect(report.valid).toBe(true);
  });

  test('a dialect issue points at the $schema value, and its line and column name the same place', () => {
    const text = JSON.stringify(packTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } }), null, 2);
    const report = vetToolManifest(text);
    expect(report.issues).toEqual([expect.objectContaining({ code: 'dialect/not-allowed', pointer: '/input/$schema', line: 6, column: 16 })]);
  });
});

describe('vetToolManifest: schemas', () => {
  test('an MCP tool may use draft-07; its meta-schema applies', () => {
    const input = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { a: { type: 'strin' } } };
    const report = vetToolManifest(mcpTool({ input }));
    expect(report.issues).toEqual([expect.objectContaining({ code: 'schema/invalid', pointer: '/input/properties/a/type', hint: 'did you mean "string"?' })]);
  });

  test('meta-schema errors point into the manifest', () => {
    const report = vetToolManifest(packTool({ output: { type: 'object', minProperties: -1 } }));
    expect(report.issues).toEqual([expect.objectContaining({ code: 'schema/invalid', pointer: '/output/minProperties' })]);
  });

  test('draft-04 is refused, unless an MCP tool opted in', () => {
    const input = { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', properties: { n: { type: 'number', minimum: 0, exclusiveMinimum: true } } };
    expect(vetToolManifest(mcpTool({ input })).issues).toEqual([expect.objectContaining({ code: 'dialect/not-allowed' })]);
    expect(vetToolManifest(mcpTool({ input }), { dialects: ['draft-04'] })).toMatchObject({ valid: true, dialects: { input: 'draft-04' } });
  });

  test('a nested $schema naming another dialect is an error', () => {
    const input = { type: 'object', properties: { a: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' } } };
    expect(vetToolManifest(mcpTool({ input })).issues).toEqual([expect.objectContaining({ code: 'schema/nested-dialect', pointer: '/input/properties/a/$schema' })]);
  });

  test('strict findings are errors on pack tools, nothing on MCP tools', () => {
    const input = { type: 'object', properties: { a: { type: ['string', 'number'] } } };
    expect(vetToolManifest(packTool({ input })).issues).toEqual([expect.objectContaining({ code: 'schema/strict', severity: 'error' })]);
    expect(vetToolManifest(mcpTool({ input })).issues).toEqual([]);
  });

  test('a schema nested too deep is refused before any walk', () => {
    let input: Record<string, unknown> = { type: 'string' };
    for (let level = 0; level < 5_000; level++) input = { type: 'array', items: input };
    const report = vetToolManifest(mcpTool({ input: { type: 'object', properties: { deep: input } } }));
    expect(report.issues).toEqual([expect.objectContaining({ code: 'limit/depth' })]);
  });
});

describe('assertToolManifest', () => {
  test('returns the typed manifest', () => {
    expect(assertToolManifest(packTool()).id).toBe('acme.echo');
  });

  test('throws a ToolManifestError carrying every issue', () => {
    let thrown: unknown;
    try {
      assertToolManifest(packTool({ mutatin: true, version: 'x' }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ToolManifestError);
    expect((thrown as ToolManifestError).name).toBe('ToolManifestError');
    expect((thrown as ToolManifestError).issues).toHaveLength(2);
    expect((thrown as ToolManifestError).message).toContain('2 errors');
  });
});

describe('vetToolManifest: a value made in another realm', () => {
  test('the plain objects and arrays of a vm context are as plain as this realm’s', async () => {
    const { runInNewContext } = await import('node:vm');
    const manifest = runInNewContext(`({ id: 'acme.echo', description: 'Echoes.', version: '1.0.0', input: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } }, output: { type: 'object' } })`);
    expect(vetToolManifest(manifest)).toMatchObject({ valid: true, issues: [] });
  });

  test('its Maps and class instances are still no JSON', async () => {
    const { runInNewContext } = await import('node:vm');
    const manifest = runInNewContext(`class Thing {}; ({ id: 'acme.echo', description: 'Echoes.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' }, metadata: { map: new Map(), thing: new Thing() } })`);
    expect(vetToolManifest(manifest).issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['manifest/not-json /metadata/map', 'manifest/not-json /metadata/thing']);
  });
});
