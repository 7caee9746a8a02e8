import { createScanner, SyntaxKind } from 'jsonc-parser';
import type { Diagnostic, Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { pathToFileURL } from 'node:url';
import type { ConfigError } from '../config/config.js';
import type { Fix, Issue } from '../issue.js';

/** Where each rule's page lives: `<family>/<name>.md` under it. */
export const RULE_DOCS = 'https://github.com/kindgi/kindgi-tool-manifest/blob/main/docs/rules/';

const SEVERITY = { error: 1, warning: 2, info: 3 } as const;

/** What a diagnostic carries for its code actions. */
export interface DiagnosticData {
  readonly fix?: Fix;
  readonly suggestions?: readonly Fix[];
}

/** The most diagnostics one document gets; one more says how many were left out (an editor's list of 10,000 is no help). */
export const MAX_DIAGNOSTICS = 1_000;

/**
 * A document's issues as LSP diagnostics: each with its code and severity, a range from its line
 * and column (the JSON token that starts there), the rule's doc page, and its fixes as data for
 * code actions. Each range is the one token scanned where its issue starts: parsing the text for
 * them took 1.7 s on a document of 900,000 values whose one issue said it was too large. Past
 * {@link MAX_DIAGNOSTICS}, one information diagnostic says how many more there were.
 *
 * @example
 * ```ts
 * toDiagnostics(issues, document); // [{ range, severity: 1, code: 'manifest/unknown-property', codeDescription: { href: '…/manifest/unknown-property.md' }, … }]
 * ```
 */
export function toDiagnostics(issues: readonly Issue[], document: TextDocument): Diagnostic[] {
  const text = document.getText();
  const scanner = createScanner(text, false);
  const tokenLength = (offset: number) => {
    scanner.setPosition(offset);
    const kind = scanner.scan();
    return scanner.getTokenOffset() === offset && WHOLE.has(kind) ? scanner.getTokenLength() : 1;
  };
  const shown = issues.slice(0, MAX_DIAGNOSTICS).map((issue) => toDiagnostic(issue, document, text, tokenLength));
  if (issues.length <= MAX_DIAGNOSTICS) return shown;
  const more = issues.length - MAX_DIAGNOSTICS;
  shown.push({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, severity: SEVERITY.info, source: 'kindgi-tool-manifest', message: `${more.toLocaleString('en')} more problems were found and are not shown (at most ${MAX_DIAGNOSTICS.toLocaleString('en')} are); \`npx kindgi-tool-manifest check\` lists them all.` });
  return shown;
}

/**
 * The one diagnostic of a document whose config cannot be used, at its start: `check` stops on
 * such a config (exit 2) and vets nothing, so the editor shows why instead of the file's problems,
 * with the config's own place as related information.
 */
export function configDiagnostic(error: ConfigError): Diagnostic {
  const at = { line: error.line - 1, character: error.column - 1 };
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
    severity: SEVERITY.error,
    source: 'kindgi-tool-manifest',
    message: `This file is not vetted until its config is fixed (\`check\` stops on it too): ${error.message}`,
    relatedInformation: [{ location: { uri: pathToFileURL(error.file).href, range: { start: at, end: at } }, message: 'the config cannot be used' }],
  };
}

// A scalar or a key is underlined whole; an object or array by its opening bracket only, not every line of it.
const WHOLE: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.StringLiteral, SyntaxKind.NumericLiteral, SyntaxKind.TrueKeyword, SyntaxKind.FalseKeyword, SyntaxKind.NullKeyword]);

function toDiagnostic(issue: Issue, document: TextDocument, text: string, tokenLength: (offset: number) => number): Diagnostic {
  const data: DiagnosticData = { ...(issue.fix === undefined ? {} : { fix: issue.fix }), ...(issue.suggestions === undefined ? {} : { suggestions: issue.suggestions }) };
  return {
    range: rangeOf(issue, document, text, tokenLength),
    severity: SEVERITY[issue.severity],
    code: issue.code,
    codeDescription: { href: `${RULE_DOCS}${issue.code}.md` },
    source: 'kindgi-tool-manifest',
    message: issue.hint === undefined ? issue.message : `${issue.message} ${issue.hint}`,
    data,
  };
}

function rangeOf(issue: Issue, document: TextDocument, text: string, tokenLength: (offset: number) => number): Range {
  const line = Math.max(0, (issue.line ?? 1) - 1);
  // An issue's column is as an editor shows it, after a BOM; an LSP position counts the BOM the document's text holds.
  const bom = line === 0 && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const start = { line, character: Math.max(0, (issue.column ?? 1) - 1) + bom };
  const offset = document.offsetAt(start);
  return { start, end: document.positionAt(Math.min(text.length, offset + tokenLength(offset))) };
}
