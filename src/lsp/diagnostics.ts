import { findNodeAtOffset, parseTree, type Node } from 'jsonc-parser';
import type { Diagnostic, Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
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
 * code actions. The text is parsed once for all of them (once per issue made 20,000 issues take
 * 27 s), unless `parse` is false (a text past the bounds); past {@link MAX_DIAGNOSTICS}, one information diagnostic says how many more there were.
 *
 * @example
 * ```ts
 * toDiagnostics(issues, document); // [{ range, severity: 1, code: 'manifest/unknown-property', codeDescription: { href: '…/manifest/unknown-property.md' }, … }]
 * ```
 */
export function toDiagnostics(issues: readonly Issue[], document: TextDocument, parse = true): Diagnostic[] {
  const text = document.getText();
  let tree: Node | undefined;
  // A text the vet would not parse (past its bounds) is not parsed here either: its one issue is underlined by a character.
  const nodeAt = (offset: number) => (parse ? findNodeAtOffset((tree ??= parseTree(text) ?? { type: 'null', offset: 0, length: 0 }), offset, false) : undefined);
  const shown = issues.slice(0, MAX_DIAGNOSTICS).map((issue) => toDiagnostic(issue, document, text, nodeAt));
  if (issues.length <= MAX_DIAGNOSTICS) return shown;
  const more = issues.length - MAX_DIAGNOSTICS;
  shown.push({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, severity: SEVERITY.info, source: 'kindgi-tool-manifest', message: `${more.toLocaleString('en')} more problems were found and are not shown (at most ${MAX_DIAGNOSTICS.toLocaleString('en')} are); \`npx kindgi-tool-manifest check\` lists them all.` });
  return shown;
}

function toDiagnostic(issue: Issue, document: TextDocument, text: string, nodeAt: (offset: number) => Node | undefined): Diagnostic {
  const data: DiagnosticData = { ...(issue.fix === undefined ? {} : { fix: issue.fix }), ...(issue.suggestions === undefined ? {} : { suggestions: issue.suggestions }) };
  return {
    range: rangeOf(issue, document, text, nodeAt),
    severity: SEVERITY[issue.severity],
    code: issue.code,
    codeDescription: { href: `${RULE_DOCS}${issue.code}.md` },
    source: 'kindgi-tool-manifest',
    message: issue.hint === undefined ? issue.message : `${issue.message} ${issue.hint}`,
    data,
  };
}

function rangeOf(issue: Issue, document: TextDocument, text: string, nodeAt: (offset: number) => Node | undefined): Range {
  const start = { line: Math.max(0, (issue.line ?? 1) - 1), character: Math.max(0, (issue.column ?? 1) - 1) };
  const offset = document.offsetAt(start);
  const node = nodeAt(offset);
  // A scalar or a key is underlined whole; an object or array by its opening bracket only, not every line of it.
  const length = node !== undefined && node.offset === offset && node.type !== 'object' && node.type !== 'array' ? node.length : 1;
  return { start, end: document.positionAt(Math.min(text.length, offset + length)) };
}
