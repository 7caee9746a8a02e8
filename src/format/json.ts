import type { Issue } from '../issue.js';
import type { Formatter } from './types.js';
import { joined, type WriterFactory } from './writer.js';

/** {@link json}'s report a file at a time: the array's entries written as they come. */
export const jsonWriter: WriterFactory = () => {
  let files = 0;
  return {
    start: () => '[',
    file: ({ file, valid, issues }) => `${files++ === 0 ? '' : ','}${JSON.stringify({ file, valid, issues: issues.map(ordered) })}`,
    end: () => ']\n',
  };
};

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
export const json: Formatter = joined(jsonWriter);

function ordered({ code, severity, message, pointer, line, column, hint, fix, suggestions }: Issue): Issue {
  return { code, severity, message, pointer, line, column, hint, fix, suggestions };
}
