import { github } from './github.js';
import { json } from './json.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';
import type { Format, Formatter } from './types.js';

export type { CodeFrame, FileResult, Format, FormatContext, Formatter } from './types.js';
export { codeFrames } from './code-frame.js';

/**
 * Every output format of `check`, by name. A format without a formatter fails the type check.
 *
 * @example
 * ```ts
 * const text = FORMATTERS[format](results, { cwd: process.cwd(), color: false, version });
 * ```
 */
export const FORMATTERS: Readonly<Record<Format, Formatter>> = { stylish, json, sarif, github };

/** The format names, in the order the help lists them. */
export const FORMATS = Object.keys(FORMATTERS) as Format[];
