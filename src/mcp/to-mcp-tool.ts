import { describeValue } from '../option-shapes.js';
import type { ToolManifest } from '../types.js';
import type { McpMetadata, McpTool } from './from-mcp-tool.js';

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
  if (manifest === null || typeof manifest !== 'object' || typeof manifest.id !== 'string' || typeof manifest.description !== 'string') {
    const missing = manifest !== null && typeof manifest === 'object' ? ['id', 'description'].filter((field) => typeof (manifest as unknown as Record<string, unknown>)[field] !== 'string') : [];
    const what = missing.length > 0 ? `an object without a string ${missing.map((field) => `"${field}"`).join(' and ')}` : describeValue(manifest);
    throw new TypeError(`toMcpTool takes a vetted manifest (a VetReport's "manifest"), not ${what}.`);
  }
  const kept = mcpMetadata(manifest.metadata);
  const annotations = {
    ...(kept?.tool.annotations ?? {}),
    // The manifest's own field wins: it may have been edited since the tool came in.
    ...(manifest.mutating === undefined ? {} : { readOnlyHint: !manifest.mutating }),
  };
  return {
    ...(kept?.tool ?? {}),
    name: kept?.tool.name ?? manifest.id.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 128),
    description: manifest.description,
    inputSchema: manifest.input,
    ...(kept?.hasOutputSchema === false ? {} : { outputSchema: manifest.output }),
    ...(Object.keys(annotations).length === 0 ? {} : { annotations }),
  };
}

function mcpMetadata(metadata: Record<string, unknown> | undefined): McpMetadata | undefined {
  const mcp = metadata?.['mcp'];
  if (mcp === null || typeof mcp !== 'object') return undefined;
  const { tool, hasOutputSchema } = mcp as Partial<McpMetadata>;
  if (tool === null || typeof tool !== 'object' || typeof tool.name !== 'string' || typeof hasOutputSchema !== 'boolean') return undefined;
  return { tool, hasOutputSchema };
}
