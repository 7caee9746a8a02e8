import type { Connection } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterAll, afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { vetDocument } from '../../src/document/vet.js';
import { DIAGNOSTICS_DELAY_MS, diagnosticsDelay, Publisher } from '../../src/lsp/publish.js';
import { diagnosticsOf, fixedTextOf } from '../../src/lsp/vetted.js';
import { packTool } from '../fixtures.js';
import { LspClient, type Message } from './client.js';

vi.mock('../../src/document/vet.js', async (original) => {
  const vet = await original<typeof import('../../src/document/vet.js')>();
  return { ...vet, vetDocument: vi.fn(vet.vetDocument) };
});

type Published = { uri: string; version?: number; diagnostics: { code: string; message: string; range: { start: { line: number } } }[] };

// No case asserts a timing: each waits for the message it needs (failing with the transcript's end
// after a generous limit), and "nothing came later" is judged after a marker document's own publish,
// whose timer started after every other timer of the same delay, so fires after them.
const PATIENCE = 20_000;
const valid = JSON.stringify(packTool(), null, 2);
const misspelt = (key: string) => JSON.stringify(packTool({ [key]: true }), null, 2);
const lineOf = (text: string, key: string) => text.split('\n').findIndex((row) => row.includes(`"${key}"`));
const isPublish = (uri: string, version?: number | 'none') => (message: Message) => {
  const params = message.params as Published | undefined;
  return message.method === 'textDocument/publishDiagnostics' && params?.uri === uri && (version === undefined || params.version === (version === 'none' ? undefined : version));
};

