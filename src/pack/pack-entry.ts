import type { Node } from 'jsonc-parser';
import type { Issue } from '../issue.js';
import { isObject } from '../json.js';
import type { VetOptions } from '../options.js';
import type { VetReport } from '../report.js';
import type { VetBudget } from '../source/budget.js';
import { vetReading } from '../vet.js';
import type { EntryVet } from './bounds.js';
import { MAX_DOCUMENT_BYTES, nodeAt, textOf, type JsonDocument } from './document.js';
import { toolFile, toolOptions } from './pack-options.js';
import type { ContributedTool } from './pack-rules.js';
import { relocate } from './relocate.js';
import type { PackOptions, PackToolReport } from './vet-pack.js';

/**
 * The most bytes of `{path}` tool files one pack vets in all: as much as one pack file may hold
 * inline. 400 spellings of one 1 MiB file (`./x.json`, `././x.json`, …) were each read and
 * vetted, and ran a 256 MB heap out of memory.
 */
export const MAX_TOOL_FILE_BYTES = MAX_DOCUMENT_BYTES;

/** What one pack's entries share while they are vetted in order. */
export interface PackContext extends Pick<PackOptions, 'readTool' | 'optionsFor'> {
  readonly document: JsonDocument;
  readonly pack: unknown;
  readonly vet: VetOptions;
  /** The pack's one budget, which every tool's vet draws on. */
  readonly budget: VetBudget;
  /** The ids and versions of the tools vetted so far, for the pack's rules. */
  readonly contributed: ContributedTool[];
  /** The vet of each tool file `readTool` gave as an object, by that object: one file named twice (as `loadPack` gives it) is vetted once. */
  readonly vetted: Map<object, FileVet>;
  /** Bytes of tool files vetted so far. */
  bytes: number;
}

/** One tool file's vet, and the id and version its vet read. */
interface FileVet {
  readonly report: VetReport;
  readonly file: string;
  readonly tool?: { readonly id: string; readonly version?: string };
}

/** One entry of `tools`: its report, and the issues it adds to the pack file's. */
export function vetEntry(context: PackContext, node: Node, index: number): EntryVet<PackToolReport> {
  const pointer = `/tools/${index}`;
  if (node.type !== 'object') return { report: { pointer }, issues: [] };
  if (hasPath(context.document, node)) return vetPathEntry(context, pointer);
  const { document, pack, vet, budget, contributed } = context;
  const report = vetInline(document, node, pointer, vet, budget);
  // An inline tool is part of the pack's value, parsed already.
  const tool = isObject(pack) && Array.isArray(pack.tools) ? (pack.tools as unknown[])[index] : undefined;
  if (isObject(tool) && typeof tool.id === 'string') contributed.push({ id: tool.id, ...versionOf(tool), pointer: `${pointer}/id` });
  return { report: { pointer, report }, issues: report.issues };
}

/** Whether an entry of `tools` is a `{path}` reference to a tool file. */
export function hasPath(document: JsonDocument, node: Node): boolean {
  return (node.children ?? []).some((property) => property.children?.[0]?.value === 'path');
}

function vetPathEntry(context: PackContext, pointer: string): EntryVet<PackToolReport> {
  const path = nodeAt(context.document, `${pointer}/path`)?.value;
  if (typeof path !== 'string' || path === '') return { report: { pointer }, issues: [] };
  const given = context.readTool?.(path);
  // A text past the bound even at a byte a character is refused before it is encoded (10,000 entries may give one 1 MB text each).
  if (typeof given === 'string' && context.bytes + given.length > MAX_TOOL_FILE_BYTES) return { report: { pointer, path }, issues: [{ ...tooMuchInAll(path, context.bytes + given.length, 'vetted'), pointer: `${pointer}/path` }] };
  const read = toolFile(given, path);
  if (read === undefined) return { report: { pointer, path }, issues: [{ code: 'pack/path-not-read', severity: 'info', pointer: `${pointer}/path`, message: `The tool file "${path}" was not read; vetPack reads no files.`, hint: 'Use loadPack, which reads it relative to the pack.' }] };
  if ('problem' in read) return { report: { pointer, path }, issues: [{ ...read.problem, pointer: `${pointer}/path` }] };
  const memo = typeof given === 'object' && given !== null ? context.vetted.get(given) : undefined;
  const known = memo?.file === read.file ? memo : undefined;
  const vet = known ?? vetFile(context, read);
  if (typeof vet === 'number') return { report: { pointer, path }, issues: [{ ...tooMuchInAll(path, vet, 'vetted'), pointer: `${pointer}/path` }] };
  if (known === undefined && typeof given === 'object' && given !== null) context.vetted.set(given, vet);
  // The pack's rules read the tool's id and version from what its vet read, valid or not.
  if (vet.tool !== undefined) context.contributed.push({ ...vet.tool, pointer: `${pointer}/path`, path });
  // Its issues are in its own file, not the pack's.
  return { report: { pointer, path, file: vet.file, report: vet.report }, issues: [] };
}

// A number: the bytes this file would bring the pack's tool files to, past the bound.
function vetFile(context: PackContext, read: { readonly bytes: Uint8Array; readonly file: string }): FileVet | number {
  const total = context.bytes + read.bytes.byteLength;
  if (total > MAX_TOOL_FILE_BYTES) return total;
  context.bytes = total;
  let tool: FileVet['tool'];
  const report = vetReading(read.bytes, toolOptions(context.optionsFor, read.file, context.vet), (found) => {
    if (isObject(found) && typeof found.id === 'string') tool = { id: found.id, ...versionOf(found) };
  }, context.budget);
  return tool === undefined ? { report, file: read.file } : { report, file: read.file, tool };
}

/** The problem of a tool file that would bring the pack's files to `total` bytes or more, past {@link MAX_TOOL_FILE_BYTES} in all, so was not `done`. */
export function tooMuchInAll(path: string, total: number, done: 'read' | 'vetted'): Omit<Issue, 'pointer'> {
  return {
    code: 'limit/size',
    severity: 'error',
    message: `The tool file "${path}" would bring the pack's tool files to at least ${total.toLocaleString('en')} bytes, over the ${MAX_TOOL_FILE_BYTES.toLocaleString('en')} one pack takes; it was not ${done}.`,
    hint: 'Split the pack: no real pack has that much in its tools.',
  };
}

/** An inline tool, vetted as its own text; its issues mapped into the pack file. */
function vetInline(document: JsonDocument, node: Node, pointer: string, options: VetOptions, budget: VetBudget): VetReport {
  const report = vetReading(textOf(document, node), options, undefined, budget);
  const place = { pointer: (inner: string) => `${pointer}${inner}`, offset: node.offset + document.bomLength, start: document.lines.position(node.offset) };
  return { ...report, issues: report.issues.map((issue) => relocate(issue, place)) };
}

function versionOf(tool: Record<string, unknown>): { version?: string } {
  return typeof tool.version === 'string' ? { version: tool.version } : {};
}
