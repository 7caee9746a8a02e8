import {
  CodeActionKind,
  createConnection,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
  DidChangeWatchedFilesNotification,
  type CodeAction,
  type Diagnostic,
} from 'vscode-languageserver/node';
import { basename } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { explainCode } from '../catalog.js';
import { explain } from '../cli/explain.js';
import type { Fix } from '../issue.js';
import type { DiagnosticData } from './diagnostics.js';
import { CONFIG_FILE } from '../config/config.js';
import { documentPath } from './document-path.js';
import { diagnosticsDelay, Publisher } from './publish.js';
import { SettingsLookup, type DocumentSettings } from './settings.js';
import { diagnosticsOf, fixedTextOf } from './vetted.js';

/** The kind of the "fix everything" action, which editors run on save when asked (`source.fixAll`). */
const FIX_ALL = `${CodeActionKind.SourceFixAll}.kindgi-tool-manifest`;

/**
 * `kindgi-tool-manifest lsp`: a language server over standard input and output. It vets every
 * open document that is a tool manifest, a pack manifest or a tool list (judged by content, as
 * `check` judges it), with the config `check` reads for its file, on open and after each pause in
 * its changes; publishes the issues as diagnostics, offers their fixes as quick fixes and their
 * suggestions as code actions, and shows `explain` for a code on hover. Exits on `exit`, or when
 * its input ends: 0 after `shutdown`, 1 otherwise.
 *
 * @example
 * ```ts
 * process.exitCode = await runLanguageServer();
 * ```
 */
export function runLanguageServer(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Promise<0 | 1> {
  // Given the streams themselves (not message readers), vscode-languageserver exits when the input ends, 1 or 0 as
  // `exit` would after `shutdown`: an editor that quits or crashes closes it without `exit`, and the server ran
  // on till Node gave up on the unsettled promise (exit 13), or threw "Connection is closed" at a last message.
  const connection = createConnection(ProposedFeatures.all, input, output);
  const documents = new TextDocuments(TextDocument);
  const settings = new SettingsLookup();
  const publisher = new Publisher(connection, (uri) => documents.get(uri), (uri) => settings.settingsFor(uri));
  let shutDown = false;
  let watchConfigs = false;
  // A config saved in the editor or changed on disk (a checkout): every open document is vetted with it afresh.
  const configChanged = () => {
    settings.forget();
    for (const document of documents.all()) publisher.now(document);
  };
  const isConfig = (uri: string) => basename(documentPath(uri) ?? '') === CONFIG_FILE;
  connection.onInitialize(({ initializationOptions, capabilities }) => {
    watchConfigs = capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    const { delayMs, warning } = diagnosticsDelay(initializationOptions);
    publisher.delayMs = delayMs;
    if (warning !== undefined) connection.console.warn(warning);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL] },
        hoverProvider: true,
      },
      serverInfo: { name: 'kindgi-tool-manifest' },
    };
  });
  connection.onInitialized(() => {
    // A client that refuses is no failure: a config saved in the editor is still seen.
    if (watchConfigs) connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: `**/${CONFIG_FILE}` }] }).catch(() => undefined);
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    if (changes.some(({ uri }) => isConfig(uri))) configChanged();
  });
  documents.onDidSave(({ document }) => {
    if (isConfig(document.uri)) configChanged();
  });
  documents.onDidOpen(({ document }) => publisher.now(document));
  documents.onDidChangeContent(({ document }) => publisher.later(document));
  documents.onDidClose(({ document }) => publisher.clear(document.uri));
  connection.onCodeAction(({ textDocument, context }) => {
    const document = documents.get(textDocument.uri);
    if (document === undefined) return [];
    const wanted = (kind: string) => context.only === undefined || context.only.some((only) => kind === only || kind.startsWith(`${only}.`));
    const chosen = settings.settingsFor(document.uri);
    const quickFixes = wanted(CodeActionKind.QuickFix) ? context.diagnostics.flatMap((diagnostic) => actionsFor(diagnostic, document, chosen)) : [];
    return [...quickFixes, ...(wanted(FIX_ALL) ? fixAll(document, chosen) : [])];
  });
  connection.onHover(({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    if (document === undefined) return null;
    const codes = diagnosticsOf(document, settings.settingsFor(document.uri))
      .filter(({ range }) => within(position, range))
      .map((diagnostic) => String(diagnostic.code));
    const word = codeAt(document.getText(), document.offsetAt(position));
    const shown = [...new Set([...codes, ...(word === undefined ? [] : [word])])].filter((code) => explainCode(code) !== undefined);
    if (shown.length === 0) return null;
    return { contents: { kind: 'markdown', value: shown.map((code) => `\`\`\`text\n${explain(code).trimEnd()}\n\`\`\``).join('\n\n') } };
  });
  connection.onShutdown(() => {
    shutDown = true;
    publisher.stop();
  });
  documents.listen(connection);
  return new Promise((resolve) => {
    connection.onExit(() => {
      publisher.stop();
      resolve(shutDown ? 0 : 1);
    });
    connection.listen();
  });
}

// The fixes are taken from a fresh vet of the document as it is now, never from data a client may hold from an older version.
function actionsFor(diagnostic: Diagnostic, document: TextDocument, settings: DocumentSettings): CodeAction[] {
  const current = diagnosticsOf(document, settings).find(
    (candidate) => candidate.code === diagnostic.code && candidate.range.start.line === diagnostic.range.start.line && candidate.range.start.character === diagnostic.range.start.character,
  );
  const data = current?.data as DiagnosticData | undefined;
  if (data === undefined) return [];
  const action = (fix: Fix, preferred: boolean): CodeAction => ({
    title: fix.description,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: preferred,
    edit: { changes: { [document.uri]: fix.edits.map((edit) => ({ range: { start: document.positionAt(edit.offset), end: document.positionAt(edit.offset + edit.length) }, newText: edit.newText })) } },
  });
  return [...(data.fix === undefined ? [] : [action(data.fix, true)]), ...(data.suggestions ?? []).map((suggestion) => action(suggestion, false))];
}

function fixAll(document: TextDocument, settings: DocumentSettings): CodeAction[] {
  const text = document.getText();
  const fixed = fixedTextOf(document, settings);
  if (fixed === text) return [];
  const range = { start: document.positionAt(0), end: document.positionAt(text.length) };
  return [{ title: 'Fix all kindgi-tool-manifest problems that have a certain fix', kind: FIX_ALL, edit: { changes: { [document.uri]: [{ range, newText: fixed }] } } }];
}

function within(position: { line: number; character: number }, range: Diagnostic['range']): boolean {
  const after = position.line > range.start.line || (position.line === range.start.line && position.character >= range.start.character);
  const before = position.line < range.end.line || (position.line === range.end.line && position.character <= range.end.character);
  return after && before;
}

function codeAt(text: string, offset: number): string | undefined {
  const pattern = /[a-z][a-z0-9-]*\/[a-z0-9-]+/g;
  for (const match of text.slice(Math.max(0, offset - 60), offset + 60).matchAll(pattern)) {
    const start = Math.max(0, offset - 60) + (match.index ?? 0);
    if (start <= offset && offset <= start + match[0].length && explainCode(match[0]) !== undefined) return match[0];
  }
  return undefined;
}
