import type { Node } from 'jsonc-parser';
import type { Issue } from '../issue.js';
import { quote } from '../quote.js';
import { nodeAt, placeOf, type JsonDocument } from './document.js';

/**
 * Where a document given to `vetMcpToolList` holds its tools: a list at `pointer` (`''` for a
 * bare array, `/tools`, `/result/tools`), a lone MCP tool at the root, or no tools, and the issue
 * at the member that says why (a JSON-RPC error response, a result without `tools`, `tools` that
 * is no list).
 */
export type ListPlace = { readonly kind: 'list'; readonly pointer: string; readonly node: Node } | { readonly kind: 'lone-tool' } | { readonly kind: 'none'; readonly issue: Issue };

/**
 * Finds the tools of a `tools/list` answer as a server sends it (the JSON-RPC response), as it is
 * often saved (its `result`, a bare array), or a lone tool.
 *
 * @example
 * ```ts
 * listPlace(parsed('{"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "Method not found"}}'));
 * // { kind: 'none', issue: manifest/invalid-value at /error: the server answered with an error }
 * ```
 */
export function listPlace(document: JsonDocument): ListPlace {
  const { tree } = document;
  if (tree.type === 'array') return { kind: 'list', pointer: '', node: tree };
  if (tree.type !== 'object') return none(document, '', 'manifest/wrong-type', 'A tools/list result is {"tools": [...]} or {"result": {"tools": [...]}}.');
  for (const pointer of ['/result/tools', '/tools']) if (nodeAt(document, pointer) !== undefined) return listAt(document, pointer);
  const has = (member: string) => nodeAt(document, `/${member}`) !== undefined;
  // A JSON-RPC response without tools: a tool has a name, and none of these members.
  if (has('name') || !['jsonrpc', 'result', 'error'].some(has)) return { kind: 'lone-tool' };
  const result = nodeAt(document, '/result');
  if (result?.type === 'object') return none(document, '/result', 'manifest/missing-property', 'The JSON-RPC result has no "tools": it is not the answer to tools/list.');
  if (result !== undefined) return none(document, '/result', 'manifest/wrong-type', `The JSON-RPC result of tools/list is an object, {"tools": [...]}, not ${kindOf(result)}.`);
  if (has('error')) return none(document, '/error', 'manifest/invalid-value', `The server answered tools/list with a JSON-RPC error${errorWords(document)}, not a result: there are no tools to vet.`, 'Fix what the server says, then save its answer again.');
  return none(document, '', 'manifest/missing-property', 'A JSON-RPC response has a "result" (for tools/list, {"tools": [...]}) or an "error"; this one has neither.');
}

function listAt(document: JsonDocument, pointer: string): ListPlace {
  const node = nodeAt(document, pointer) as Node;
  if (node.type === 'array') return { kind: 'list', pointer, node };
  return none(document, pointer, 'manifest/wrong-type', `"tools" is a list of MCP tools, not ${kindOf(node)}.`);
}

// The error's code and message, as far as the server gave them (its message cut short).
function errorWords(document: JsonDocument): string {
  const code = nodeAt(document, '/error/code');
  const message = nodeAt(document, '/error/message');
  const words = [code?.type === 'number' ? String(code.value) : undefined, message?.type === 'string' ? quote(String(message.value).slice(0, 200)) : undefined].filter((word) => word !== undefined);
  return words.length === 0 ? '' : ` (${words.join(': ')})`;
}

function kindOf(node: Node): string {
  return node.type === 'array' ? 'an array' : node.type === 'object' ? 'an object' : node.type === 'null' ? 'null' : `a ${node.type}`;
}

function none(document: JsonDocument, pointer: string, code: string, message: string, hint?: string): ListPlace {
  const issue: Issue = { code, severity: 'error', pointer, message, ...(hint === undefined ? {} : { hint }), ...placeOf(document, pointer) };
  return { kind: 'none', issue };
}
