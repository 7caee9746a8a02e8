import type { Issue } from '../issue.js';
import type { CodeFrame } from './types.js';

/** The widest source excerpt shown; a minified manifest is one very long line. */
const WIDTH = 100;
/** How much of a cut line is shown before the column. */
const LEAD = 40;

/**
 * The code frame under each error of a text: `frames[i]` belongs to `issues[i]`, undefined for
 * warnings, infos and issues without a line. Only the lines shown are kept, each cut to
 * {@link WIDTH} characters, so a result holds little of its file.
 *
 * @example
 * ```ts
 * const frames = codeFrames('{\n  "id": 1\n}', [{ code: 'manifest/wrong-type', severity: 'error', message: '…', pointer: '/id', line: 2, column: 9 }]);
 * // [{ line: 2, text: '  "id": 1', caret: 9 }]
 * ```
 */
export function codeFrames(text: string, issues: readonly Issue[]): (CodeFrame | undefined)[] {
  let lines: string[] | undefined;
  return issues.map((issue) => {
    if (issue.severity !== 'error' || issue.line === undefined) return undefined;
    // Positions are counted after a leading BOM, as the parser strips it.
    lines ??= (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r\n|\r|\n/);
    const source = lines[issue.line - 1];
    return source === undefined ? undefined : frameOf(issue.line, source, issue.column ?? 1);
  });
}

function frameOf(line: number, source: string, column: number): CodeFrame {
  // A tab would move everything after it by up to eight columns; one space keeps the caret true.
  const flat = source.replace(/\t/g, ' ');
  if (flat.length <= WIDTH) return { line, text: flat, caret: column };
  const start = Math.max(0, Math.min(column - 1 - LEAD, flat.length - WIDTH));
  const end = start + WIDTH;
  const text = `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
  return { line, text, caret: column - start + (start > 0 ? 1 : 0) };
}
