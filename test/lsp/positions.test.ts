import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterAll, describe, expect, test } from 'vitest';
import { LspClient, type Message } from './client.js';

type Range = { start: { line: number; character: number }; end: { line: number; character: number } };
interface Diagnostic {
  range: Range;
  code: string;
}
interface CodeAction {
  kind: string;
  edit: { changes: Record<string, { range: Range; newText: string }[]> };
}

// Two issues on one line, after an emoji and an accented letter: a misspelt key and a lower-case method.
const lines = ['{', '  "id": "acme.echo", "description": "Échoes 😀😀.", "mutatin": false, "spec": {"kind": "http", "method": "get", "urlTemplate": "https://x.example.com/{text}"},', '  "version": "1.0.0",', '  "input": {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},', '  "output": {"type": "object"}', '}', ''];
const firstLine = '{"description": "😀 é", "id": "acme.echo", "mutatin": false, "version": "1.0.0", "input": {"type": "object"}, "output": {"type": "object"}}';

// LSP positions are UTF-16 code units, each of CR LF, CR and LF ending a line: vscode-languageserver-textdocument counts them so.
const applied = (document: TextDocument, edits: { range: Range; newText: string }[]) =>
  TextDocument.applyEdits(document, edits.map(({ range, newText }) => ({ range, newText })));
const isPublish = (uri: string) => (message: Message) => message.method === 'textDocument/publishDiagnostics' && (message.params as { uri: string }).uri === uri;

describe('every range is the text its issue is about, whatever comes before it', () => {
  const client = new LspClient();
  const ready = client.request('initialize', { processId: null, rootUri: null, capabilities: {} }).then(() => client.notify('initialized', {}));
  afterAll(() => void client.child.kill());

  test.each([
    { name: 'LF', text: lines.join('\n'), tokens: ['"mutatin"', '"get"'] },
    { name: 'CR LF', text: lines.join('\r\n'), tokens: ['"mutatin"', '"get"'] },
    { name: 'lone CR', text: lines.join('\r'), tokens: ['"mutatin"', '"get"'] },
    { name: 'tabs', text: lines.join('\n').replace(/^ {2}/gm, '\t'), tokens: ['"mutatin"', '"get"'] },
    { name: 'a BOM', text: `\uFEFF${lines.join('\r\n')}`, tokens: ['"mutatin"', '"get"'] },
    // The column counts from after the BOM: the range started one code unit early (" " instead of "mutatin").
    { name: 'a BOM, the issue on the first line', text: `\uFEFF${firstLine}`, tokens: ['"mutatin"'] },
    { name: 'no BOM, the issue on the first line', text: firstLine, tokens: ['"mutatin"'] },
  ])('$name: diagnostics, quick fixes and fix-all', async ({ name, text, tokens }) => {
    await ready;
    const uri = `file:///positions/${name.replace(/\W+/g, '-')}.json`;
    const document = TextDocument.create(uri, 'json', 1, text);
    client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
    const { diagnostics } = (await client.waitFor(isPublish(uri))).params as { diagnostics: Diagnostic[] };
    expect(diagnostics.map(({ range }) => document.getText(range))).toEqual(tokens);
    for (const diagnostic of diagnostics) {
      const actions = (await client.request('textDocument/codeAction', { textDocument: { uri }, range: diagnostic.range, context: { diagnostics: [diagnostic], only: ['quickfix'] } })).result as CodeAction[];
      const fixed = applied(document, actions[0]?.edit.changes[uri] ?? []);
      expect(() => JSON.parse(fixed.replace(/^\uFEFF/, ''))).not.toThrow();
      expect(fixed.length - text.length, 'one token replaced by its fix').toBe(diagnostic.code === 'manifest/unknown-property' ? 1 : 0);
    }
    const [fixAll] = (await client.request('textDocument/codeAction', { textDocument: { uri }, range: diagnostics[0]?.range, context: { diagnostics: [], only: ['source.fixAll'] } })).result as CodeAction[];
    const fixed = applied(document, fixAll?.edit.changes[uri] ?? []);
    expect(fixed).toBe(text.replace('"mutatin"', '"mutating"').replace('"get"', '"GET"'));
  });
});
