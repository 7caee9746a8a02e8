import { describe, expect, test } from 'vitest';
import { applyFix, compatibleFixes, fixText } from '../../src/fix/apply.js';
import { vetToolManifest } from '../../src/index.js';
import { httpSpec, mcpTool, packTool } from '../fixtures.js';

const text = (manifest: unknown) => JSON.stringify(manifest, null, 2);

// Each case: a manifest with one fixable problem, the issue that carries the fix, and the manifest the fix makes.
const FIXES: { name: string; broken: unknown; code: string; pointer: string; fixed: unknown }[] = [
  { name: 'a misspelt field with one candidate', broken: packTool({ mutatin: false }), code: 'manifest/unknown-property', pointer: '/mutatin', fixed: packTool({ mutating: false }) },
  { name: 'a misspelt nested field', broken: packTool({ network: { kind: 'allowlist', hostz: ['a.example.com'] } }), code: 'manifest/unknown-property', pointer: '/network/hostz', fixed: packTool({ network: { kind: 'allowlist', hosts: ['a.example.com'] } }) },
  { name: 'an enum value in the wrong case', broken: packTool({ spec: httpSpec({ method: 'get' }) }), code: 'manifest/invalid-value', pointer: '/spec/method', fixed: packTool({ spec: httpSpec({ method: 'GET' }) }) },
  { name: 'a transport in the wrong case', broken: mcpTool({ transport: 'MCP' }), code: 'manifest/invalid-value', pointer: '/transport', fixed: mcpTool() },
  { name: 'a kind in the wrong case', broken: packTool({ network: { kind: 'NONE' } }), code: 'manifest/unknown-kind', pointer: '/network/kind', fixed: packTool({ network: { kind: 'none' } }) },
  { name: 'a $schema URI with a trailing slash', broken: packTool({ input: { $schema: 'https://json-schema.org/draft/2020-12/schema/', type: 'object' } }), code: 'dialect/unknown', pointer: '/input/$schema', fixed: packTool({ input: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' } }) },
  { name: 'a draft-07 URI over https on an MCP tool', broken: mcpTool({ input: { $schema: 'https://json-schema.org/draft-07/schema', type: 'object' } }), code: 'dialect/unknown', pointer: '/input/$schema', fixed: mcpTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } }) },
  { name: 'an http endpoint without mcp+', broken: mcpTool({ mcpEndpoint: 'http://search.example.com/mcp' }), code: 'mcp/endpoint-format', pointer: '/mcpEndpoint', fixed: mcpTool({ mcpEndpoint: 'mcp+http://search.example.com/mcp' }) },
  { name: 'a stdio endpoint without mcp+', broken: mcpTool({ mcpEndpoint: 'stdio://echo-server' }), code: 'mcp/endpoint-format', pointer: '/mcpEndpoint', fixed: mcpTool({ mcpEndpoint: 'mcp+stdio://echo-server' }) },
  { name: 'a bare command as endpoint', broken: mcpTool({ mcpEndpoint: 'npx -y @acme/server' }), code: 'mcp/endpoint-format', pointer: '/mcpEndpoint', fixed: mcpTool({ mcpEndpoint: 'mcp+stdio://npx -y @acme/server' }) },
  { name: 'a URL placeholder in the wrong case', broken: packTool({ spec: httpSpec({ urlTemplate: 'https://api.example.com/echo?text={Text}&again={Text}' }) }), code: 'http/url-placeholder-undeclared', pointer: '/spec/urlTemplate', fixed: packTool({ spec: httpSpec({ urlTemplate: 'https://api.example.com/echo?text={text}&again={text}' }) }) },
  { name: 'a header placeholder in the wrong case', broken: packTool({ spec: httpSpec({ headers: [{ name: 'X-Text', value: '{TEXT}' }] }) }), code: 'http/header-placeholder-undeclared', pointer: '/spec/headers/0/value', fixed: packTool({ spec: httpSpec({ headers: [{ name: 'X-Text', value: '{text}' }] }) }) },
  { name: 'a body placeholder in the wrong case', broken: packTool({ spec: httpSpec({ method: 'POST', requestBody: { kind: 'text', template: 'say {Text}' } }) }), code: 'http/body-placeholder-undeclared', pointer: '/spec/requestBody/template', fixed: packTool({ spec: httpSpec({ method: 'POST', requestBody: { kind: 'text', template: 'say {text}' } }) }) },
  { name: 'a repeated effect, the last', broken: packTool({ effects: [{ kind: 'reads', resource: 'blob:*' }, { kind: 'reads', resource: 'blob:*' }] }), code: 'effects/duplicate', pointer: '/effects/1', fixed: packTool({ effects: [{ kind: 'reads', resource: 'blob:*' }] }) },
  { name: 'a repeated effect, in the middle', broken: packTool({ effects: [{ kind: 'reads' }, { kind: 'reads' }, { kind: 'writes' }] }), code: 'effects/duplicate', pointer: '/effects/1', fixed: packTool({ effects: [{ kind: 'reads' }, { kind: 'writes' }] }) },
  { name: 'a repeated need', broken: packTool({ needs: [{ name: 'tenant' }, { name: 'run' }, { name: 'tenant' }] }), code: 'needs/duplicate', pointer: '/needs/2/name', fixed: packTool({ needs: [{ name: 'tenant' }, { name: 'run' }] }) },
];

