import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { Issue } from '../issue.js';
import type { VetOptions } from '../options.js';
import { vetMcpToolList } from '../pack/vet-mcp-list.js';
import { vetPack } from '../pack/vet-pack.js';
import { vetToolManifest } from '../vet.js';
import { documentBoundsIssue } from '../pack/document.js';

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
 * other JSON, which the language server and `--fix` leave alone. A tool list's tools get `endpoint`
 * as their `mcpEndpoint` (`check --mcp-endpoint`). The one place they ask
 * what is wrong with a file: pack and tool-list vetting can be pointed at `src/pack/` here.
 *
 * @example
 * ```ts
 * vetDocument('{"manifestVersion": "1.0", "tools": [{"id": "a.b", …}]}')?.issues[0].pointer; // '/tools/0/…'
 * ```
 */
export function vetDocument(text: string, options: VetOptions = {}, endpoint?: string): DocumentVetting | undefined {
  // The text is measured before a parser builds its tree: 6 MB of duplicate keys ran the language
  // server out of memory, and 10,000 levels of nesting overflowed the parser's stack.
  const refused = refusal(text);
  if (refused !== undefined) return refused === OTHER ? undefined : refused;
  const tree = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  const kind = kindOf(tree);
  if (kind === undefined) return undefined;
  if (kind === 'tool' || tree === undefined) return { kind: 'tool', issues: vetToolManifest(text, options).issues };
  // Packs and tool lists are vetted as `check` vets them (src/pack/): the pack's own fields and rules too.
  // A `{path}` tool is a document of its own in an editor, vetted when it is opened: no note that it was not read here.
  if (kind === 'pack') return { kind, issues: vetPack(text, options).issues.filter((issue) => issue.code !== 'pack/path-not-read') };
  return { kind, issues: vetMcpToolList(text, endpoint === undefined ? options : { ...options, endpoint }).issues };
}

// A text past the bounds of a pack or tool list is no document to parse: it is its one issue, if
// it looks like a document of ours by its first keys, and otherwise left alone as other JSON is.
function refusal(text: string): DocumentVetting | typeof OTHER | undefined {
  const issue = documentBoundsIssue(text, 'document');
  if (issue === undefined) return undefined;
  return OURS.test(text.slice(0, 4096)) ? { kind: 'tool', issues: [issue] } : OTHER;
}

const OTHER = Symbol('other JSON');

// The keys a tool manifest, a pack or a tool list begins with, looked for near the start of a text too large to parse.
const OURS = /"(?:input|output|id|description|manifestVersion|tools|result)"\s*:/;

function kindOf(tree: Node | undefined): DocumentKind | undefined {
  if (tree === undefined) return 'tool';
  if (tree.type !== 'object') return undefined;
  const keys = new Set((tree.children ?? []).map((property) => property.children?.[0]?.value as string));
  if (keys.has('manifestVersion') && keys.has('tools')) return 'pack';
  const listed = (node: Node | undefined) => node?.type === 'array';
  if ((keys.size === 1 && listed(findNodeAtLocation(tree, ['tools']))) || listed(findNodeAtLocation(tree, ['result', 'tools']))) return 'tool-list';
  return ['input', 'output', 'id', 'description'].some((key) => keys.has(key)) ? 'tool' : undefined;
}
