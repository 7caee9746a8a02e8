import type { Dialect } from './dialects/table.js';
import type { Issue } from './issue.js';
import type { ProposedFix, ProposingIssue } from './proposal.js';
import { toTextFix } from './source/edits.js';
import type { PositionIndex } from './source/positions.js';
import type { ResolvedToolManifest } from './resolve.js';
import type { ToolManifest } from './types.js';

/**
 * The outcome of vetting one manifest.
 *
 * @example
 * ```ts
 * const report = vetToolManifest(text);
 * if (!report.valid) for (const i of report.issues) console.log(`${i.line}:${i.column} ${i.code} ${i.message}`);
 * ```
 */
export interface VetReport {
  /** True when no issue has severity `error`. */
  readonly valid: boolean;
  /** Every problem found, sorted by position. */
  readonly issues: Issue[];
  /** The typed manifest, present when valid. */
  readonly manifest?: ToolManifest;
  /** Present when valid: every default applied, and the policy that follows from the fields. */
  readonly resolved?: ResolvedToolManifest;
  /** The dialect each schema was validated in, when one applied. */
  readonly dialects?: { readonly input?: Dialect; readonly output?: Dialect };
}

// Issues about a key (a misspelt or repeated field) are shown at the key, the others at the value.
const SHOWN_AT_KEY = new Set(['manifest/unknown-property', 'json/duplicate-key']);

/**
 * Gives each issue its line and column (when the source was text) and sorts them by position.
 * When the source was text, an issue's proposed fixes become `fix` and `suggestions`: edits of
 * that text, made through `positions.range` alone; `root` is the parsed value.
 */
export function locateAndSort(issues: ProposingIssue[], positions: PositionIndex | undefined, root?: unknown): Issue[] {
  // A clean manifest, the common case: nothing to locate or sort.
  if (issues.length === 0) return [];
  // A value has no positions: its issues stay in the order found (sorting them all at 0:0 keeps it), and their fixes go.
  if (positions === undefined && issues.every((issue) => issue.line === undefined)) return issues.map(withoutProposals);
  // A key written twice holds two values: an edit made at the first would not change the one that was read.
  const twice = issues.filter((issue) => issue.code === 'json/duplicate-key').map((issue) => issue.pointer);
  const located = issues.map((issue) => {
    const plain = withoutProposals(issue);
    if (positions === undefined) return plain;
    const placed = locate(plain, positions);
    const proposed = issue.proposed;
    if (proposed === undefined) return placed;
    const textFix = (fix: ProposedFix) => (fix.changes.some((change) => twice.some((pointer) => isWithin(change.pointer, pointer))) ? undefined : toTextFix(fix, positions, root));
    const fix = proposed.fix === undefined ? undefined : textFix(proposed.fix);
    const suggestions = (proposed.suggestions ?? []).flatMap((suggestion) => textFix(suggestion) ?? []);
    return { ...placed, ...(fix === undefined ? {} : { fix }), ...(suggestions.length === 0 ? {} : { suggestions }) };
  });
  // Without a line or column anywhere (a value's issues), the stable sort would keep the order as it is.
  if (!located.some((issue) => issue.line !== undefined || issue.column !== undefined)) return located;
  return located
    .map((issue, order) => ({ issue, order }))
    .sort((a, b) => (a.issue.line ?? 0) - (b.issue.line ?? 0) || (a.issue.column ?? 0) - (b.issue.column ?? 0) || a.order - b.order)
    .map(({ issue }) => issue);
}

function withoutProposals(issue: ProposingIssue): Issue {
  // Copied either way, so that no report shares an issue object with a stage; a spread is cheaper than a rest.
  if (!Object.hasOwn(issue, 'proposed')) return { ...issue };
  const { proposed: _proposed, ...plain } = issue;
  return plain;
}

function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

function locate(issue: Issue, positions: PositionIndex): Issue {
  if (issue.line !== undefined) return issue;
  const { line, column } = SHOWN_AT_KEY.has(issue.code) ? positions.key(issue.pointer) : positions.value(issue.pointer);
  return { ...issue, line, column };
}