describe('certain fixes', () => {
  test.each(FIXES)('$name: $code at $pointer', ({ broken, code, pointer, fixed }) => {
    const source = text(broken);
    const issue = vetToolManifest(source).issues.find((candidate) => candidate.code === code && candidate.pointer === pointer);
    expect(issue?.fix, 'the issue carries a fix').toBeDefined();
    expect(issue, 'the location-independent form stays inside').not.toHaveProperty('proposed');
    // Byte for byte what the intended manifest serialises to: formatting, indentation and key order kept.
    expect(applyFix(source, issue!.fix!)).toBe(text(fixed));
  });

  test('bytes get offsets into their decoding', () => {
    const source = text(packTool({ mutatin: false, description: 'Échos — ünïcode' }));
    const [issue] = vetToolManifest(new TextEncoder().encode(source)).issues;
    expect(applyFix(source, issue!.fix!)).toBe(text(packTool({ mutating: false, description: 'Échos — ünïcode' })));
  });

  test.each([
    ['bytes', new TextEncoder().encode('{}')],
    ['a value', { id: 'a.b' }],
  ])('fixText of %s is a TypeError that says to pass text', (_kind, source) => {
    expect(() => fixText(source as never)).toThrow(/fixText takes a manifest's text, a string/);
  });

  test('a BOM counts in the offsets', () => {
    const source = `\uFEFF${text(packTool({ mutatin: false }))}`;
    const [issue] = vetToolManifest(source).issues;
    expect(applyFix(source, issue!.fix!)).toBe(`\uFEFF${text(packTool({ mutating: false }))}`);
  });

  test('bytes with a BOM: the same offsets, into their text as Buffer#toString gives it (the BOM kept)', () => {
    const source = `\uFEFF${text(packTool({ mutatin: false }))}`;
    const bytes = new TextEncoder().encode(source);
    const fromBytes = vetToolManifest(bytes).issues.find((found) => found.fix);
    const fromText = vetToolManifest(source).issues.find((found) => found.fix);
    expect(fromBytes?.fix).toEqual(fromText?.fix);
    expect({ line: fromBytes?.line, column: fromBytes?.column }).toEqual({ line: fromText?.line, column: fromText?.column });
    expect(applyFix(Buffer.from(bytes).toString('utf8'), fromBytes!.fix!)).toBe(`\uFEFF${text(packTool({ mutating: false }))}`);
  });
});

// A choice is offered, never applied: the issue has suggestions and no fix.
const CHOICES: { name: string; broken: unknown; code: string; suggested: unknown[] }[] = [
  { name: 'a transport near miss', broken: packTool({ transport: 'mpc' }), code: 'manifest/invalid-value', suggested: [packTool({ transport: 'mcp' })] },
  { name: 'a misspelt endpoint scheme', broken: mcpTool({ mcpEndpoint: 'mcp+stdo://echo-server' }), code: 'mcp/endpoint-format', suggested: [mcpTool({ mcpEndpoint: 'mcp+stdio://echo-server' })] },
  { name: 'a bare host as endpoint', broken: mcpTool({ mcpEndpoint: 'search.example.com/mcp' }), code: 'mcp/endpoint-format', suggested: [mcpTool({ mcpEndpoint: 'mcp+http://search.example.com/mcp' })] },
  { name: 'a URL placeholder misspelt', broken: packTool({ spec: httpSpec({ urlTemplate: 'https://api.example.com/echo?text={txt}' }) }), code: 'http/url-placeholder-undeclared', suggested: [packTool({ spec: httpSpec({ urlTemplate: 'https://api.example.com/echo?text={text}' }) })] },
  { name: 'a repeated effect with its own notes', broken: packTool({ effects: [{ kind: 'reads' }, { kind: 'reads', notes: 'again' }] }), code: 'effects/duplicate', suggested: [packTool({ effects: [{ kind: 'reads' }] })] },
  { name: 'a repeated need that disagrees on optional', broken: packTool({ needs: [{ name: 'tenant' }, { name: 'tenant', optional: true }] }), code: 'needs/duplicate', suggested: [packTool({ needs: [{ name: 'tenant' }] })] },
  { name: 'an https endpoint: mcp+https:// offered, never plain HTTP', broken: mcpTool({ mcpEndpoint: 'https://search.example.com/mcp' }), code: 'mcp/endpoint-format', suggested: [mcpTool({ mcpEndpoint: 'mcp+https://search.example.com/mcp' })] },
  { name: 'a draft-07 URI over https on a pack tool', broken: packTool({ input: { $schema: 'https://json-schema.org/draft-07/schema', type: 'object' } }), code: 'dialect/unknown', suggested: [packTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } })] },
];

