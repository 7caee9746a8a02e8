import { printable } from './printable.js';
import type { Severity } from '../issue.js';
import type { Formatter } from './types.js';
import { joined, type WriterFactory } from './writer.js';

// GitHub has no "info" command; a notice is its lowest level.
const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

/** {@link github}'s report a file at a time: each issue's command on its line. */
export const githubWriter: WriterFactory = () => ({
  start: () => '',
  file({ file, issues }) {
    let text = '';
    for (const issue of issues) {
      const properties = [`file=${escapeProperty(printable(file))}`];
      if (issue.line !== undefined) properties.push(`line=${issue.line}`, `col=${issue.column ?? 1}`);
      properties.push(`title=${escapeProperty(printable(issue.code))}`);
      // Each part made printable, then joined by the one line break the annotation shows.
      const message = issue.hint === undefined ? printable(issue.message, true) : `${printable(issue.message, true)}\n${printable(issue.hint, true)}`;
      text += `::${COMMAND[issue.severity]} ${properties.join(',')}::${escapeData(message)}\n`;
    }
    return text;
  },
  end: () => '',
});

/**
 * GitHub Actions workflow commands, one per issue, which GitHub shows as annotations on the
 * pull request: `::error file=tools/a.json,line=8,col=45,title=schema/invalid-pattern::message`.
 *
 * @example
 * ```ts
 * github(results, context); // '::warning file=tools/a.json,line=3,col=9,title=http/url-placeholder-optional::…\n'
 * ```
 */
export const github: Formatter = joined(githubWriter);

// The escapes of @actions/core's command.ts: data escapes %, CR and LF; a property also : and ,.
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