function session(initializationOptions?: unknown) {
  const client = new LspClient();
  const versions = new Map<string, number>();
  const within = <T>(promise: Promise<T>, what: string): Promise<T> =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${PATIENCE} ms; last messages:\n${client.transcript.slice(-5).join('\n').slice(-4_000)}`)), PATIENCE).unref())]);
  const ready = within(client.request('initialize', { processId: null, rootUri: null, capabilities: {}, initializationOptions }), 'initialize').then(() => client.notify('initialized', {}));
  ready.catch(() => undefined); // awaited by the first open, which reports the failure
  const server = {
    client,
    within,
    request: (method: string, params: unknown) => within(client.request(method, params), method),
    published: async (uri: string, version?: number | 'none') => (await within(client.waitFor(isPublish(uri, version)), `publish of ${uri} (${version})`)).params as Published,
    /** Every publish for the URI from transcript entry `since` on, in order. */
    publishes: (uri: string, since = 0) => client.transcript.slice(since).flatMap((line) => (line.startsWith('<-- ') ? [JSON.parse(line.slice(4)) as Message] : [])).filter(isPublish(uri)).map(({ params }) => params as Published),
    async open(uri: string, text: string): Promise<Published> {
      await ready;
      versions.set(uri, 1);
      client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
      return server.published(uri, 1);
    },
    change(uri: string, text: string): number {
      const version = (versions.get(uri) ?? 0) + 1;
      versions.set(uri, version);
      client.notify('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
      return version;
    },
    /** Returns once every timer started before it has fired. */
    async settle(): Promise<void> {
      const marker = 'file:///d/marker.json';
      if (!versions.has(marker)) await server.open(marker, '{}');
      await server.published(marker, server.change(marker, `{"n": ${versions.get(marker)}}`));
    },
  };
  return server;
}

describe('publishing after changes is debounced, per document', () => {
  const server = session();
  afterAll(() => server.client.child.kill());

  test('100 quick changes, then a hover: the hover is answered from the last text, and a few publishes end with the last version', async () => {
    const uri = 'file:///d/typing.json';
    expect((await server.open(uri, valid)).diagnostics).toEqual([]);
    const since = server.client.transcript.length;
    for (let i = 1; i <= 100; i += 1) server.change(uri, misspelt(`mutatin${i}`));
    const hover = await server.request('textDocument/hover', { textDocument: { uri }, position: { line: lineOf(misspelt('mutatin100'), 'mutatin100'), character: 4 } });
    expect((hover.result as { contents: { value: string } }).contents.value).toContain('manifest/unknown-property (error)');
    await server.published(uri, 101);
    await server.settle();
    const publishes = server.publishes(uri, since);
    expect(publishes.length).toBeLessThanOrEqual(3);
    expect(publishes.at(-1)?.version).toBe(101);
    // The last version's diagnostics are what opening its text afresh publishes.
    const fresh = await server.open('file:///d/typed.json', misspelt('mutatin100'));
    expect(fresh.diagnostics.map(({ code }) => code)).toEqual(['manifest/unknown-property']);
    expect(publishes.at(-1)?.diagnostics).toEqual(fresh.diagnostics);
  });

  test('opening a document publishes it, with no change, and only once', async () => {
    const [uri, text] = ['file:///d/opened.json', misspelt('mutatin')];
    const since = server.client.transcript.length;
    expect(await server.open(uri, text)).toMatchObject({ version: 1, diagnostics: [{ code: 'manifest/unknown-property', range: { start: { line: lineOf(text, 'mutatin') } } }] });
    await server.settle();
    expect(server.publishes(uri, since)).toHaveLength(1);
  });

  test('closing a document after a change clears its diagnostics, and nothing is published for it later', async () => {
    const uri = 'file:///d/closed.json';
    expect((await server.open(uri, valid)).diagnostics).toEqual([]);
    server.change(uri, misspelt('mutatin'));
    server.client.notify('textDocument/didClose', { textDocument: { uri } });
    await server.published(uri, 'none');
    await server.settle();
    expect(server.publishes(uri).at(-1)).toEqual({ uri, diagnostics: [] });
  });
});

describe('the Publisher, on fake timers', () => {
  const sent: Published[] = [];
  const documents = new Map<string, TextDocument>();
  const connection = { sendDiagnostics: (params: Published) => void sent.push(params) } as unknown as Connection;
  const publisher = () => new Publisher(connection, (uri) => documents.get(uri));
  const document = (uri: string) => documents.set(uri, TextDocument.create(uri, 'json', 1, valid)).get(uri) as TextDocument;
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  test('100 changes and a hover between them and the timer: two vets (the opened and the last version) and two publishes', () => {
    const [chosen, typed] = [publisher(), document('file:///u/typed.json')];
    vi.mocked(vetDocument).mockClear();
    chosen.now(typed);
    for (let version = 2; version <= 101; version += 1) chosen.later(TextDocument.update(typed, [{ text: misspelt(`mutatin${version}`) }], version));
    expect(vi.getTimerCount()).toBe(1);
    expect(diagnosticsOf(typed).map(({ code }) => code)).toEqual(['manifest/unknown-property']);
    vi.advanceTimersByTime(DIAGNOSTICS_DELAY_MS);
    expect(sent.splice(0).map(({ version, diagnostics }) => [version, diagnostics.length])).toEqual([[1, 0], [101, 1]]);
    expect(vetDocument).toHaveBeenCalledTimes(2);
  });

  test.each([
    // The version's vet, then one after the fix is applied; a clean document's vet only.
    ['a document with a certain fix', misspelt('mutatin'), misspelt('mutatin').replace('"mutatin"', '"mutating"'), 2],
    ['a clean document', valid, valid, 1],
  ])('fix-all asked three times of %s: fixed once, from the text’s vet', (_name, text, fixed, vets) => {
    const document = TextDocument.create(`file:///u/fix-${vets}.json`, 'json', 1, text);
    vi.mocked(vetDocument).mockClear();
    expect([fixedTextOf(document), fixedTextOf(document), diagnosticsOf(document).length, fixedTextOf(document)]).toEqual([fixed, fixed, vets - 1, fixed]);
    expect(vetDocument).toHaveBeenCalledTimes(vets);
    const edited = valid.replace('Echoes its input.', 'Echoes its text.');
    const next = TextDocument.update(document, [{ text: edited }], 2);
    expect(fixedTextOf(next)).toBe(edited);
    expect(vetDocument).toHaveBeenCalledTimes(vets + 1);
  });

  test('closing drops the timer and clears; stopping drops every timer and schedules no more', () => {
    const chosen = publisher();
    for (const uri of ['file:///u/a.json', 'file:///u/b.json', 'file:///u/c.json']) chosen.later(TextDocument.update(document(uri), [{ text: valid }], 2));
    chosen.clear('file:///u/a.json');
    expect([vi.getTimerCount(), sent.splice(0)]).toEqual([2, [{ uri: 'file:///u/a.json', diagnostics: [] }]]);
    chosen.stop();
    expect(vi.getTimerCount()).toBe(0);
    chosen.later(TextDocument.update(document('file:///u/d.json'), [{ text: valid }], 2));
    vi.runAllTimers();
    expect([vi.getTimerCount(), sent]).toEqual([0, []]);
  });
});

