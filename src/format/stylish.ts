import { printable } from './printable.js';
import type { Issue, Severity } from '../issue.js';
import { docsUrl } from './docs-url.js';
import { painter, type Paint, type Style } from './paint.js';
import type { CodeFrame, FileResult, Formatter } from './types.js';
import { joined, noCounts, type WriterFactory } from './writer.js';

const SEVERITY_STYLE: Record<Severity, Style> = { error: 'red', warning: 'yellow', info: 'cyan' };

/** {@link stylish}'s report a file at a time: each file's block as it comes, the count at the end. */
export const stylishWriter: WriterFactory = (context) => {
  const paint = painter(context.color);
  const counts = noCounts();
  let files = 0;
  let blocks = 0;
  return {
    start: () => '',
    file(result) {
      files++;
      if (result.issues.length === 0) return '';
      for (const issue of result.issues) counts[issue.severity]++;
      // One blank line between files' blocks.
      return `${blocks++ === 0 ? '' : '\n'}${fileBlock(result, paint, context.color)}`;
    },
    end(hidden, unfinished = []) {
      // The summary counts what decides the exit code, shown or not: never "no problems" before an exit 2.
      const notShownCount = (hidden?.error ?? 0) + (hidden?.warning ?? 0) + (hidden?.info ?? 0);
      for (const severity of ['error', 'warning', 'info'] as const) counts[severity] += hidden?.[severity] ?? 0;
      const total = counts.error + counts.warning + counts.info;
      const undone = unfinished.map((words) => `; ${words}`).join('');
      if (total === 0 && undone === '') return `${paint('green', '✔')} ${plural(files, 'file')} vetted, no problems\n`;
      if (total === 0) return `${paint('bold', paint('red', `✖ ${plural(files, 'file')} vetted, no problems${undone}`))}\n`;
      const parts = [plural(counts.error, 'error'), plural(counts.warning, 'warning'), ...(counts.info > 0 ? [plural(counts.info, 'info')] : [])];
      const notShown = notShownCount === 0 ? '' : `; ${notShownCount} not shown`;
      const summary = paint('bold', paint(counts.error > 0 || undone !== '' ? 'red' : 'yellow', `✖ ${plural(total, 'problem')} (${parts.join(', ')}${notShown})${undone}`));
      return blocks === 0 ? `${summary}\n` : `\n${summary}\n`;
    },
  };
};

/**
 * The report for a person, after ESLint's: per file, `line:column  severity  message  code`,
 * the source line with a caret under each error, the hint; then a count of the problems.
 *
 * @example
 * ```ts
 * process.stdout.write(stylish(results, { cwd: process.cwd(), color: process.stdout.isTTY, version }));
 * ```
 */
export const stylish: Formatter = joined(stylishWriter);

function fileBlock(result: FileResult, paint: Paint, linked: boolean): string {
  // Line numbers right-aligned and columns left-aligned, so the colons line up (as in ESLint).
  // A reduce, not Math.max(...list): a file's issues could outnumber what one call's arguments may be.
  const widest = (width: (issue: Issue) => number) => result.issues.reduce((most, issue) => Math.max(most, width(issue)), 0);
  const lineWidth = widest((issue) => lineOf(issue).length);
  const columnWidth = widest((issue) => columnOf(issue).length);
  const severityWidth = widest((issue) => issue.severity.length);
  const indent = ' '.repeat(lineWidth + columnWidth + 4);
  const lines = [paint('underline', printable(result.file))];
  result.issues.forEach((issue, index) => {
    const place = paint('dim', lineOf(issue).padStart(lineWidth) + columnOf(issue).padEnd(columnWidth));
    const severity = paint(SEVERITY_STYLE[issue.severity], issue.severity.padEnd(severityWidth));
    const code = printable(issue.code);
    lines.push(`  ${place}  ${severity}  ${printable(issue.message)}  ${linked ? link(paint('dim', code), docsUrl(code)) : code}`);
    const frame = result.frames?.[index];
    if (frame !== undefined) lines.push(...frameLines(frame, indent, paint));
    if (issue.hint !== undefined) lines.push(`${indent}${paint('dim', 'hint:')} ${printable(issue.hint)}`);
  });
  return `${lines.join('\n')}\n`;
}

// On a terminal (when colouring), the code links to its page (OSC 8); plain text stays plain.
function link(text: string, url: string): string {
  return `\u001b]8;;${url}\u001b\\${text}\u001b]8;;\u001b\\`;
}

function frameLines(frame: CodeFrame, indent: string, paint: Paint): string[] {
  const number = String(frame.line);
  const gutter = (label: string) => paint('dim', `${label.padStart(number.length)} |`);
  const text = printable(frame.text);
  // A caller's frame may put its caret anywhere: under the text, or just past its end.
  const column = Number.isFinite(frame.caret) ? Math.min(Math.max(Math.trunc(frame.caret), 1), frame.text.length + 1) : 1;
  // Each character escaped before the column widens what is shown ahead of it.
  const caret = printable(frame.text.slice(0, column - 1)).length + 1;
  return [`${indent}${gutter(number)} ${text}`, `${indent}${gutter('')} ${' '.repeat(caret - 1)}${paint('red', '^')}`];
}

// An issue without a line (bytes that are not UTF-8) has no place in the text.
function lineOf(issue: Issue): string {
  return issue.line === undefined ? '-' : String(issue.line);
}

function columnOf(issue: Issue): string {
  return issue.line === undefined ? '' : `:${issue.column ?? 1}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 || word === 'info' ? '' : 's'}`;
}
