import { isObject } from '../json.js';
import { describeValue } from '../option-shapes.js';
import type { ToolManifest } from '../types.js';
import type { McpMetadata, McpTool, McpToolAnnotations } from './from-mcp-tool.js';
import { readOf } from './read.js';
import { asMcpToolName } from './tool-name.js';

/**
 * Turns a manifest into an MCP tool for a `tools/list` answer: `input` and `output` become
 * `inputSchema` and `outputSchema`, `mutating` becomes `readOnlyHint`. A manifest made by
 * {@link fromMcpTool} gives back the tool it came from (its name, title, annotations and other
 * fields, kept in `metadata.mcp`, and no `outputSchema` if it had none); another manifest's id
 * becomes the name, with characters MCP names do not allow made `_`.
 *
 * @example
 * ```ts
 * const tool = toMcpTool(manifest); // { name: 'acme.echo', description: 'Echoes its input.', inputSchema: {…}, outputSchema: {…} }
 * ```
 */
export function toMcpTool(manifest: ToolManifest): McpTool {
  if (manifest === null || typeof manifest !== 'object') throw notAManifest(describeValue(manifest));
  // Each field is read once: a caller's getter or Proxy trap throws here, as the TypeError, and nowhere after.
  const field = <K extends keyof ToolManifest>(key: K): ToolManifest[K] => readOf(() => manifest[key], `"${key}"`, notAManifest);
  const id: unknown = field('id');
  const description: unknown = field('description');
  if (typeof id !== 'string' || typeof description !== 'string') {
    const missing = Object.entries({ id, description }).filter(([, value]) => typeof value !== 'string');
    throw notAManifest(`an object without a string ${missing.map(([key]) => `"${key}"`).join(' and ')}`);
  }
  const metadata = field('metadata');
  const kept = readOf(() => mcpMetadata(metadata), '"metadata.mcp"', notAManifest);
  const mutating = field('mutating');
  // The manifest's own field wins: it may have been edited since the tool came in. Without it the
  // tool may change things (`mutating` is true by default), so no kept hint says otherwise.
  const hints = isObject(kept?.annotations) ? kept.annotations : undefined;
  const { readOnlyHint: keptHint, ...keptAnnotations } = hints ?? {};
  const readOnlyHint = mutating === undefined ? (keptHint === false ? false : undefined) : !mutating;
  // Annotations that are no object (a server's mistake, for vet to report) come back as they were, unless a hint must be written.
  const annotations = hints === undefined && readOnlyHint === undefined ? kept?.annotations : { ...keptAnnotations, ...(readOnlyHint === undefined ? {} : { readOnlyHint }) };
  const hasAnnotations = kept?.hasAnnotations === true || readOnlyHint !== undefined;
  const inputSchema = field('input');
  // A description fromMcpTool made up, and left as it was, is not the tool's: it goes (and a blank one the tool had comes back with its fields).
  const madeUp = kept?.madeDescription === description;
  return {
    ...(kept?.fields ?? {}),
    name: kept?.name ?? asMcpToolName(id),
    ...(madeUp ? {} : { description }),
    inputSchema,
    ...(kept?.hasOutputSchema === false ? {} : { outputSchema: field('output') }),
    ...(hasAnnotations ? { annotations: annotations as McpToolAnnotations } : {}),
  };
}

function notAManifest(what: string): TypeError {
  return new TypeError(`toMcpTool takes a tool manifest (a VetReport's "manifest", or fromMcpTool's result), not ${what}.`);
}

// What fromMcpTool kept, its fields and annotations copied: they are spread into the tool made, and read only here.
function mcpMetadata(metadata: Record<string, unknown> | undefined) {
  const mcp = metadata?.['mcp'];
  if (mcp === null || typeof mcp !== 'object') return undefined;
  const { tool, hasOutputSchema, madeDescription } = mcp as Partial<McpMetadata>;
  if (tool === null || typeof tool !== 'object' || typeof hasOutputSchema !== 'boolean') return undefined;
  const name: unknown = tool.name;
  if (typeof name !== 'string') return undefined;
  // The schemas are the manifest's, which were vetted; a copy of them here was not.
  const { inputSchema: _input, outputSchema: _output, annotations, ...fields } = tool;
  const hasAnnotations = Object.hasOwn(tool, 'annotations');
  return { fields, name, annotations: isObject(annotations) ? { ...annotations } : (annotations as unknown), hasAnnotations, hasOutputSchema, madeDescription: typeof madeDescription === 'string' ? madeDescription : undefined };
}
