import { describe, expect, test } from 'vitest';
import { vetMcpToolList } from '../../src/index.js';
import { mcpPointer } from '../../src/pack/mcp-pointers.js';
import { documentKind } from '../../src/pack/recognize.js';

const mcpTool = (name: string, extra: Record<string, unknown> = {}) => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object', properties: { q: { type: 'string' } } }, ...extra });

describe('vetMcpToolList', () => {
  test.each([
    ['{tools}', { tools: [mcpTool('search_docs')] }, []],
    ['a JSON-RPC response', { jsonrpc: '2.0', id: 7, result: { tools: [mcpTool('search_docs')] } }, []],
    ['a lone tool', mcpTool('searchDocs'), []],
    ['a bare array of tools, at their indexes', [mcpTool('a'), mcpTool('b', { inputSchema: { type: 'object', properties: { q: { type: 'strin' } } } })], ['schema/invalid /1/inputSchema/properties/q/type']],
    ['a bad input schema, at the MCP pointer', { tools: [mcpTool('a'), mcpTool('b', { inputSchema: { type: 'object', properties: { q: { type: 'strin' } } } })] }, ['schema/invalid /tools/1/inputSchema/properties/q/type']],
    ['a tool without a name', { tools: [{ inputSchema: { type: 'object' } }] }, ['manifest/missing-property /tools/0']],
    ['a tool without an inputSchema', { tools: [{ name: 'a' }] }, ['manifest/missing-property /tools/0']],
    ['an entry that is no object', { tools: [3] }, ['manifest/wrong-type /tools/0']],
    ['not a list, at the list', { tools: 'none' }, ['manifest/wrong-type /tools']],
  ])('%s', (_name, value, expected) => {
    const report = vetMcpToolList(value);
    expect(report.issues.filter((issue) => issue.severity === 'error').map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(expected);
    expect(report.valid).toBe(expected.length === 0);
  });

  test('endpoint, version and idPrefix go to fromMcpTool; an issue about the endpoint is at the tool', () => {
    const report = vetMcpToolList({ tools: [mcpTool('search')] }, { endpoint: 'ftp://x', version: '2.0.0', idPrefix: 'docs' });
    expect(report.tools[0]?.name).toBe('search');
    expect(report.issues.map((issue) => `${issue.code} ${issue.pointer}`)).toContainEqual('mcp/endpoint-format /tools/0');
  });

  test('text gives each issue the line and column of its MCP place', () => {
    const text = JSON.stringify({ tools: [mcpTool('a', { inputSchema: { type: 'object', properties: { q: { type: 'strin' } } } })] }, null, 2);
    const [issue] = vetMcpToolList(text).issues;
    expect(text.split('\n')[(issue?.line ?? 0) - 1]?.slice((issue?.column ?? 0) - 1)).toBe('"strin"');
  });
});

describe('mcpPointer: manifest fields back to the MCP tool’s', () => {
  const tool = { name: 'a', description: 'd', inputSchema: {}, annotations: {} };
  test.each([
    ['/input/properties/q', '/result/tools/3/inputSchema/properties/q'],
    ['/output/type', '/result/tools/3'],
    ['/id', '/result/tools/3/name'],
    ['/description', '/result/tools/3/description'],
    ['/mutating', '/result/tools/3/annotations/readOnlyHint'],
    ['/metadata/mcp/tool/title', '/result/tools/3/title'],
    ['/version', '/result/tools/3'],
    ['', '/result/tools/3'],
  ])('%s → %s', (pointer, expected) => {
    expect(mcpPointer(pointer, '/result/tools/3', tool)).toBe(expected);
  });

  test('an outputSchema the tool has', () => {
    expect(mcpPointer('/output/type', '', { outputSchema: {} })).toBe('/outputSchema/type');
  });
});

describe('documentKind', () => {
  test.each([
    [{ manifestVersion: '1.0', tools: [] }, undefined, 'pack'],
    [{ id: 'a.b', input: {} }, undefined, 'manifest'],
    [{ tools: [] }, undefined, 'tool-list'],
    [{ jsonrpc: '2.0', id: 1, result: { tools: [] } }, undefined, 'tool-list'],
    [{ name: 'a', inputSchema: {} }, undefined, 'mcp-tool'],
    [{ id: 'a', name: 'a', inputSchema: {} }, undefined, 'manifest'],
    [[1], undefined, 'manifest'],
    [[{ name: 'a', inputSchema: {} }], undefined, 'tool-list'],
    [[], undefined, 'manifest'],
    [undefined, 'packs/a/pack.json', 'pack'],
  ])('%j (%s) is a %s', (value, file, expected) => {
    expect(documentKind(value, file)).toBe(expected);
  });
});

describe('names that become one id', () => {
  test('getX and get_x are both get-x: the second is pack/duplicate-tool-id at its name', async () => {
    const { vetMcpToolList } = await import('../../src/index.js');
    const list = JSON.stringify({ tools: [{ name: 'getX', inputSchema: { type: 'object' } }, { name: 'get_x', inputSchema: { type: 'object' } }, { name: 'other', inputSchema: { type: 'object' } }] });
    const report = vetMcpToolList(list, { endpoint: 'mcp+stdio://x' });
    expect(report.issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['pack/duplicate-tool-id /tools/1/name']);
    expect(report.issues[0]?.message).toBe('The tool "get_x" becomes the id "get-x", as "getX" does: a runtime looks tools up by id, and would keep only one.');
    expect(report.valid).toBe(false);
  });
});

describe('a tools/list given as a value', () => {
  test('a cycle or a getter that throws is an issue at its pointer, as vetToolManifest reads a value', async () => {
    const { vetMcpToolList } = await import('../../src/index.js');
    const list: Record<string, unknown> = { tools: [{ name: 'a', inputSchema: { type: 'object' } }] };
    ((list.tools as Record<string, unknown>[])[0] as Record<string, unknown>).self = list;
    expect(vetMcpToolList(list).issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['manifest/cycle /tools/0/self']);
    const getter = { tools: [{ name: 'a', get inputSchema() { throw new Error('no'); } }] };
    expect(vetMcpToolList(getter).issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['manifest/unreadable /tools/0/inputSchema']);
  });
});

test('a readOnlyHint that is no boolean is refused at the hint, not dropped', () => {
  const report = vetMcpToolList({ tools: [{ name: 'a', inputSchema: { type: 'object' }, annotations: { readOnlyHint: 'yes' } }] }, { endpoint: 'mcp+stdio://x' });
  // In the tool's words: the manifest's "mutating" is the hint fromMcpTool carried over.
  expect(report.tools[0]?.report.issues).toEqual([expect.objectContaining({ code: 'manifest/wrong-type', pointer: '/tools/0/annotations/readOnlyHint', message: '"annotations.readOnlyHint" must be a boolean, not a string.' })]);
});

describe('a schema issue of an MCP tool names inputSchema and outputSchema, not the manifest fields', () => {
  const draft04 = 'http://json-schema.org/draft-04/schema#';
  test.each([
    ['a dialect issue of the input', { inputSchema: { $schema: draft04, type: 'object' } }, 'dialect/not-allowed', /^inputSchema: \$schema declares draft-04/],
    ['a dialect issue of the output', { outputSchema: { $schema: 'https://example.com/nope', type: 'object' } }, 'dialect/unknown', /^outputSchema: \$schema "https:\/\/example.com\/nope"/],
    ['the hint of an input that is not an object', { inputSchema: { anyOf: [{ type: 'object' }, { type: 'string' }] } }, 'schema/input-not-object', /at the root of inputSchema; a tool without arguments/],
    ['the hint of an input of another type', { inputSchema: { type: ['object', 'string'] } }, 'schema/input-not-object', /at the root of inputSchema\.$/],
  ])('%s', (_name, fields, code, words) => {
    const [issue] = vetMcpToolList({ tools: [mcpTool('a', fields)] }).issues.filter((each) => each.code === code);
    expect(`${issue?.message}\n${issue?.hint}`).toMatch(new RegExp(words.source, 'm'));
    expect(`${issue?.message}\n${issue?.hint}`).not.toMatch(/^input: |^output: |root of input\b|root of output\b/m);
  });

  test('a name quoted from the schema keeps its words', () => {
    const [issue] = vetMcpToolList({ tools: [mcpTool('a', { inputSchema: { type: 'object', properties: { 'input: x': { type: 'strin' } } } })] }).issues;
    expect(issue?.message).toContain('"properties["input: x"].type"');
  });
});
