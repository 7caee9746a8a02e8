import { describe, expect, test } from 'vitest';
import { TOOL_SCHEMA, vetToolManifest } from '../src/index.js';
import { selectDialect } from '../src/dialects/select.js';
import { fromMcpTool, type McpTool } from '../src/mcp/from-mcp-tool.js';
import { httpSpec, mcpTool, packTool } from './fixtures.js';

/* Issue 11: where the library and the specification or the runtime's own schema disagreed. */

const codesAt = (manifest: unknown, pointer: string) =>
  vetToolManifest(manifest)
    .issues.filter((issue) => issue.pointer === pointer)
    .map(({ code, severity }) => `${severity} ${code}`);

describe('empty strings the runtime’s schema refuses (minLength 1)', () => {
  const oci = { kind: 'oci', imageRef: 'ghcr.io/acme/search:1', modulePath: 'dist/search.js', artifactVersion: '1.0.0' };
  test.each([
    ['id', packTool({ id: '' }), '/id'],
    ['description', packTool({ description: '' }), '/description'],
    ['needs[].name', packTool({ needs: [{ name: '' }] }), '/needs/0/name'],
    ['secretRef.envName', packTool({ spec: httpSpec({ authorization: { kind: 'bearer', secretRef: { envName: '', name: 'key' } } }) }), '/spec/authorization/secretRef/envName'],
    ['secretRef.name', packTool({ spec: httpSpec({ authorization: { kind: 'bearer', secretRef: { envName: 'KEY', name: '' } } }) }), '/spec/authorization/secretRef/name'],
    ['headerName', packTool({ spec: httpSpec({ authorization: { kind: 'header', headerName: '', secretRef: { envName: 'KEY', name: 'key' } } }) }), '/spec/authorization/headerName'],
    ['a header name', packTool({ spec: httpSpec({ headers: [{ name: '', value: 'x' }] }) }), '/spec/headers/0/name'],
    ['oci imageRef', packTool({ codeArtifactRef: { ...oci, imageRef: '' } }), '/codeArtifactRef/imageRef'],
    ['oci modulePath', packTool({ codeArtifactRef: { ...oci, modulePath: '' } }), '/codeArtifactRef/modulePath'],
    ['oci artifactVersion', packTool({ codeArtifactRef: { ...oci, artifactVersion: '' } }), '/codeArtifactRef/artifactVersion'],
    ['filesystem modulePath', packTool({ codeArtifactRef: { kind: 'filesystem', modulePath: '' } }), '/codeArtifactRef/modulePath'],
    ['capabilities[]', packTool({ needsSpec: { capabilities: [''] } }), '/needsSpec/capabilities/0'],
    ['bindings[]', packTool({ needsSpec: { bindings: [''] } }), '/needsSpec/bindings/0'],
    ['an allowlist host', packTool({ network: { kind: 'allowlist', hosts: [''] } }), '/network/hosts/0'],
    ['urlTemplate', packTool({ spec: httpSpec({ urlTemplate: '' }) }), '/spec/urlTemplate'],
  ])('%s', (_field, manifest, pointer) => {
    const report = vetToolManifest(manifest);
    expect(report.valid).toBe(false);
    const issue = report.issues.find((found) => found.pointer === pointer);
    expect(issue).toMatchObject({ code: 'manifest/invalid-value', severity: 'error', message: expect.stringMatching(/must not be empty/) });
  });

  test('a header value may be empty: the runtime’s schema allows it', () => {
    expect(vetToolManifest(packTool({ spec: httpSpec({ headers: [{ name: 'X-Empty', value: '' }] }) })).issues).toEqual([]);
  });
});

describe('prototype keys: only __proto__ is hostile', () => {
  test.each([
    ['metadata', packTool({ metadata: { constructor: 'Ada', prototype: { v: 1 }, nested: { constructor: 1 } } })],
    ['needsSpec.connections names', packTool({ needsSpec: { connections: { constructor: { app: 'google', permissions: ['gmail.send'], as: 'company' }, prototype: { app: 'github', permissions: [], as: 'company' } } } })],
  ])('"constructor" and "prototype" are ordinary names in %s', (_where, manifest) => {
    expect(vetToolManifest(manifest).issues).toEqual([]);
  });

  test('"__proto__" is still refused in metadata', () => {
    const text = JSON.stringify(packTool({ metadata: { x: 1 } })).replace('"x":1', '"__proto__":{"polluted":true}');
    expect(codesAt(text, '/metadata/__proto__')).toEqual(['error manifest/hostile-key']);
  });

  test('"constructor" where no field of that name exists is an unknown field, not a hostile key', () => {
    expect(codesAt(packTool({ constructor: 1 }), '/constructor')).toEqual(['error manifest/unknown-property']);
  });
});

