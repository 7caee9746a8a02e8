import type { Node } from 'jsonc-parser';
import { joinPointer, type Issue } from '../issue.js';
import { isObject } from '../json.js';
import { fromMcpTool, type McpTool } from '../mcp/from-mcp-tool.js';
import type { VetOptions } from '../options.js';
import type { VetReport } from '../report.js';
import { vetReading } from '../vet.js';
import type { VetBudget } from '../source/budget.js';
import { duplicateKeys, nodeAt, parseDocument, placeOf, valueOf, type JsonDocument } from './document.js';
import { inMcpWords, mcpPointer } from './mcp-pointers.js';
import { checkMcpListOptions } from './pack-options.js';
import { relocate } from './relocate.js';
import { valueText } from './value-text.js';
import { byPosition, isValid } from './sort.js';
import { listTime, NOT_VETTED, vetWithinCaps, type ListTime } from './bounds.js';
import { sameIds } from './same-ids.js';
import { isBytes } from '../source/utf8.js';

/** Options of {@link vetMcpToolList}: the vet's, and what `fromMcpTool` gives every tool. */
export interface McpToolListOptions extends VetOptions {
  /** The server's endpoint (`mcp+stdio://…`, `mcp+http://…`), given to every tool as `mcpEndpoint`. */
  readonly endpoint?: string;
  /** The tools' version (an exact semver); `0.0.0` when absent. */
  readonly version?: string;
  /** The pack part of every id. */
  readonly idPrefix?: string;
}

/** One tool of a list: where it is in the file, its MCP name, and its report (pointers and places in the file). */
export interface McpToolEntryReport {
  readonly pointer: string;
  readonly name?: string;
  readonly report: VetReport;
}

/** What {@link vetMcpToolList} found: every issue in the file, sorted, and a report per tool. */
export interface McpToolListReport {
  readonly valid: boolean;
  readonly issues: Issue[];
  readonly tools: McpToolEntryReport[];
}

/**
 * Vets an MCP `tools/list` result, `{"tools": [...]}` or the JSON-RPC response
 * `{"result": {"tools": [...]}}`, or a bare array of tools (text, bytes, or a value), each tool as `fromMcpTool` makes
 * it into a manifest, with pointers and places in the file: an issue at the manifest's
 * `/input/properties/q` is at `/result/tools/3/inputSchema/properties/q`, line and column of
 * that key. A lone MCP tool (`{name, inputSchema, …}`) is vetted the same way, at the root. The
 * tools' vets share one budget (`limits.maxListMs`).
 *
 * @example
 * ```ts
 * const report = vetMcpToolList(readFileSync('tools-list.json'), { endpoint: 'mcp+stdio://npx -y @acme/mcp' });
 * for (const issue of report.issues) console.log(issue.pointer, issue.line, issue.message);
 * ```
 */
export function vetMcpToolList(source: unknown, options: McpToolListOptions = {}): McpToolListReport {
  checkMcpListOptions(options);
  const isText = typeof source === 'string' || isBytes(source);
  const parsed = isText ? parseDocument(source, 'tool list') : valueDocument(source);
  if (!parsed.ok) return { valid: false, issues: parsed.issues, tools: [] };
  const { endpoint, version, idPrefix, ...vet } = options;
  const report = vetList(parsed.document, vet, { endpoint, version, idPrefix }, listTime(vet));
  // A value has no text: the places found in its printed form mean nothing to the caller.
  return isText ? report : { ...report, issues: report.issues.map(unplaced), tools: report.tools.map((tool) => ({ ...tool, report: { ...tool.report, issues: tool.report.issues.map(unplaced) } })) };
}