describe('suggestions', () => {
  test.each(CHOICES)('$name: $code', ({ broken, code, suggested }) => {
    const source = text(broken);
    const issue = vetToolManifest(source).issues.find((candidate) => candidate.code === code);
    expect(issue?.fix).toBeUndefined();
    expect(issue?.suggestions?.map((suggestion) => applyFix(source, suggestion))).toEqual(suggested.map(text));
  });
});

describe('no fix where none is certain', () => {
  test.each([
    { name: 'a field with two candidates ("mix": min or max)', broken: packTool({ spec: httpSpec({ successStatus: { min: 200, max: 299, mix: 250 } }) }), code: 'manifest/unknown-property' },
    { name: 'a misspelt field whose target is already there', broken: packTool({ mutating: true, mutatin: false }), code: 'manifest/unknown-property' },
    { name: 'a value with a duplicate key above it', source: '{"id": "a.b", "description": "d", "version": "1.0.0", "input": {"type": "object"}, "output": {"type": "object"}, "network": {"kind": "NONE"}, "network": {"kind": "NONE"}}', code: 'manifest/unknown-kind' },
  ])('$name', ({ broken, source, code }) => {
    const issue = vetToolManifest(source ?? text(broken)).issues.find((candidate) => candidate.code === code);
    expect(issue).toBeDefined();
    expect(issue?.fix).toBeUndefined();
  });

  test('a value source gets no edits: there is no text to edit', () => {
    const issue = vetToolManifest(packTool({ mutatin: false })).issues[0];
    expect(issue).not.toHaveProperty('fix');
    expect(issue).not.toHaveProperty('proposed');
  });
});

describe('fixText', () => {
  test('two fixes of one value wait for each other: one a pass, re-vetted in between', () => {
    const broken = packTool({
      input: { type: 'object', properties: { text: { type: 'string' }, id: { type: 'string' } }, required: ['text'] },
      spec: httpSpec({ urlTemplate: 'https://api.example.com/{ID}/echo?text={Text}' }),
    });
    const outcome = fixText(text(broken));
    expect(outcome.passes).toBe(2);
    expect(outcome.applied.map((fix) => fix.description)).toEqual(['Write {id} for {ID}.', 'Write {text} for {Text}.']);
    expect(JSON.parse(outcome.text)).toMatchObject({ spec: { urlTemplate: 'https://api.example.com/{id}/echo?text={text}' } });
    expect(outcome.report.valid).toBe(true);
  });

  test('a text with nothing to fix comes back the same string, after one vet', () => {
    const source = text(packTool());
    expect(fixText(source)).toMatchObject({ text: source, applied: [], passes: 0 });
  });

  test('text that is not JSON is left alone', () => {
    expect(fixText('{"id": ')).toMatchObject({ text: '{"id": ', applied: [] });
  });
});

describe('compatibleFixes of what is no list of issues', () => {
  test.each([
    ['null', null, "compatibleFixes takes a report's issues, a list, not null."],
    ['an issue that is null', [null], "compatibleFixes takes a report's issues, each an object, not null."],
    ['a fix that is a string', [{ fix: 'rename' }], 'compatibleFixes: a fix must be { description, edits: [{ offset, length, newText }] }, its edits an array, not "rename".'],
    ['edits that are null', [{ fix: { description: 'd', edits: null } }], 'compatibleFixes: a fix must be { description, edits: [{ offset, length, newText }] }, its edits an array, not null.'],
    ['an edit that is null', [{ fix: { description: 'd', edits: [null] } }], 'compatibleFixes: each edit of a fix must be an object, { offset, length, newText }.'],
  ])('%s is a TypeError that says what it takes', (_name, issues, message) => {
    expect(() => compatibleFixes(issues as never)).toThrow(new TypeError(message));
  });
});
