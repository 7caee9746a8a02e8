import fc from 'fast-check';
import { compileToolValidators } from '../../src/index.js';
import { toolInputArbitrary, type ToolArbitraryOptions } from '../../src/testing/index.js';
import { mcpTool, packTool } from '../fixtures.js';

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** A pack tool (2020-12, strict) or, with `$schema` or `mcp`, an MCP tool with this input schema. */
export function toolWithInput(input: Record<string, unknown>, transport: 'pack' | 'mcp' = typeof input['$schema'] === 'string' ? 'mcp' : 'pack'): Record<string, unknown> {
  return transport === 'mcp' ? mcpTool({ input }) : packTool({ input });
}

/** `count` generated inputs, each checked against the tool's own input validator (the test fails on any invalid one). */
export function samplesOf(manifest: unknown, count = 200, options?: ToolArbitraryOptions, seed = 42): unknown[] {
  const samples = fc.sample(toolInputArbitrary(manifest, options), { seed, numRuns: count });
  const { input } = compileToolValidators(manifest, options?.compile);
  const invalid = samples.filter((sample) => !input(sample).valid);
  if (invalid.length > 0) throw new Error(`invalid samples: ${JSON.stringify(invalid.slice(0, 3))}`);
  return samples;
}
