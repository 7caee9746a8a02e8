import { getNodeValue, parseTree, type Node } from 'jsonc-parser';
import type { Issue } from '../issue.js';
import type { VetOptions } from '../options.js';
import { vetMcpToolList } from '../pack/vet-mcp-list.js';
import { vetPack } from '../pack/vet-pack.js';
import { vetToolManifest } from '../vet.js';
import { documentBoundsIssue } from '../pack/document.js';
import { documentKind } from '../pack/recognize.js';

/** What a document is, judged by its content. */
export type DocumentKind = 'tool' | 'pack' | 'tool-list';

/** A document's issues, with lines, columns and fix offsets into the whole document. */
export interface DocumentVetting {
  readonly kind: DocumentKind;
  readonly issues: readonly Issue[];
}

/**
 * Recognises a document as `check` does ({@link documentKind}, `fileName` for a `pack.json`) and
 * vets it: a pack manifest has each inline tool vetted in place; a tool list (`{tools: […]}`, a
 * `tools/list` answer or any JSON-RPC response, an array of MCP tools, a lone MCP tool) has each
 * MCP tool vetted as an MCP tool; what `check` would vet as a tool manifest is one here when it is
 * an object with `input`, `output`, `id` or `description`. Undefined for other JSON (and a text
 * that parses to nothing and names none of those keys, as an empty one), which the language server
 * and `--fix` leave alone. A tool list's tools get `endpoint` as their `mcpEndpoint` (`check
 * --mcp-endpoint`). The one place they ask what is wrong with a file: pack and tool-list vetting
 * can be pointed at `src/pack/` here.
 *
 * @example
 * ```ts
 * vetDocument('{"manifestVersion": "1.0", "tools": [{"id": "a.b", …}]}')?.issues[0].pointer; // '/tools/0/…'
 * ```
 */
export function vetDocument(text: string, options: VetOptions = {}, endpoint?: string, fileName?: string): DocumentVetting | undefined {
  const recognised = recognise(text, fileName);
  if (recognised === undefined || typeof recognised === 'object') return recognised;
  const kind = recognised;
  if (kind === 'tool') return { kind: 'tool', issues: vetToolManifest(text, options).issues };
  // Packs and tool lists are vetted as `check` vets them (src/pack/): the pack's own fields and rules too.
  // A `{path}` tool is a document of its own in an editor, vetted when it is opened: no note that it was not read here.
  if (kind === 'pack') return { kind, issues: vetPack(text, options).issues.filter((issue) => issue.code !== 'pack/path-not-read') };
  return { kind, issues: vetMcpToolList(text, endpoint === undefined ? options : { ...options, endpoint }).issues };
}

/**
 * What {@link vetDocument} would vet a text as, without vetting it: undefined for a text it leaves
 * alone (the language server's note about a broken config goes only in documents of ours).
 */
export function documentKindOfText(text: string, fileName?: string): DocumentKind | undefined {
  const recognised = recognise(text, fileName);
  return typeof recognised === 'object' ? recognised.kind : recognised;
}

// The text's kind, or, past the bounds of a document, its one issue.
function recognise(text: string, fileName: string | undefined): DocumentKind | DocumentVetting | undefined {
  // The text is measured before a parser builds its tree: 6 MB of duplicate keys ran the language
  // server out of memory, and 10,000 levels of nesting overflowed the parser's stack.
  const refused = refusal(text);
  if (refused !== undefined) return refused === OTHER ? undefined : refused;
  return kindOf(parseTree(text, [], { allowTrailingComma: true, disallowComments: false }), text, fileName);
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

// The CLI's own judgement, so an editor and `check` never vet one file as two kinds of document (a JSON-RPC
// error answer was vetted as a tool manifest missing four fields; a lone MCP tool, or a pack with no `tools`
// yet, not at all or as a manifest). Only "everything else is a manifest" is narrowed to what names its keys.
function kindOf(tree: Node | undefined, text: string, fileName: string | undefined): DocumentKind | undefined {
  // Nothing parsed (an empty document, Markdown): a manifest only if it names a manifest's keys.
  if (tree === undefined) return OURS.test(text.slice(0, 4096)) ? 'tool' : undefined;
  switch (documentKind(getNodeValue(tree), fileName)) {
    case 'pack':
      return 'pack';
    case 'tool-list':
    case 'mcp-tool':
      return 'tool-list';
    case 'manifest': {
      const keys = tree.type === 'object' ? (tree.children ?? []).map((property) => property.children?.[0]?.value as unknown) : [];
      return keys.some((key) => key === 'input' || key === 'output' || key === 'id' || key === 'description') ? 'tool' : undefined;
    }
  }
}
