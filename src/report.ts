import type { Dialect } from './dialects/table.js';
import type { Issue } from './issue.js';
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

/** Gives each issue its line and column (when the source was text) and sorts them by position. */
export function locateAndSort(issues: Issue[], positions: PositionIndex | undefined): Issue[] {
  const located = positions === undefined ? issues : issues.map((issue) => locate(issue, positions));
  return located
    .map((issue, order) => ({ issue, order }))
    .sort((a, b) => (a.issue.line ?? 0) - (b.issue.line ?? 0) || (a.issue.column ?? 0) - (b.issue.column ?? 0) || a.order - b.order)
    .map(({ issue }) => issue);
}

function locate(issue: Issue, positions: PositionIndex): Issue {
  if (issue.line !== undefined) return issue;
  const { line, column } = SHOWN_AT_KEY.has(issue.code) ? positions.key(issue.pointer) : positions.value(issue.pointer);
  return { ...issue, line, column };
}
