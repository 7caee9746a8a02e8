import { fileURLToPath } from 'node:url';
import { ToolManifestError } from '../src/errors.js';

/** A folder of the shared corpora, read in place. */
export function corpusPath(relative: string): string {
  return fileURLToPath(new URL(`../../shared/corpora/${relative}`, import.meta.url));
}

/** A minimal valid pack tool, with fields replaced or added. */
export function packTool(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'acme.echo',
    description: 'Echoes its input.',
    version: '1.0.0',
    input: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
    output: { type: 'object' },
    ...overrides,
  };
}

/** A minimal valid MCP tool, with fields replaced or added. */
export function mcpTool(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return packTool({ transport: 'mcp', mcpEndpoint: 'mcp+stdio://echo-server', ...overrides });
}

/** An HTTP spec for a pack tool, with fields replaced or added. */
export function httpSpec(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { kind: 'http', method: 'GET', urlTemplate: 'https://api.example.com/echo?text={text}', ...overrides };
}

/** The `ToolManifestError` that `run` throws; anything else it throws is thrown on, and not throwing fails. */
export function refusal(run: () => unknown): ToolManifestError {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolManifestError) return error;
    throw error;
  }
  throw new Error('expected a ToolManifestError');
}

/** The `$schema` URI of each dialect an MCP tool's schemas may declare. */
export const MCP_DIALECT_URIS = {
  'draft-06': 'http://json-schema.org/draft-06/schema#',
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
} as const;
