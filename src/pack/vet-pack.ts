import type { Issue } from '../issue.js';
import type { VetOptions } from '../options.js';
import type { VetReport } from '../report.js';
import { listTime } from './bounds.js';
import { packOptions } from './pack-options.js';
// Its own module: what a parse holds names jsonc-parser's types, which no consumer has installed, so no public declaration may reach them.
import { parsePack, vetParsedPack } from './parsed-pack.js';

/** What reading a `{path}` tool gave: its bytes and file, or why it was not read. */
export type ToolFile = { readonly bytes: Uint8Array; readonly file: string } | { readonly problem: Omit<Issue, 'pointer'> };

/** Options of {@link vetPack}: the vet's, and how to get `{path}` tools. */
export interface PackOptions extends VetOptions {
  /**
   * A `{path}` tool, by its path as written: its contents (text or bytes, the file then being the
   * path), `{ bytes, file }`, `{ problem }` (why it could not be read), or undefined (not read);
   * without it, such tools are not vetted.
   */
  readonly readTool?: (path: string) => ToolFile | string | Uint8Array | undefined;
  /** The vet options for a tool file, by its file (a config's overrides); these options otherwise. */
  readonly optionsFor?: (file: string) => VetOptions;
}

/** One tool of a pack: its place in `tools`, and its report (absent when its file could not be read). */
export interface PackToolReport {
  readonly pointer: string;
  /** The path as the pack writes it, for a `{path}` tool. */
  readonly path?: string;
  /** The file it was read from, for a `{path}` tool. */
  readonly file?: string;
  /** Inline tools: pointers and places in the pack file. `{path}` tools: in their own file. */
  readonly report?: VetReport;
}

/** What {@link vetPack} found: the pack file's issues (its own, and its inline tools'), and a report per tool. */
export interface PackReport {
  /** No error in the pack file nor in any tool. */
  readonly valid: boolean;
  /** Every issue in the pack file, sorted: the pack's fields, the pack-level rules, `{path}` problems, inline tools. */
  readonly issues: Issue[];
  readonly tools: PackToolReport[];
}

/**
 * Vets a pack manifest (`pack.json`, as text, bytes or a parsed value): its own fields, every
 * inline tool with pointers and places into the pack file (`/tools/2/input/…`), every
 * `{path}` tool that `options.readTool` gives, and the pack-level rules (duplicate ids, the
 * pack's namespace, agents' references). Never throws on bad input; its tools' vets share one
 * budget (`limits.maxListMs`). {@link loadPack} reads the `{path}` tools for it.
 *
 * @example
 * ```ts
 * const report = vetPack(readFileSync('pack.json', 'utf8'));
 * for (const issue of report.issues) console.log(`${issue.line}:${issue.column} ${issue.code} ${issue.pointer}`);
 * ```
 */
export function vetPack(source: unknown, given: PackOptions = {}): PackReport {
  // The caller's bug before the pack's: a bad option throws whatever the pack holds.
  const options = packOptions(given);
  const parsed = parsePack(source);
  if ('issues' in parsed) return parsed;
  return vetParsedPack(parsed, options, listTime(options));
}
