import { github, githubWriter } from './github.js';
import { json, jsonWriter } from './json.js';
import { sarif, sarifWriter } from './sarif.js';
import { stylish, stylishWriter } from './stylish.js';
import type { FileResult, Format, FormatContext, Formatter } from './types.js';
import type { WriterFactory } from './writer.js';

export type { CodeFrame, FileResult, Format, FormatContext, Formatter } from './types.js';
export { codeFrames } from './code-frame.js';
export { docsUrl } from './docs-url.js';
export type { ReportWriter, WriterFactory } from './writer.js';
import { packageVersion } from './version.js';
import { checkOptionKeys } from '../option-shapes.js';
import { optionSnapshot } from '../option-snapshot.js';
import { checkResults, workingFolder } from './check-results.js';

const CONTEXT_KEYS = ['cwd', 'color', 'version', 'hidden'];

/**
 * Every output format of `check`, by name. A format without a formatter fails the type check.
 *
 * @example
 * ```ts
 * const text = FORMATTERS[format](results, { cwd: process.cwd(), color: false, version });
 * ```
 */
export const FORMATTERS: Readonly<Record<Format, Formatter>> = { stylish, json, sarif, github };

/**
 * Every format's writer, which gives its output a file at a time: what `check` prints as it
 * vets, so that its memory holds one file's results however many files it vets.
 */
export const REPORT_WRITERS: Readonly<Record<Format, WriterFactory>> = { stylish: stylishWriter, json: jsonWriter, sarif: sarifWriter, github: githubWriter };

/** The format names, in the order the help lists them. */
export const FORMATS = Object.keys(FORMATTERS) as Format[];

/**
 * Prints results the way `kindgi-tool-manifest check --format <format>` does, so a build script
 * that vets with the API can report like the CLI. `context` defaults to the working folder, no
 * colour and this package's version.
 *
 * @example
 * ```ts
 * import { formatResults, vetToolManifest } from 'kindgi-tool-manifest';
 * const report = vetToolManifest(text);
 * process.stdout.write(formatResults([{ file: 'tools/a.json', valid: report.valid, issues: report.issues }], 'stylish'));
 * ```
 */
export function formatResults(results: readonly FileResult[], format: Format, given: Partial<FormatContext> = {}): string {
  const context = optionSnapshot(given, CONTEXT_KEYS, 'context');
  checkOptionKeys(context, CONTEXT_KEYS, 'context');
  // Own formats only: `toString` is no format.
  const formatter = Object.hasOwn(FORMATTERS, format) ? FORMATTERS[format] : undefined;
  if (formatter === undefined) throw new TypeError(`Unknown format "${String(format)}"; use ${FORMATS.join(', ')}.`);
  checkResults(results);
  return formatter(results, { cwd: context.cwd ?? workingFolder(), color: context.color ?? false, version: context.version ?? packageVersion(), ...(context.hidden === undefined ? {} : { hidden: context.hidden }) });
}