describe('the bundled schema', () => {
  test('has the $id the runtime’s own schemas reference', () => {
    expect(TOOL_SCHEMA.$id).toBe('https://kindgi.com/schemas/v1/tool.schema.json');
  });

  test.each([
    ['timeoutMs below 1', packTool({ spec: httpSpec({ timeoutMs: 0 }) }), '/spec/timeoutMs'],
    ['successStatus below 100', packTool({ spec: httpSpec({ successStatus: { min: 99, max: 200 } }) }), '/spec/successStatus/min'],
    ['successStatus above 599', packTool({ spec: httpSpec({ successStatus: { min: 200, max: 600 } }) }), '/spec/successStatus/max'],
    ['limits.memMB below 1', packTool({ limits: { memMB: 0, cpuMs: 1 } }), '/limits/memMB'],
    ['limits.cpuMs below 1', packTool({ limits: { memMB: 1, cpuMs: -5 } }), '/limits/cpuMs'],
  ])('holds the runtime schema’s bounds: %s', (_name, manifest, pointer) => {
    expect(codesAt(manifest, pointer)).toEqual(['error manifest/invalid-value']);
  });
});


describe('fromMcpTool: null is not absent', () => {
  const tool = (outputSchema: unknown) => ({ name: 'now', description: 'The time.', inputSchema: { type: 'object' }, ...(outputSchema === undefined ? {} : { outputSchema }) }) as unknown as McpTool;

  test('an outputSchema of null reaches vetting, which refuses it', () => {
    const manifest = fromMcpTool(tool(null));
    expect(manifest.output).toBeNull();
    expect(codesAt(manifest, '/output')).toEqual(['error manifest/wrong-type']);
  });

  test('an absent outputSchema still becomes {"type": "object"}', () => {
    const manifest = fromMcpTool(tool(undefined));
    expect(manifest.output).toEqual({ type: 'object' });
    expect(vetToolManifest(manifest).valid).toBe(true);
  });
});

describe('hints that never ask for what is already there', () => {
  const hintAt = (manifest: unknown, pointer: string) => vetToolManifest(manifest).issues.find((issue) => issue.pointer === pointer)?.hint;

  test('$anchor under $defs is not told to move under $defs', () => {
    const manifest = packTool({ input: { type: 'object', properties: { a: { $ref: '#/$defs/item' } }, $defs: { item: { $anchor: 'item', type: 'string' } } } });
    const hint = hintAt(manifest, '/input/$defs/item/$anchor');
    expect(hint).toMatch(/Remove "\$anchor"/);
    expect(hint).not.toMatch(/^Move/);
  });

  test('prefixItems with items: false is told only to add minItems', () => {
    const manifest = packTool({ input: { type: 'object', properties: { pair: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], items: false } } } });
    const hint = hintAt(manifest, '/input/properties/pair/prefixItems');
    expect(hint).toMatch(/^Add "minItems": 2;/);
    expect(hint).not.toContain('"items": false');
  });

  test('prefixItems with minItems is told only to close it', () => {
    const manifest = packTool({ input: { type: 'object', properties: { pair: { type: 'array', prefixItems: [{ type: 'number' }], minItems: 1 } } } });
    expect(hintAt(manifest, '/input/properties/pair/prefixItems')).toMatch(/^Add "items": false;/);
  });

  test('a required entry differing from a property only in case gets a "did you mean"', () => {
    const manifest = packTool({ input: { type: 'object', properties: { city: { type: 'string' } }, required: ['City'] } });
    expect(hintAt(manifest, '/input/required/0')).toBe('Did you mean "city"? Property names are case-sensitive.');
  });
});