describe('the delay a client chooses in initializationOptions.diagnosticsDelayMs', () => {
  test.each([0, 5_000])('%j is taken', (delayMs) => expect(diagnosticsDelay({ diagnosticsDelayMs: delayMs })).toEqual({ delayMs }));
  test.each([undefined, null, {}])('none in %j is the default, unwarned', (options) => expect(diagnosticsDelay(options)).toEqual({ delayMs: DIAGNOSTICS_DELAY_MS }));
  test.each([5_001, -1, 2.5, '100', null, {}])('%j is ignored, with a warning', (given) =>
    expect(diagnosticsDelay({ diagnosticsDelayMs: given })).toEqual({ delayMs: DIAGNOSTICS_DELAY_MS, warning: expect.stringContaining('diagnosticsDelayMs must be a whole number') }));

  test.each([{ diagnosticsDelayMs: 0 }, { diagnosticsDelayMs: 'soon' }])('%j: changes are published (a wrong value with a warning)', async (options) => {
    const [server, uri] = [session(options), 'file:///d/chosen.json'];
    onTestFinished(() => void server.client.child.kill());
    await server.open(uri, valid);
    for (let i = 1; i <= 20; i += 1) server.change(uri, misspelt(`mutatin${i}`));
    expect((await server.published(uri, 21)).diagnostics.map(({ message }) => message).join()).toContain('mutatin20');
    expect(server.client.transcript.some((line) => line.includes('window/logMessage') && line.includes('diagnosticsDelayMs must be'))).toBe(options.diagnosticsDelayMs === 'soon');
  });
});

// A 5 s delay, so the timer surely has not fired when the code action is asked (nothing asserts it).
describe('with a long delay, code actions and shutdown do not wait for it', () => {
  const server = session({ diagnosticsDelayMs: 5_000 });
  afterAll(() => server.client.child.kill());
  const [uri, text] = ['file:///d/acted.json', misspelt('mutatin')];

  test('a code action right after a change is answered from the current text', async () => {
    expect((await server.open(uri, valid)).diagnostics).toEqual([]);
    server.change(uri, text);
    const start = { line: lineOf(text, 'mutatin'), character: 2 };
    const diagnostic = { range: { start, end: { line: start.line, character: 11 } }, code: 'manifest/unknown-property', message: 'Unknown property.' };
    const actions = (await server.request('textDocument/codeAction', { textDocument: { uri }, range: diagnostic.range, context: { diagnostics: [diagnostic] } })).result as { title: string; kind: string; isPreferred?: boolean; edit: { changes: Record<string, { newText: string }[]> } }[];
    expect(actions).toContainEqual(expect.objectContaining({ title: 'Rename "mutatin" to "mutating".', isPreferred: true }));
    expect(actions.find(({ kind }) => kind === 'source.fixAll.kindgi-tool-manifest')?.edit.changes[uri]?.[0]?.newText).toBe(text.replace('"mutatin"', '"mutating"'));
  });

  test('shutdown with a publish pending: nothing is published, and the server exits 0', async () => {
    const since = server.client.transcript.length;
    server.change(uri, valid);
    expect((await server.request('shutdown', null)).error).toBeUndefined();
    server.client.notify('exit', null);
    expect(await server.within(server.client.exited(), 'exit')).toBe(0);
    expect(server.publishes(uri, since)).toEqual([]);
  });
});
