import { findNodeAtLocation, getNodeValue, parseTree, type Node } from 'jsonc-parser';
import { joinPointer, splitPointer, type Fix, type Issue } from '../issue.js';
import { fromMcpTool, type McpTool } from '../mcp/from-mcp-tool.js';
import type { VetOptions } from '../options.js';
import { vetToolManifest } from '../vet.js';

/** What a document is, judged by its content. */
export type DocumentKind = 'tool' | 'pack' | 'tool-list';

/** A document's issues, with lines, columns and fix offsets into the whole document. */
export interface DocumentVetting {
  readonly kind: DocumentKind;
  readonly issues: readonly Issue[];
}

/**
 * Recognises a document by its content and vets it: a pack manifest (`manifestVersion` and
 * `tools`) has each inline tool vetted in place; a tool list (`{tools: […]}` or
 * `{result: {tools: […]}}`, as MCP's `tools/list` answers) has each MCP tool vetted as an MCP
 * tool; anything with `input`, `output`, `id` or `description` is a tool manifest. Undefined for
 * other JSON, which the language server and `--fix` leave alone. The one place they ask
 * what is wrong with a file: pack and tool-list vetting can be pointed at `src/pack/` here.
 *
 * @example
 * ```ts
 * vetDocument('{"manifestVersion": "1.0", "tools": [{"id": "a.b", …}]}')?.issues[0].pointer; // '/tools/0/…'
 * ```
 */
export function vetDocument(text: string, options: VetOptions = {}): DocumentVetting | undefined {
  const tree = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  const kind = kindOf(tree);
  if (kind === undefined) return undefined;
  if (kind === 'tool' || tree === undefined) return { kind: 'tool', issues: vetToolManifest(text, options).issues };
  if (kind === 'pack') return { kind, issues: vetInlineTools(text, tree, ['tools'], options) };
  const path = findNodeAtLocation(tree, ['tools']) === undefined ? ['result', 'tools'] : ['tools'];
  return { kind, issues: vetListedTools(text, tree, path, options) };
}

function kindOf(tree: Node | undefined): DocumentKind | undefined {
  if (tree === undefined) return 'tool';
  if (tree.type !== 'object') return undefined;
  const keys = new Set((tree.children ?? []).map((property) => property.children?.[0]?.value as string));
  if (keys.has('manifestVersion') && keys.has('tools')) return 'pack';
  const listed = (node: Node | undefined) => node?.type === 'array';
  if ((keys.size === 1 && listed(findNodeAtLocation(tree, ['tools']))) || listed(findNodeAtLocation(tree, ['result', 'tools']))) return 'tool-list';
  return ['input', 'output', 'id', 'description'].some((key) => keys.has(key)) ? 'tool' : undefined;
}

// An inline tool is vetted as the text it is, so its issues keep their fixes; then moved to where it stands.
function vetInlineTools(text: string, tree: Node, path: string[], options: VetOptions): Issue[] {
  const list = findNodeAtLocation(tree, path);
  return (list?.children ?? []).flatMap((entry, index) => {
    if (entry.type !== 'object' || (entry.children?.length === 1 && entry.children[0]?.children?.[0]?.value === 'path')) return [];
    const prefix = joinPointer('', ...path, index);
    return vetToolManifest(text.slice(entry.offset, entry.offset + entry.length), options).issues.map((issue) => shift(issue, text, entry.offset, prefix));
  });
}

// Where a converted manifest field stands in the MCP tool it came from; fields the conversion made up have no place.
const MCP_FIELDS: Record<string, string | undefined> = { input: 'inputSchema', output: 'outputSchema', description: 'description' };

function vetListedTools(text: string, tree: Node, path: string[], options: VetOptions): Issue[] {
  const list = findNodeAtLocation(tree, path);
  const values = (list === undefined ? [] : getNodeValue(list)) as unknown[];
  return values.flatMap((tool, index) => {
    const prefix = joinPointer('', ...path, index);
    if (tool === null || typeof tool !== 'object' || typeof (tool as McpTool).name !== 'string' || typeof (tool as McpTool).inputSchema !== 'object') {
      return [place({ code: 'manifest/wrong-type', severity: 'error', pointer: prefix, message: 'A tool list entry must be an MCP tool: an object with a "name" and an "inputSchema" object.' }, text, tree)];
    }
    return vetToolManifest(fromMcpTool(tool as McpTool), options).issues.flatMap((issue) => {
      const [field = '', ...rest] = splitPointer(issue.pointer);
      const mapped = MCP_FIELDS[field];
      if (mapped === undefined) return [];
      const { fix: _fix, suggestions: _suggestions, ...plain } = issue;
      return [place({ ...plain, pointer: joinPointer(prefix, mapped, ...rest), message: issue.message }, text, tree)];
    });
  });
}

/** An issue's line and column from the nearest node its pointer names. */
function place(issue: Issue, text: string, tree: Node): Issue {
  const tokens = splitPointer(issue.pointer).map((token) => (/^\d+$/.test(token) ? Number(token) : token));
  let node: Node | undefined;
  while ((node = findNodeAtLocation(tree, tokens)) === undefined && tokens.length > 0) tokens.pop();
  return { ...issue, ...lineColumn(text, node?.offset ?? 0) };
}

function shift(issue: Issue, text: string, offset: number, prefix: string): Issue {
  const start = lineColumn(text, offset);
  const moved = (fix: Fix): Fix => ({ ...fix, edits: fix.edits.map((edit) => ({ ...edit, offset: edit.offset + offset })) });
  return {
    ...issue,
    pointer: prefix + issue.pointer,
    ...(issue.line === undefined ? start : { line: issue.line + start.line - 1, column: issue.line === 1 ? (issue.column ?? 1) + start.column - 1 : (issue.column ?? 1) }),
    ...(issue.fix === undefined ? {} : { fix: moved(issue.fix) }),
    ...(issue.suggestions === undefined ? {} : { suggestions: issue.suggestions.map(moved) }),
  };
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index >= 0 && index < offset; index = text.indexOf('\n', index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
