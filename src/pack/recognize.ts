import { isObject } from '../json.js';

/** What a JSON document is, as the CLI tells them apart. */
export type DocumentKind = 'pack' | 'tool-list' | 'mcp-tool' | 'manifest';

/**
 * Tells a pack manifest (`manifestVersion`), an MCP `tools/list` result (`{tools: [...]}`, the
 * JSON-RPC response `{result: {tools: [...]}}` or any other JSON-RPC response, such as an error, or a bare
 * array of tools) and a lone MCP tool (`name` and `inputSchema`, no `id`) from a tool manifest, which is everything else. A file named
 * `pack.json` is a pack whatever it holds, so its problems are reported as a pack's.
 *
 * @example
 * ```ts
 * documentKind({ result: { tools: [] } }); // 'tool-list'
 * documentKind({ id: 'a.b', input: {} }); // 'manifest'
 * ```
 */
export function documentKind(value: unknown, fileName?: string): DocumentKind {
  if (fileName !== undefined && /(^|[\\/])pack\.json$/.test(fileName)) return 'pack';
  // A bare array of MCP tools, as servers' tool lists are often saved (or a batch of responses, which vetMcpToolList refuses in its words).
  if (Array.isArray(value)) return value.length > 0 && value.every((entry) => isMcpTool(entry) || isJsonRpcResponse(entry)) ? 'tool-list' : 'manifest';
  if (!isObject(value)) return 'manifest';
  if (Object.hasOwn(value, 'manifestVersion')) return 'pack';
  // A JSON-RPC response has an "id" of its own: its "jsonrpc" and its result or error tell it from a manifest, which has neither.
  if (isJsonRpcResponse(value) || (isObject(value.result) && Object.hasOwn(value.result, 'tools'))) return 'tool-list';
  if (Object.hasOwn(value, 'id') || Object.hasOwn(value, 'input')) return 'manifest';
  if (Object.hasOwn(value, 'tools')) return 'tool-list';
  if (Object.hasOwn(value, 'name') && Object.hasOwn(value, 'inputSchema')) return 'mcp-tool';
  return 'manifest';
}

function isMcpTool(value: unknown): boolean {
  return isObject(value) && Object.hasOwn(value, 'name') && Object.hasOwn(value, 'inputSchema');
}

// A JSON-RPC 2.0 response: its "jsonrpc", and a "result" or an "error" (a manifest has none of the three).
function isJsonRpcResponse(value: unknown): boolean {
  return isObject(value) && Object.hasOwn(value, 'jsonrpc') && (Object.hasOwn(value, 'result') || Object.hasOwn(value, 'error'));
}
