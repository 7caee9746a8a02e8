import type { Node } from 'jsonc-parser';
import type { Issue } from '../issue.js';
import { isObject } from '../json.js';
import type { VetOptions } from '../options.js';
import type { VetReport } from '../report.js';
import { vetReading, vetToolManifest } from '../vet.js';
import { duplicateKeys, nodeAt, parseDocument, placeOf, textOf, valueOf, type JsonDocument } from './document.js';
import { checkPackRules, type ContributedTool } from './pack-rules.js';
import { checkPackOptions, toolFile } from './pack-options.js';
import { checkPackShape } from './pack-shape.js';
import { valueText } from './value-text.js';
import { relocate } from './relocate.js';
import { byPosition, isValid } from './sort.js';
import { vetWithinCaps, type EntryVet } from './bounds.js';
import { isBytes } from '../source/utf8.js';

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
 * pack's namespace, agents' references). Never throws on bad input. {@link loadPack} reads
 * the `{path}` tools for it.
 *
 * @example
 * ```ts
 * const report = vetPack(readFileSync('pack.json', 'utf8'));
 * for (const issue of report.issues) console.log(`${issue.line}:${issue.column} ${issue.code} ${issue.pointer}`);
 * ```
 */
export function vetPack(source: unknown, options: PackOptions = {}): PackReport {
  const isText = typeof source === 'string' || isBytes(source);
  // A value is vetted through its printed form, so one path serves both; it has no places to keep.
  const read = isText ? { text: source } : valueText(source);
  if ('issues' in read) return { valid: false, issues: read.issues, tools: [] };
  const { text } = read;
  const parsed = parseDocument(text, 'pack manifest');
  if (!parsed.ok) return { valid: false, issues: parsed.issues, tools: [] };
  const { document } = parsed;
  checkPackOptions(options);
  const { readTool, optionsFor, ...vet } = options;
  let pack: unknown;
  try {
    pack = valueOf(document, document.tree);
  } catch {
    return { valid: false, issues: [{ code: 'json/syntax', severity: 'error', pointer: '', message: 'The pack manifest is not valid JSON.', line: 1, column: 1 }], tools: [] };
  }
  const entries = nodeAt(document, '/tools');
  const toolNodes = entries?.type === 'array' ? (entries.children ?? []) : [];
  const own: Issue[] = [...checkPackShape(pack), ...duplicateKeys(document, new Set(toolNodes.filter((node) => node.type === 'object' && !hasPath(document, node))))];
  const contributed: ContributedTool[] = [];
  const context: PackContext = { document, pack, readTool, optionsFor, vet, contributed };
  const capped = vetWithinCaps(toolNodes, { pointer: '/tools', what: 'pack' }, (node, index) => vetEntry(context, node, index), (_, index): PackToolReport => ({ pointer: `/tools/${index}` }));
  const tools = capped.reports;
  const issues = [...own, ...capped.issues, ...(isObject(pack) ? checkPackRules(pack, contributed) : [])];
  const valid = isValid(issues) && tools.every((tool) => tool.report?.valid !== false);
  if (!isText) return { valid, issues: issues.map(unplaced), tools: tools.map((tool) => (tool.path === undefined && tool.report !== undefined ? { ...tool, report: { ...tool.report, issues: tool.report.issues.map(unplaced) } } : tool)) };
  return { valid, issues: byPosition(issues.map((issue) => (issue.line === undefined ? { ...issue, ...placeOf(document, issue.pointer) } : issue))), tools };
}

interface PackContext extends Pick<PackOptions, 'readTool' | 'optionsFor'> {
  readonly document: JsonDocument;
  readonly pack: unknown;
  readonly vet: VetOptions;
  /** The ids and versions of the tools vetted so far, for the pack's rules. */
  readonly contributed: ContributedTool[];
}

/** One entry of `tools`: its report, and the issues it adds to the pack file's. */
function vetEntry({ document, pack, readTool, optionsFor, vet, contributed }: PackContext, node: Node, index: number): EntryVet<PackToolReport> {
  const pointer = `/tools/${index}`;
  if (node.type !== 'object') return { report: { pointer }, issues: [] };
  if (hasPath(document, node)) {
    const path = nodeAt(document, `${pointer}/path`)?.value;
    if (typeof path !== 'string' || path === '') return { report: { pointer }, issues: [] };
    const read = readTool === undefined ? undefined : toolFile(readTool(path), path);
    if (read === undefined) return { report: { pointer, path }, issues: [{ code: 'pack/path-not-read', severity: 'info', pointer: `${pointer}/path`, message: `The tool file "${path}" was not read; vetPack reads no files.`, hint: 'Use loadPack, which reads it relative to the pack.' }] };
    if ('problem' in read) return { report: { pointer, path }, issues: [{ ...read.problem, pointer: `${pointer}/path` }] };
    const options = optionsFor?.(read.file) ?? vet;
    // The pack's rules read the tool's id and version from what its vet read, valid or not.
    const report = vetReading(read.bytes, options, (tool) => {
      if (isObject(tool) && typeof tool.id === 'string') contributed.push({ id: tool.id, ...versionOf(tool), pointer: `${pointer}/path`, path });
    });
    // Its issues are in its own file, not the pack's.
    return { report: { pointer, path, file: read.file, report }, issues: [] };
  }
  const report = vetInline(document, node, pointer, vet);
  // An inline tool is part of the pack's value, parsed already.
  const tool = isObject(pack) && Array.isArray(pack.tools) ? (pack.tools as unknown[])[index] : undefined;
  if (isObject(tool) && typeof tool.id === 'string') contributed.push({ id: tool.id, ...versionOf(tool), pointer: `${pointer}/id` });
  return { report: { pointer, report }, issues: report.issues };
}

/** An inline tool, vetted as its own text; its issues mapped into the pack file. */
function vetInline(document: JsonDocument, node: Node, pointer: string, options: VetOptions): VetReport {
  const report = vetToolManifest(textOf(document, node), options);
  const place = { pointer: (inner: string) => `${pointer}${inner}`, offset: node.offset + document.bomLength, start: document.lines.position(node.offset) };
  return { ...report, issues: report.issues.map((issue) => relocate(issue, place)) };
}

function unplaced({ line: _line, column: _column, ...issue }: Issue): Issue {
  return issue;
}

function hasPath(document: JsonDocument, node: Node): boolean {
  return (node.children ?? []).some((property) => property.children?.[0]?.value === 'path');
}

function versionOf(tool: Record<string, unknown>): { version?: string } {
  return typeof tool.version === 'string' ? { version: tool.version } : {};
}
