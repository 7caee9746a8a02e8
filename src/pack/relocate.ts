import type { Fix, Issue } from '../issue.js';
import type { Position } from '../source/positions.js';

/** Where a slice of a file sits, and how its pointers read in the file. */
export interface SlicePlace {
  /** The slice's pointer mapped to the file's: `/input/type` → `/tools/2/input/type`. */
  readonly pointer: (pointer: string) => string;
  /** Offset of the slice's first character in the file's text. */
  readonly offset: number;
  /** The file position of the slice's first character. */
  readonly start: Position;
  /** Where an issue without a line sits in the file, by its file pointer (issues vetted from a value). */
  readonly locate?: (pointer: string) => Position | undefined;
}

/**
 * Maps an issue found in a slice of a file (an inline pack tool, a `tools/list` entry) to the
 * file: its pointer through `place.pointer`, its line and column shifted (the slice's line 1
 * starts at `place.start`; later lines keep their columns), fix edits moved by the slice's
 * offset (`fix` and each of `suggestions`). An issue without a position gets one from
 * `place.locate`, when given.
 *
 * @example
 * ```ts
 * relocate({ code: 'manifest/invalid-version', severity: 'error', message: '…', pointer: '/version', line: 3, column: 14 },
 *   { pointer: (p) => `/tools/2${p}`, offset: 120, start: { line: 9, column: 5 } });
 * // { …, pointer: '/tools/2/version', line: 11, column: 14 }
 * ```
 */
export function relocate(issue: Issue, place: SlicePlace): Issue {
  const pointer = place.pointer(issue.pointer);
  const moved: { -readonly [K in keyof Issue]: Issue[K] } = { ...issue, pointer };
  if (issue.line !== undefined) {
    const column = issue.column ?? 1;
    Object.assign(moved, { line: place.start.line + issue.line - 1, column: issue.line === 1 ? place.start.column + column - 1 : column });
  } else {
    const found = place.locate?.(pointer);
    if (found !== undefined) Object.assign(moved, found);
  }
  // Fixes are edits of the vetted text: the slice's offsets become the file's.
  const { fix, suggestions } = issue;
  if (fix !== undefined) moved.fix = shifted(fix, place.offset);
  if (Array.isArray(suggestions)) moved.suggestions = suggestions.map((suggestion) => shifted(suggestion, place.offset));
  return moved;
}

function shifted(fix: Fix, by: number): Fix {
  return Array.isArray(fix.edits) ? { ...fix, edits: fix.edits.map((edit) => ({ ...edit, offset: edit.offset + by })) } : fix;
}