describe('dialect issues: pointer and position name one place', () => {
  test.each([
    ['dialect/not-allowed', packTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } })],
    ['dialect/unknown', mcpTool({ output: { $schema: 'https://example.com/my-dialect', type: 'object' } })],
  ])('%s', (code, manifest) => {
    const text = JSON.stringify(manifest, null, 2);
    const [issue] = vetToolManifest(text).issues.filter((found) => found.code === code);
    expect(issue?.pointer).toMatch(/^\/(input|output)\/\$schema$/);
    // The line and column are those of the value the pointer names.
    const lines = text.split('\n');
    const line = lines[(issue?.line ?? 0) - 1] ?? '';
    expect(line.slice((issue?.column ?? 0) - 1)).toMatch(/^"(http|https):/);
    expect(line).toContain('"$schema"');
  });
});

describe('the schema/rules split', () => {
  // What the runtime's own tool.schema.json constrains beyond shapes (FACTS.md), and the semver
  // pattern of `version`: the bundled schema holds these and no other value constraint.
  const RUNTIME_CONSTRAINTS = [
    '/properties/id minLength 1',
    '/properties/description minLength 1',
    '/properties/version pattern',
    '/properties/limits/properties/memMB minimum 1',
    '/properties/limits/properties/cpuMs minimum 1',
    '/properties/network/oneOf/1/properties/hosts/items minLength 1',
    '/properties/needsSpec/properties/capabilities/items minLength 1',
    '/properties/needsSpec/properties/bindings/items minLength 1',
    '/properties/codeArtifactRef/oneOf/0/properties/imageRef minLength 1',
    '/properties/codeArtifactRef/oneOf/0/properties/modulePath minLength 1',
    '/properties/codeArtifactRef/oneOf/0/properties/artifactVersion minLength 1',
    '/properties/codeArtifactRef/oneOf/1/properties/modulePath minLength 1',
    '/$defs/Need/properties/name minLength 1',
    '/$defs/ToolSecretRef/properties/envName minLength 1',
    '/$defs/ToolSecretRef/properties/name minLength 1',
    '/$defs/HttpHeaderSpec/properties/name minLength 1',
    '/$defs/HttpAuthSpec/oneOf/1/properties/headerName minLength 1',
    '/$defs/HttpToolSpec/properties/urlTemplate minLength 1',
    '/$defs/HttpToolSpec/properties/timeoutMs minimum 1',
    '/$defs/HttpToolSpec/properties/successStatus/properties/min minimum 100',
    '/$defs/HttpToolSpec/properties/successStatus/properties/min maximum 599',
    '/$defs/HttpToolSpec/properties/successStatus/properties/max minimum 100',
    '/$defs/HttpToolSpec/properties/successStatus/properties/max maximum 599',
  ];
  const VALUE_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'pattern', 'format', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'propertyNames'];

  function constraints(node: unknown, pointer: string): string[] {
    if (node === null || typeof node !== 'object') return [];
    const found: string[] = [];
    for (const [key, value] of Object.entries(node)) {
      if (VALUE_KEYWORDS.includes(key)) found.push(`${pointer} ${key}${key === 'pattern' ? '' : ` ${JSON.stringify(value)}`}`);
      else found.push(...constraints(value, `${pointer}/${key}`));
    }
    return found;
  }

  test('the bundled schema constrains values exactly where the runtime’s schema does; the rest is policy, in rules', () => {
    expect(constraints(TOOL_SCHEMA, '').sort()).toEqual([...RUNTIME_CONSTRAINTS].sort());
  });
});

describe('selectDialect checks its options as vetToolManifest does', () => {
  test('an unknown dialect is the caller’s bug: a TypeError with "did you mean"', () => {
    expect(() => selectDialect({ $schema: 'http://json-schema.org/draft-04/schema#' }, 'mcp', { dialects: ['draft-03' as 'draft-04'] })).toThrow(/Unknown dialect "draft-03" in options.dialects \(did you mean "draft-04"\?\)/);
    expect(() => selectDialect({}, 'mcp', { dialects: 'draft-04' as unknown as ['draft-04'] })).toThrow(TypeError);
  });

  test('a known one is used', () => {
    expect(selectDialect({ $schema: 'http://json-schema.org/draft-04/schema#' }, 'mcp', { dialects: ['draft-04'] })).toMatchObject({ ok: true, dialect: 'draft-04' });
  });
});
