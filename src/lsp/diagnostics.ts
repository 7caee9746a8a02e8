import { findNodeAtOffset, parseTree } from 'jsonc-parser';
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

/**
 * An issue as an LSP diagnostic: its code and severity, a range from its line and column (the
 * JSON token that starts there), the rule's doc page, and its fixes as data for code actions.
 *
 * @example
 * ```ts
 * toDiagnostic(issue, document); // { range, severity: 1, code: 'manifest/unknown-property', codeDescription: { href: '…/manifest/unknown-property.md' }, … }
 * ```
 */
export function toDiagnostic(issue: Issue, document: TextDocument, text: string): Diagnostic {
  const data: DiagnosticData = { ...(issue.fix === undefined ? {} : { fix: issue.fix }), ...(issue.suggestions === undefined ? {} : { suggestions: issue.suggestions }) };
  return {
    range: rangeOf(issue, document, text),
    severity: SEVERITY[issue.severity],
    code: issue.code,
    codeDescription: { href: `${RULE_DOCS}${issue.code}.md` },
    source: 'kindgi-tool-manifest',
    message: issue.hint === undefined ? issue.message : `${issue.message} ${issue.hint}`,
    data,
  };
}

function rangeOf(issue: Issue, document: TextDocument, text: string): Range {
  const start = { line: Math.max(0, (issue.line ?? 1) - 1), character: Math.max(0, (issue.column ?? 1) - 1) };
  const offset = document.offsetAt(start);
  const node = findNodeAtOffset(parseTree(text) ?? { type: 'null', offset: 0, length: 0 }, offset, false);
  // A scalar or a key is underlined whole; an object or array by its opening bracket only, not every line of it.
  const length = node !== undefined && node.offset === offset && node.type !== 'object' && node.type !== 'array' ? node.length : 1;
  return { start, end: document.positionAt(Math.min(text.length, offset + length)) };
}
