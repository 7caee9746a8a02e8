import type { Issue } from '../issue.js';
import { isObject } from '../json.js';
import type { VetOptions } from '../options.js';
import type { VetReport } from '../report.js';
import { isBytes } from '../source/utf8.js';
import { listTime, vetWithinCaps, type ListTime } from './bounds.js';
import { duplicateKeys, nodeAt, parseDocument, placeOf, valueOf, type JsonDocument } from './document.js';
import { hasPath, vetEntry, type PackContext } from './pack-entry.js';
import { packOptions } from './pack-options.js';
import { checkPackRules } from './pack-rules.js';
import { checkPackShape } from './pack-shape.js';
import { byPosition, isValid } from './sort.js';
import { valueText } from './value-text.js';

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

/** A pack read and parsed: its document, its value, and whether it came as text (so has places). */
export interface ParsedPack {
  readonly document: JsonDocument;
  readonly pack: unknown;
  readonly isText: boolean;
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

/** Reads and parses a pack (text, bytes or a value), or the report of one that cannot be read. */
export function parsePack(source: unknown): ParsedPack | PackReport {
  const isText = typeof source === 'string' || isBytes(source);
  // A value is vetted through its printed form, so one path serves both; it has no places to keep.
  const read = isText ? { text: source } : valueText(source);
  if ('issues' in read) return { valid: false, issues: read.issues, tools: [] };
  const parsed = parseDocument(read.text, 'pack manifest');
  if (!parsed.ok) return { valid: false, issues: parsed.issues, tools: [] };
  const { document } = parsed;
  try {
    return { document, pack: valueOf(document, document.tree), isText };
  } catch {
    return { valid: false, issues: [{ code: 'json/syntax', severity: 'error', pointer: '', message: 'The pack manifest is not valid JSON.', line: 1, column: 1 }], tools: [] };
  }
}

/** {@link vetPack} of a pack parsed already, its tools' vets drawing on `time`'s budget. */
export function vetParsedPack({ document, pack, isText }: ParsedPack, options: PackOptions, time: ListTime): PackReport {
  // The tools' vets take the pack's options whole (they let readTool and optionsFor through): one snapshot, read once.
  const { readTool, optionsFor } = options;
  const vet = options;
  const entries = nodeAt(document, '/tools');
  const toolNodes = entries?.type === 'array' ? (entries.children ?? []) : [];
  const own: Issue[] = [...checkPackShape(pack), ...duplicateKeys(document, new Set(toolNodes.filter((node) => node.type === 'object' && !hasPath(document, node))))];
  const context: PackContext = { document, pack, readTool, optionsFor, vet, budget: time.budget, contributed: [], vetted: new Map(), bytes: 0 };
  const capped = vetWithinCaps(toolNodes, { pointer: '/tools', what: 'pack', time }, (node, index) => vetEntry(context, node, index), (_, index): PackToolReport => ({ pointer: `/tools/${index}` }));
  const tools = capped.reports;
  const issues = [...own, ...capped.issues, ...(isObject(pack) ? checkPackRules(pack, context.contributed) : [])];
  const valid = isValid(issues) && tools.every((tool) => tool.report?.valid !== false);
  if (!isText) return { valid, issues: issues.map(unplaced), tools: tools.map((tool) => (tool.path === undefined && tool.report !== undefined ? { ...tool, report: { ...tool.report, issues: tool.report.issues.map(unplaced) } } : tool)) };
  return { valid, issues: byPosition(issues.map((issue) => (issue.line === undefined ? { ...issue, ...placeOf(document, issue.pointer) } : issue))), tools };
}

function unplaced({ line: _line, column: _column, ...issue }: Issue): Issue {
  return issue;
}
