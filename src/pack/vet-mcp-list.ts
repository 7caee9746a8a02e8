import type { Node } from 'jsonc-parser';
import { joinPointer, type Issue } from '../issue.js';
import { isObject } from '../json.js';
import { fromMcpTool, type McpTool } from '../mcp/from-mcp-tool.js';
import type { VetOptions } from '../options.js';
import type { VetReport } from '../report.js';
import { vetReading } from '../vet.js';
import type { VetBudget } from '../source/budget.js';
import { duplicateKeys, parseDocument, placeOf, valueOf, type JsonDocument } from './document.js';
import { mcpFieldIssues } from './mcp-tool-fields.js';
import { listPlace } from './tool-list-place.js';
import { inMcpWords, mcpPointer } from './mcp-pointers.js';
import { mcpListOptions } from './pack-options.js';
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
 * that key. A lone MCP tool (`{name, inputSchema, …}`) is vetted the same way, at the root. An
 * answer without tools (a JSON-RPC error, a result without `tools`) is one issue at the member
 * that says why. The tools' vets share one budget (`limits.maxListMs`).
 *
 * @example
 * ```ts
 * const report = vetMcpToolList(readFileSync('tools-list.json'), { endpoint: 'mcp+stdio://npx -y @acme/mcp' });
 * for (const issue of report.issues) console.log(issue.pointer, issue.line, issue.message);
 * ```
 */
export function vetMcpToolList(source: unknown, given: McpToolListOptions = {}): McpToolListReport {
  const options = mcpListOptions(given);
  const isText = typeof source === 'string' || isBytes(source);
  const parsed = isText ? parseDocument(source, 'tool list') : valueDocument(source);
  if (!parsed.ok) return { valid: false, issues: parsed.issues, tools: [] };
  // The tools' vets take the list's options whole (they let endpoint, version and idPrefix through): one snapshot, read once.
  const { endpoint, version, idPrefix } = options;
  const report = vetList(parsed.document, options, { endpoint, version, idPrefix }, listTime(options));
  // A value has no text: the places found in its printed form mean nothing to the caller.
  return isText ? report : { ...report, issues: report.issues.map(unplaced), tools: report.tools.map((tool) => ({ ...tool, report: { ...tool.report, issues: tool.report.issues.map(unplaced) } })) };
}

function vetList(document: JsonDocument, options: VetOptions, conversion: McpToolListOptions, time: ListTime): McpToolListReport {
  const place = listPlace(document);
  const base = place.kind === 'list' ? place.pointer : undefined;
  // Nodes, each entry's pointer made when it is vetted: a list may hold hundreds of thousands past those vetted.
  const entries: readonly Node[] = place.kind === 'list' ? (place.node.children ?? []) : place.kind === 'lone-tool' ? [document.tree] : [];
  const pointerOf = (index: number) => (base === undefined ? '' : joinPointer(base, index));
  const own: Issue[] = duplicateKeys(document);
  if (place.kind === 'none') own.push(place.issue);
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
  const fields = mcpFieldIssues(mcp, pointer).map((issue) => ({ ...issue, ...placeOf(document, issue.pointer) }));
  const issues = byPosition([...report.issues.map((issue) => relocate(inMcpWords(issue), place)), ...fields]);
  return { pointer, name: mcp.name, report: { ...report, valid: report.valid && isValid(fields), issues } };
}

// fromMcpTool needs a name to make an id of; everything else the vet checks in manifest terms.
function shapeIssue(tool: unknown, pointer: string): Issue | undefined {
  if (!isObject(tool)) return { code: 'manifest/wrong-type', severity: 'error', pointer, message: 'An MCP tool is an object with a "name" and an "inputSchema".' };
  if (typeof tool.name !== 'string') {
    const missing = !Object.hasOwn(tool, 'name');
    // An entry of a batch: MCP has sent no JSON-RPC batches since 2025-06-18, and a batch is no tools/list answer.
    if (missing && ['jsonrpc', 'result', 'error'].some((member) => Object.hasOwn(tool, member))) {
      return { code: 'manifest/wrong-type', severity: 'error', pointer, message: 'This is a JSON-RPC response, not an MCP tool: a list of responses (a JSON-RPC batch) is no tools/list answer.', hint: 'Vet each response on its own, or the "result" of one: {"tools": [...]}.' };
    }
    return { code: missing ? 'manifest/missing-property' : 'manifest/wrong-type', severity: 'error', pointer: missing ? pointer : joinPointer(pointer, 'name'), message: missing ? 'The MCP tool has no "name".' : 'An MCP tool’s "name" is a string.' };
  }
  // The name is the tool's only handle (tools/call names it), and no id can be made of "".
  if (tool.name === '') return { code: 'manifest/invalid-value', severity: 'error', pointer: joinPointer(pointer, 'name'), message: 'The MCP tool’s "name" is empty: tools/call names the tool by it.', hint: 'Name it with letters, digits, "_", "-" and ".", at most 128 characters.' };
  if (!Object.hasOwn(tool, 'inputSchema')) return { code: 'manifest/missing-property', severity: 'error', pointer, message: `The MCP tool "${tool.name}" has no "inputSchema".`, hint: 'A tool without parameters has {"type": "object", "additionalProperties": false}.' };
  return undefined;
}

function fromOptions(options: McpToolListOptions) {
  return { ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }), ...(options.version === undefined ? {} : { version: options.version }), ...(options.idPrefix === undefined ? {} : { idPrefix: options.idPrefix }) };
}

function unplaced({ line: _line, column: _column, ...issue }: Issue): Issue {
  return issue;
}

// A value has no text: it is printed, so the same code finds the tools (places are then of no use).
function valueDocument(value: unknown) {
  const read = valueText(value);
  return 'issues' in read ? { ok: false as const, issues: read.issues } : parseDocument(read.text, 'tool list');
}
