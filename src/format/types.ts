import type { Issue, Severity } from '../issue.js';

/** The output formats of `kindgi-tool-manifest check`. */
export type Format = 'stylish' | 'json' | 'sarif' | 'github';

/** The source line an issue points at, cut to a readable width, with the column marked. */
export interface CodeFrame {
  /** 1-based line number in the file. */
  readonly line: number;
  /** The line's text (tabs shown as spaces; `…` where a long line was cut). */
  readonly text: string;
  /** 1-based position of the caret within `text`. */
  readonly caret: number;
}

/** What vetting one file gave, as the formatters see it: issues, not the manifest or its source. */
export interface FileResult {
  /** The file as shown: relative to the working folder with `/` separators, or `<stdin>`. */
  readonly file: string;
  /** True when no issue has severity `error` (whether or not `--quiet` hid the others). */
  readonly valid: boolean;
  /** The issues to report, sorted by position. */
  readonly issues: readonly Issue[];
  /** `frames[i]` is the source line under `issues[i]`, when known; only `stylish` reads them. */
  readonly frames?: readonly (CodeFrame | undefined)[];
}

/** What a formatter may know besides the results. */
export interface FormatContext {
  /** The absolute working folder the files are relative to. */
  readonly cwd: string;
  /** Whether to colour the output (ANSI escapes). */
  readonly color: boolean;
  /** This package's version, for the tool's description in SARIF. */
  readonly version: string;
  /** Issues counted but not in the results (`--quiet` hides all but errors): the summary still counts them. */
  readonly hidden?: Readonly<Partial<Record<Severity, number>>>;
}

/**
 * Turns the results of a run into the text to print. Pure: same results, same text.
 *
 * @example
 * ```ts
 * const text = FORMATTERS.json(results, { cwd: process.cwd(), color: false, version: '0.1.0' });
 * ```
 */
export type Formatter = (results: readonly FileResult[], context: FormatContext) => string;
