import type { Severity } from '../issue.js';
import type { FileResult, FormatContext, Formatter } from './types.js';

/**
 * A format's output a file at a time, so that a run's report is written as its files are vetted
 * and no more than one file's results are held: the text before the first file, each file's
 * text, and the text after the last. `start` + every `file` + `end` is what the format's
 * {@link Formatter} returns for the same results.
 */
export interface ReportWriter {
  start(): string;
  file(result: FileResult): string;
  /**
   * Known only once the run is over: `hidden`, the issues counted but left out of the results
   * (`--quiet`); `unfinished`, what the run could not do that makes its exit code 2, each said in
   * a few words (`1 path could not be vetted`), which the stylish summary adds to its count.
   */
  end(hidden?: FormatContext['hidden'], unfinished?: readonly string[]): string;
}

/** Makes a format's {@link ReportWriter}; `codes` are codes the results may hold besides the catalog's (SARIF lists them as rules first). */
export type WriterFactory = (context: FormatContext, codes?: readonly string[]) => ReportWriter;

/** The whole report at once, from the format's writer. */
export function joined(writer: WriterFactory, extraCodes?: (results: readonly FileResult[]) => readonly string[]): Formatter {
  return (results, context) => {
    const report = writer(context, extraCodes?.(results));
    let text = report.start();
    for (const result of results) text += report.file(result);
    return text + report.end(context.hidden);
  };
}

/** Issue counts by severity. */
export type Counts = Record<Severity, number>;

/** No issues yet. */
export function noCounts(): Counts {
  return { error: 0, warning: 0, info: 0 };
}
