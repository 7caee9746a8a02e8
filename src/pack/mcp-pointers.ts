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
 * `fromMcpTool` carried over as it was, and a schema's issues name `inputSchema` and
 * `outputSchema`, not the manifest's `input` and `output`.
 */
export function inMcpWords(issue: Issue): Issue {
  if (issue.pointer === '/mutating' && issue.message.includes('"mutating"')) return { ...issue, message: issue.message.replaceAll('"mutating"', '"annotations.readOnlyHint"') };
  const field = schemaField(issue.pointer);
  if (field === undefined) return issue;
  const message = schemaWords(issue.message, field);
  const hint = issue.hint === undefined ? undefined : schemaWords(issue.hint, field);
  return message === issue.message && hint === issue.hint ? issue : { ...issue, message, ...(hint === undefined ? {} : { hint }) };
}

function schemaField(pointer: string): 'input' | 'output' | undefined {
  for (const field of ['input', 'output'] as const) if (pointer === `/${field}` || pointer.startsWith(`/${field}/`)) return field;
  return undefined;
}

// Only the places where the library's own words name the field: the "input: " before a dialect
// issue and the hints' "root of input". Names quoted from the schema are never touched.
function schemaWords(text: string, field: 'input' | 'output'): string {
  const prefixed = text.startsWith(`${field}: `) ? `${field}Schema: ${text.slice(field.length + 2)}` : text;
  return prefixed.replaceAll(`root of ${field};`, `root of ${field}Schema;`).replaceAll(`root of ${field}.`, `root of ${field}Schema.`);
}
