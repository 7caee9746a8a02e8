import { afterAll, describe, expect, test } from 'vitest';
import { LspClient, type Message } from './client.js';

interface Diagnostic {
  range: { start: { line: number; character: number } };
  code?: string;
  message: string;
}

const diagnosticsFor = (uri: string) => (message: Message) => message.method === 'textDocument/publishDiagnostics' && (message.params as { uri: string }).uri === uri;
const misspelt = (count: number) => `{\n  "id": "acme.tool",\n${Array.from({ length: count }, (_, i) => `  "mutatin${i}": true,`).join('\n')}\n  "description": "d"\n}`;

// One server with a 256 MB heap for every case, as an editor keeps one: a case that crashes it, or
// stalls it, fails that case and the ones after it (each within the test's time limit).
describe('the language server on hostile documents, with a 256 MB heap', () => {
  const client = new LspClient(['--max-old-space-size=256']);
  afterAll(() => client.child.kill());
  const open = async (uri: string, text: string): Promise<Diagnostic[]> => {
    if (client.transcript.length === 0) {
      await client.request('initialize', { processId: null, rootUri: null, capabilities: {} });
      client.notify('initialized', {});
    }
    client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
    return ((await client.waitFor(diagnosticsFor(uri))).params as { diagnostics: Diagnostic[] }).diagnostics;
  };

  // 6 MB of duplicate keys ran the server out of memory before any vet saw it.
  test('a manifest of a million duplicate keys is its one limit/size, not a crash', async () => {
    const diagnostics = await open('file:///h/dup.json', `{"id":"a.b"${',"a":1'.repeat(1e6)}}`);
    expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['limit/size']);
  }, 30_000);

  // The parser's stack overflowed and the document got no diagnostic at all.
  test('a manifest nested 10,000 deep is its limit/depth', async () => {
    const diagnostics = await open('file:///h/deep.json', `{"id":"a.b","input":${'['.repeat(1e4)}${']'.repeat(1e4)}}`);
    expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['limit/depth']);
  }, 30_000);

  test('other JSON past the bounds is left alone, as other JSON is', async () => {
    expect(await open('file:///h/big.json', `[${'0,'.repeat(1.2e6)}0]`)).toEqual([]);
  }, 30_000);

  // 20,000 issues took 27 s to publish (the text parsed once per issue), and a hover waited as long again.
  test('a tool list of 20,000 nulls: at most 1,000 diagnostics and one that counts the rest; a hover answers', async () => {
    const uri = 'file:///h/list.json';
    const diagnostics = await open(uri, JSON.stringify({ tools: new Array(2e4).fill(null) }));
    expect(diagnostics).toHaveLength(1001);
    expect(diagnostics.at(-1)?.message).toMatch(/^[\d,]+ more problems were found and are not shown \(at most 1,000 are\)/);
    const hover = await client.request('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 12 } });
    expect(hover.error).toBeUndefined();
  }, 30_000);

  // Each diagnostic a client sent re-vetted the document: 300 took 11.6 s.
  test('a code action for 300 diagnostics is answered from one vet', async () => {
    const uri = 'file:///h/misspelt.json';
    const diagnostics = await open(uri, misspelt(300));
    expect(diagnostics.length).toBeGreaterThanOrEqual(300);
    const answer = await client.request('textDocument/codeAction', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 400, character: 0 } }, context: { diagnostics } });
    expect((answer.result as unknown[]).length).toBeGreaterThan(0);
  }, 30_000);
});
