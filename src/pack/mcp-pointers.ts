import { joinPointer, splitPointer, type Issue } from '../issue.js';
import { isObject } from '../json.js';

/**
 * Maps a pointer into the manifest that `fromMcpTool` made back to the MCP tool it came from,
 * under `prefix` (the tool's place in its file): `/input/…` → `…/inputSchema/…`, `/id` →
 * `…/name`, `/mutating` → `…/annotations/readOnlyHint`, `/metadata/mcp/tool/x` → `…/x`.
 * A field the tool has no counterpart for (an absent `outputSchema`, `version` or
 * `mcpEndpoint` given as options) points at the tool itself.
 *
 * @example
 * ```ts
 * mcpPointer('/input/properties/q', '/result/tools/3', tool); // '/result/tools/3/inputSchema/properties/q'
 * ```
 */
export function mcpPointer(pointer: string, prefix: string, tool: unknown): string {
  const [field, ...rest] = splitPointer(pointer);
  const has = (key: string) => isObject(tool) && Object.hasOwn(tool, key);
  const under = (...tokens: string[]) => joinPointer(prefix, ...tokens, ...rest);
  switch (field) {
    case 'input':
      return under('inputSchema');
    case 'output':
      return has('outputSchema') ? under('outputSchema') : prefix;
    case 'id':
      return joinPointer(prefix, 'name');
    case 'description':
      return has('description') ? joinPointer(prefix, 'description') : prefix;
    case 'mutating':
      return has('annotations') ? joinPointer(prefix, 'annotations', 'readOnlyHint') : prefix;
    case 'metadata':
      return rest[0] === 'mcp' && rest[1] === 'tool' && rest.length > 2 ? joinPointer(prefix, ...rest.slice(2)) : prefix;
    default:
      return prefix;
  }
}

/**
 * An issue of the manifest `fromMcpTool` made, in the MCP tool's words where its field has
 * another name there: `"mutating" must be a boolean` is about `annotations.readOnlyHint`, which
 * `fromMcpTool` carried over as it was.
 */
export function inMcpWords(issue: Issue): Issue {
  if (issue.pointer !== '/mutating' || !issue.message.includes('"mutating"')) return issue;
  return { ...issue, message: issue.message.replaceAll('"mutating"', '"annotations.readOnlyHint"') };
}
