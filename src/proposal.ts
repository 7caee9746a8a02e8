import type { Issue } from './issue.js';

/**
 * One change to a manifest, named by JSON pointer so that the stage that finds a problem need
 * not know where its text sits: the report turns it into text edits when the source was text.
 */
export type Change =
  /** Replace the value at `pointer` with the JSON value `value`. */
  | { readonly kind: 'replace'; readonly pointer: string; readonly value: unknown }
  /** Rename the object key that names `pointer` to `key`. */
  | { readonly kind: 'rename'; readonly pointer: string; readonly key: string }
  /** Remove the array element at `pointer`, with its comma. */
  | { readonly kind: 'remove'; readonly pointer: string };

/** A fix in its location-independent form: what it does, and the changes that do it. */
export interface ProposedFix {
  readonly description: string;
  readonly changes: readonly Change[];
}

/** The fix a stage is certain of, and the ones it offers as a choice. */
export interface Proposals {
  readonly fix?: ProposedFix;
  readonly suggestions?: readonly ProposedFix[];
}

/** An issue on its way to the report, carrying its fixes until positions turn them into edits. */
export type ProposingIssue = Issue & { readonly proposed?: Proposals };

/**
 * Attaches fixes to an issue; `undefined` ones are left out.
 *
 * @example
 * ```ts
 * propose(issue, { fix: { description: 'Write "GET".', changes: [{ kind: 'replace', pointer: '/spec/method', value: 'GET' }] } });
 * ```
 */
export function propose(issue: Issue, proposals: Proposals): ProposingIssue {
  const fix = proposals.fix;
  const suggestions = withChanges(proposals.suggestions);
  if (suggestions === undefined) return fix === undefined ? issue : { ...issue, proposed: { fix } };
  return { ...issue, proposed: fix === undefined ? { suggestions } : { fix, suggestions } };
}

/** The suggestions that change something (the same list when all do), or undefined when none does. */
function withChanges(suggestions: readonly ProposedFix[] | undefined): readonly ProposedFix[] | undefined {
  if (suggestions === undefined || suggestions.length === 0) return undefined;
  for (const suggestion of suggestions) {
    if (suggestion.changes.length > 0) continue;
    const changing = suggestions.filter((each) => each.changes.length > 0);
    return changing.length === 0 ? undefined : changing;
  }
  return suggestions;
}

/** A one-change fix: the common case. */
export function single(description: string, change: Change): ProposedFix {
  return { description, changes: [change] };
}