function vetList(document: JsonDocument, options: VetOptions, conversion: McpToolListOptions, time: ListTime): McpToolListReport {
  const base = listPointer(document);
  const list = base === undefined ? undefined : nodeAt(document, base);
  // Nodes, each entry's pointer made when it is vetted: a list may hold hundreds of thousands past those vetted.
  const entries: readonly Node[] = list?.type === 'array' ? (list.children ?? []) : base === undefined && document.tree.type === 'object' ? [document.tree] : [];
  const pointerOf = (index: number) => (base === undefined ? '' : joinPointer(base, index));
  const own: Issue[] = duplicateKeys(document);
  if (entries.length === 0 && list?.type !== 'array') {
    own.push({ code: 'manifest/wrong-type', severity: 'error', pointer: '', message: 'A tools/list result is {"tools": [...]} or {"result": {"tools": [...]}}.', ...placeOf(document, '') });
  }
  const capped = vetWithinCaps(
    entries,
    { pointer: base ?? '', what: 'tool list', place: (issue) => ({ ...issue, ...placeOf(document, issue.pointer) }), time },
    (node, index) => {
      const tool = vetEntry(document, node, pointerOf(index), options, conversion, time.budget);
      return { report: tool, issues: tool.report.issues };
    },
    (_, index): McpToolEntryReport => ({ pointer: pointerOf(index), report: NOT_VETTED }),
  );
  const tools = capped.reports;
  const issues = [...own, ...capped.issues, ...sameIds(document, tools, conversion.idPrefix)];
  const sorted = byPosition(issues);
  return { valid: isValid(sorted), issues: sorted, tools };
}

function vetEntry(document: JsonDocument, node: Node, pointer: string, options: VetOptions, conversion: McpToolListOptions, budget: VetBudget): McpToolEntryReport {
  let tool: unknown;
  try {
    tool = valueOf(document, node);
  } catch {
    return { pointer, report: { valid: false, issues: [{ code: 'json/syntax', severity: 'error', pointer, message: 'The MCP tool is not valid JSON.', ...placeOf(document, pointer) }] } };
  }
  const place = { pointer: (inner: string) => mcpPointer(inner, pointer, tool), offset: node.offset + document.bomLength, start: document.lines.position(node.offset), locate: (at: string) => placeOf(document, at) };
  const shape = shapeIssue(tool, pointer);
  if (shape !== undefined) return { pointer, report: { valid: false, issues: [{ ...shape, ...placeOf(document, shape.pointer) }] } };
  const mcp = tool as McpTool;
  const report = vetReading(fromMcpTool(mcp, fromOptions(conversion)), options, undefined, budget);
  const issues = byPosition(report.issues.map((issue) => relocate(inMcpWords(issue), place)));
  return { pointer, name: mcp.name, report: { ...report, issues } };
}

// fromMcpTool needs a name to make an id of; everything else the vet checks in manifest terms.
function shapeIssue(tool: unknown, pointer: string): Issue | undefined {
  if (!isObject(tool)) return { code: 'manifest/wrong-type', severity: 'error', pointer, message: 'An MCP tool is an object with a "name" and an "inputSchema".' };
  if (typeof tool.name !== 'string') {
    const missing = !Object.hasOwn(tool, 'name');
    return { code: missing ? 'manifest/missing-property' : 'manifest/wrong-type', severity: 'error', pointer: missing ? pointer : joinPointer(pointer, 'name'), message: missing ? 'The MCP tool has no "name".' : 'An MCP tool’s "name" is a string.' };
  }
  if (!Object.hasOwn(tool, 'inputSchema')) return { code: 'manifest/missing-property', severity: 'error', pointer, message: `The MCP tool "${tool.name}" has no "inputSchema".`, hint: 'A tool without parameters has {"type": "object", "additionalProperties": false}.' };
  return undefined;
}

function fromOptions(options: McpToolListOptions) {
  return { ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }), ...(options.version === undefined ? {} : { version: options.version }), ...(options.idPrefix === undefined ? {} : { idPrefix: options.idPrefix }) };
}

/** Where the list is: `/tools`, `/result/tools`, the root for a bare array, or undefined for a lone tool. */
function listPointer(document: JsonDocument): string | undefined {
  if (document.tree.type === 'array') return '';
  if (nodeAt(document, '/result/tools') !== undefined) return '/result/tools';
  if (nodeAt(document, '/tools') !== undefined) return '/tools';
  return undefined;
}

function unplaced({ line: _line, column: _column, ...issue }: Issue): Issue {
  return issue;
}

// A value has no text: it is printed, so the same code finds the tools (places are then of no use).
function valueDocument(value: unknown) {
  const read = valueText(value);
  return 'issues' in read ? { ok: false as const, issues: read.issues } : parseDocument(read.text, 'tool list');
}
