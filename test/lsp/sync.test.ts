import { afterAll, describe, expect, test } from 'vitest';
import { packTool } from '../fixtures.js';
import { LspClient, type Message } from './client.js';

type Published = { uri: string; version?: number; diagnostics: { code: string; range: { start: { line: number; character: number } } }[] };

const valid = JSON.stringify(packTool(), null, 2);
const lineOf = (text: string, marker: string) => text.split('\n').findIndex((row) => row.includes(marker));
const isPublish = (uri: string, version?: number) => (message: Message) =>
  message.method === 'textDocument/publishDiagnostics' && (message.params as Published).uri === uri && (version === undefined || (message.params as Published).version === version);

describe('document sync, as editors send it', () => {
  const client = new LspClient();
  const ready = client.request('initialize', { processId: null, rootUri: null, capabilities: {}, initializationOptions: { diagnosticsDelayMs: 0 } }).then(() => client.notify('initialized', {}));
  afterAll(() => void client.child.kill());
  const open = async (uri: string, text: string) => {
    await ready;
    client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
    return (await client.waitFor(isPublish(uri, 1))).params as Published;
  };
  const codes = (published: Published) => published.diagnostics.map(({ code }) => code);

  test('several ranged changes in one notification are applied in order', async () => {
    const uri = 'file:///sync/ranged.json';
    await open(uri, valid);
    const idLine = lineOf(valid, '"id"');
    const versionLine = lineOf(valid, '"version"');
    client.notify('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [
        { range: { start: { line: versionLine, character: 2 }, end: { line: versionLine, character: 2 } }, text: '"mutatin": true,\n  ' },
        // After the first change: the id's line is above it, so unmoved.
        { range: { start: { line: idLine, character: 8 }, end: { line: idLine, character: 19 } }, text: '"Bad Id"' },
      ],
    });
    const published = (await client.waitFor(isPublish(uri, 2))).params as Published;
    expect(published.diagnostics.map(({ code, range }) => [code, range.start.line]).sort()).toEqual([
      ['manifest/id-convention', idLine],
      ['manifest/unknown-property', versionLine],
    ]);
  });

  // A change sent without a new version was published for the old text, or not at all, and hovers
  // were answered from the old text's vet: both were cached by version.
  test('a change that keeps the version is vetted and published all the same', async () => {
    const uri = 'file:///sync/same-version.json';
    expect(codes(await open(uri, valid))).toEqual([]);
    const changed = valid.replace('"acme.echo"', '"Bad Id"');
    client.notify('textDocument/didChange', { textDocument: { uri, version: 1 }, contentChanges: [{ text: changed }] });
    const hover = await client.request('textDocument/hover', { textDocument: { uri }, position: { line: lineOf(changed, '"Bad Id"'), character: 10 } });
    expect((hover.result as { contents: { value: string } } | null)?.contents.value).toContain('manifest/id-convention');
    expect(codes((await client.waitFor(isPublish(uri, 1))).params as Published)).toEqual(['manifest/id-convention']);
  });

  test('a version that goes backwards is published for its text', async () => {
    const uri = 'file:///sync/backwards.json';
    await open(uri, valid);
    client.notify('textDocument/didChange', { textDocument: { uri, version: 5 }, contentChanges: [{ text: valid.replace('"acme.echo"', '"Bad Id"') }] });
    expect(codes((await client.waitFor(isPublish(uri, 5))).params as Published)).toEqual(['manifest/id-convention']);
    client.notify('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ text: valid }] });
    expect(codes((await client.waitFor(isPublish(uri, 3))).params as Published)).toEqual([]);
  });

  test('close clears the diagnostics; a reopen publishes the text it opens with', async () => {
    const uri = 'file:///sync/reopened.json';
    const misspelt = valid.replace('"version"', '"mutatin": 1, "version"');
    expect(codes(await open(uri, misspelt))).toEqual(['manifest/unknown-property']);
    client.notify('textDocument/didClose', { textDocument: { uri } });
    expect((await client.waitFor(isPublish(uri))).params).toEqual({ uri, diagnostics: [] });
    expect(codes(await open(uri, valid))).toEqual([]);
  });
});
