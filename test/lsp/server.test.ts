import { writeFileSync } from 'node:fs';
import { applyEdits } from 'jsonc-parser';
import { afterAll, describe, expect, test } from 'vitest';
import { packTool } from '../fixtures.js';
import { LspClient, type Message } from './client.js';

interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: number;
  code: string;
  codeDescription: { href: string };
  message: string;
}
interface CodeAction {
  title: string;
  isPreferred?: boolean;
  edit: { changes: Record<string, { range: Diagnostic['range']; newText: string }[]> };
}

const URI = 'file:///work/tools/echo.json';
const text = JSON.stringify(packTool({ mutatin: false, spec: { kind: 'http', method: 'get', urlTemplate: 'https://api.example.com/echo?text={text}' } }), null, 2);
const diagnosticsFor = (uri: string) => (message: Message) => message.method === 'textDocument/publishDiagnostics' && (message.params as { uri: string }).uri === uri;

function offsetAt(source: string, position: { line: number; character: number }): number {
  const lines = source.split('\n');
  return lines.slice(0, position.line).reduce((sum, line) => sum + line.length + 1, 0) + position.character;
}

describe('kindgi-tool-manifest lsp, driven over stdio as an editor drives it', () => {
  const client = new LspClient();
  afterAll(() => {
    if (process.env.LSP_TRANSCRIPT) writeFileSync(process.env.LSP_TRANSCRIPT, `${client.transcript.join('\n')}\n`);
    client.child.kill();
  });

  test('a whole session: initialize, didOpen, publishDiagnostics, codeAction, hover, didChange, shutdown, exit', async () => {
    const init = await client.request('initialize', { processId: null, rootUri: null, capabilities: {} });
    expect(init.result).toMatchObject({ capabilities: { codeActionProvider: expect.anything(), hoverProvider: true } });
    client.notify('initialized', {});

    client.notify('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'json', version: 1, text } });
    const published = (await client.waitFor(diagnosticsFor(URI))).params as { diagnostics: Diagnostic[] };
    const byCode = new Map(published.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic]));
    expect([...byCode.keys()].sort()).toEqual(['manifest/invalid-value', 'manifest/unknown-property']);
    const misspelt = byCode.get('manifest/unknown-property') as Diagnostic;
    // At the key; the range covers the key's token, quotes included.
    const line = text.split('\n').findIndex((row) => row.includes('"mutatin"'));
    expect(misspelt).toMatchObject({ severity: 1, range: { start: { line, character: 2 }, end: { line, character: 11 } } });
    expect(misspelt.codeDescription.href).toBe('https://github.com/kindgi/kindgi-tool-manifest/blob/main/docs/rules/manifest/unknown-property.md');

    const actions = (await client.request('textDocument/codeAction', { textDocument: { uri: URI }, range: misspelt.range, context: { diagnostics: [misspelt], only: ['quickfix'] } })).result as CodeAction[];
    expect(actions).toEqual([expect.objectContaining({ title: 'Rename "mutatin" to "mutating".', isPreferred: true })]);
    const edits = actions[0]?.edit.changes[URI] ?? [];
    const fixed = applyEdits(text, edits.map((edit) => ({ offset: offsetAt(text, edit.range.start), length: offsetAt(text, edit.range.end) - offsetAt(text, edit.range.start), content: edit.newText })));
    expect(fixed).toBe(text.replace('"mutatin"', '"mutating"'));

    const fixAll = (await client.request('textDocument/codeAction', { textDocument: { uri: URI }, range: misspelt.range, context: { diagnostics: [], only: ['source.fixAll'] } })).result as CodeAction[];
    expect(fixAll).toEqual([expect.objectContaining({ kind: 'source.fixAll.kindgi-tool-manifest' })]);
    expect(fixAll[0]?.edit.changes[URI]?.[0]?.newText).toBe(text.replace('"mutatin"', '"mutating"').replace('"get"', '"GET"'));

    const hover = (await client.request('textDocument/hover', { textDocument: { uri: URI }, position: { line, character: 5 } })).result as { contents: { value: string } };
    expect(hover.contents.value).toContain('manifest/unknown-property (error)');
    expect(hover.contents.value).toContain('Why: ');

    client.notify('textDocument/didChange', { textDocument: { uri: URI, version: 2 }, contentChanges: [{ text: fixed.replace('"get"', '"GET"') }] });
    const republished = (await client.waitFor(diagnosticsFor(URI))).params as { version: number; diagnostics: Diagnostic[] };
    expect(republished).toMatchObject({ version: 2, diagnostics: [] });

    expect((await client.request('shutdown', null)).error).toBeUndefined();
    client.notify('exit', null);
    expect(await client.exited()).toBe(0);
  });
});

