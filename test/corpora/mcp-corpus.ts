import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusPath } from '../fixtures.js';

/** One tool of a real MCP server's `tools/list`, with where it came from. */
export interface CorpusTool {
  readonly file: string;
  readonly tool: { name: string; title?: string; description?: string; inputSchema: Record<string, unknown>; outputSchema?: Record<string, unknown>; annotations?: Record<string, unknown> };
}

/** Every tool of every file in a corpus folder (`mcp-tools`, `mcp-tools-edge`, `mcp-spec-examples`). */
export function corpusTools(folder: string): CorpusTool[] {
  const dir = corpusPath(folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as CorpusTool['tool'][]).map((tool) => ({ file, tool })));
}

/** Wraps a corpus tool into a manifest, as an MCP tool or (transport absent) a pack tool. */
export function wrapTool({ tool }: CorpusTool, transport: 'mcp' | undefined): Record<string, unknown> {
  return {
    id: tool.name,
    description: tool.description || tool.title || tool.name,
    version: '1.0.0',
    ...(transport === undefined ? {} : { transport }),
    input: tool.inputSchema,
    output: tool.outputSchema ?? { type: 'object' },
  };
}
