import type { Issue } from '../issue.js';
import type { Formatter } from './types.js';

/**
 * The results as JSON, one entry per file vetted: `[{ file, valid, issues }]`, each issue as
 * `{ code, severity, message, pointer, line?, column?, hint?, fix?, suggestions? }` in that key order, whichever
 * stage made it. A stable shape for scripts.
 *
 * @example
 * ```ts
 * JSON.parse(json(results, context)); // [{ file: 'tools/weather.json', valid: true, issues: [] }]
 * ```
 */
export const json: Formatter = (results) =>
  `${JSON.stringify(results.map(({ file, valid, issues }) => ({ file, valid, issues: issues.map(ordered) })))}\n`;

function ordered({ code, severity, message, pointer, line, column, hint, fix, suggestions }: Issue): Issue {
  return { code, severity, message, pointer, line, column, hint, fix, suggestions };
}