describe('documents the server recognises by content', () => {
  const client = new LspClient();
  afterAll(() => client.child.kill());

  test.each([
    { name: 'a pack manifest with an inline tool', uri: 'file:///p/pack.json', content: JSON.stringify({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', tools: [{ path: 'tools/a.json' }, packTool({ mutatin: false })] }, null, 2), codes: ['manifest/unknown-property'], marker: '"mutatin"' },
    { name: 'a tool list', uri: 'file:///p/list.json', content: JSON.stringify({ tools: [{ name: 'search', inputSchema: { type: 'object', $schema: 'http://json-schema.org/draft-04/schema#' } }] }, null, 2), codes: ['dialect/not-allowed'], marker: '"$schema"' },
    { name: 'a tools/list answer', uri: 'file:///p/answer.json', content: JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'a', inputSchema: { type: 'object', properties: { q: { type: 'strng' } } } }] } }, null, 2), codes: ['schema/invalid'], marker: '"strng"' },
    { name: 'a manifest that does not parse', uri: 'file:///p/broken.json', content: '{"id": "a.b", "input": {', codes: ['json/syntax'], marker: '{' },
    { name: 'some other JSON file', uri: 'file:///p/package.json', content: '{"name": "x", "version": "1.0.0"}', codes: [], marker: '' },
    // As `check` tells them apart: a JSON-RPC error answer was a tool manifest missing four fields, and a lone MCP tool or a bare list of them was left alone.
    { name: 'a tools/list error answer', uri: 'file:///p/error.json', content: '{"jsonrpc": "2.0", "id": 1,\n "error": {"code": -32601, "message": "no"}}', codes: ['manifest/invalid-value'], marker: '"error"' },
    { name: 'a lone MCP tool', uri: 'file:///p/mcp-tool.json', content: '{"name": "a",\n "inputSchema": {"type": "object", "properties": {"q": {"type": "strng"}}}}', codes: ['schema/invalid'], marker: '"strng"' },
    { name: 'a bare list of MCP tools', uri: 'file:///p/tools.json', content: '[{"name": "a",\n "inputSchema": {"type": "object", "properties": {"q": {"type": "strng"}}}}]', codes: ['schema/invalid'], marker: '"strng"' },
    // A new JSON file, of whatever kind, was "The manifest is not valid JSON".
    { name: 'an empty document', uri: 'file:///p/new.json', content: '', codes: [], marker: '' },
    { name: 'anything in a pack.json, as check vets it', uri: 'file:///p/pack.json', content: '{"tools": [{"id": "a.b", "description": "d", "version": "1.0.0", "input": {"type": "object"}, "output": {"type": "object"},\n "mutatin": 1}]}', codes: ['pack/invalid-field', 'pack/invalid-field', 'pack/invalid-field', 'pack/invalid-field', 'manifest/unknown-property'], marker: '{' },
    { name: 'a document of another language', uri: 'file:///p/notes.md', content: '# Notes\n\nSome text.', codes: [], marker: '' },
  ])('$name', async ({ uri, content, codes, marker }) => {
    if (client.transcript.length === 0) {
      await client.request('initialize', { processId: null, rootUri: null, capabilities: {} });
      client.notify('initialized', {});
    }
    client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: content } });
    const { diagnostics } = (await client.waitFor(diagnosticsFor(uri))).params as { diagnostics: Diagnostic[] };
    expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(codes);
    if (codes.length > 0) expect(diagnostics[0]?.range.start.line).toBe(content.split('\n').findIndex((row) => row.includes(marker)));
  });
});
