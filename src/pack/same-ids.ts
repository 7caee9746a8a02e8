import { joinPointer, type Issue } from '../issue.js';
import { conventionalId } from '../mcp/from-mcp-tool.js';
import { placeOf, type JsonDocument } from './document.js';
import type { McpToolEntryReport } from './vet-mcp-list.js';

/**
 * `pack/duplicate-tool-id` on each tool of a list whose name becomes the id of an earlier one:
 * names that differ can become one id (`getX` and `get_x` are both `get-x`), and a runtime looks
 * tools up by id, so would keep one.
 */
export function sameIds(document: JsonDocument, tools: readonly McpToolEntryReport[], idPrefix: string | undefined): Issue[] {
  const issues: Issue[] = [];
  const first = new Map<string, McpToolEntryReport>();
  for (const tool of tools) {
    if (tool.name === undefined) continue;
    const id = conventionalId(tool.name, idPrefix);
    const earlier = first.get(id);
    if (earlier === undefined) {
      first.set(id, tool);
      continue;
    }
    const pointer = joinPointer(tool.pointer, 'name');
    issues.push({
      code: 'pack/duplicate-tool-id',
      severity: 'error',
      pointer,
      message: `The tool "${tool.name}" becomes the id "${id}", as "${earlier.name}" does: a runtime looks tools up by id, and would keep only one.`,
      hint: 'Rename one of the two tools so that their names differ in more than case and punctuation.',
      ...placeOf(document, pointer),
    });
  }
  return issues;
}
