import { describeValue } from '../option-shapes.js';

const SEVERITIES: ReadonlySet<unknown> = new Set(['error', 'warning', 'info']);

/**
 * Throws a `TypeError` that says what is wrong when `results` are not `FileResult`s: a list of
 * `{ file, issues }` with a string `file` and issues of a known severity. A caller's bug, said in
 * words, not a formatter's `Cannot read properties of null` nor a GitHub annotation `::undefined`.
 */
export function checkResults(results: unknown): void {
  if (!Array.isArray(results)) throw new TypeError(`formatResults takes a list of results, not ${describeValue(results)}.`);
  results.forEach((result: unknown, index) => {
    const at = `results[${index}]`;
    if (typeof result !== 'object' || result === null) throw new TypeError(`${at} must be a { file, valid, issues } result, not ${describeValue(result)}.`);
    const { file, issues } = result as { file?: unknown; issues?: unknown };
    if (typeof file !== 'string') throw new TypeError(`${at}.file must be a string, not ${describeValue(file)}.`);
    if (!Array.isArray(issues)) throw new TypeError(`${at}.issues must be a list, not ${describeValue(issues)}.`);
    issues.forEach((issue: unknown, which) => {
      const severity = typeof issue === 'object' && issue !== null ? (issue as { severity?: unknown }).severity : undefined;
      if (!SEVERITIES.has(severity)) throw new TypeError(`${at}.issues[${which}] must be an issue with a severity of "error", "warning" or "info", not ${describeValue(issue)}.`);
    });
  });
}

/** The folder results' paths are relative to when the caller names none: the process's, where there is one (not in a browser). */
export function workingFolder(): string {
  return typeof process === 'object' && process !== null && typeof process.cwd === 'function' ? process.cwd() : '/';
}
