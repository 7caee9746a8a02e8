import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../src/index.js';
import { fromMcpTool, type McpTool } from '../../src/mcp/from-mcp-tool.js';
import { toMcpTool } from '../../src/mcp/to-mcp-tool.js';
import { compileToolValidators } from '../../src/validators/compile.js';
import { corpusTools } from './mcp-corpus.js';

const tools = [...corpusTools('mcp-tools'), ...corpusTools('mcp-spec-examples'), ...corpusTools('mcp-tools-edge')];

describe('real MCP servers’ tools through fromMcpTool and back', () => {
  test('the corpus is there', () => {
    expect(tools.length).toBeGreaterThan(400);
  });

  test('every tool becomes a manifest that vets with no error (but one whose input is not an object) and compiles', () => {
    const failures: string[] = [];
    for (const { file, tool } of tools) {
      const manifest = fromMcpTool(tool as McpTool, { endpoint: `mcp+stdio://${file.replace(/\.json$/, '')}`, version: '1.0.0', idPrefix: file.replace(/\.json$/, '') });
      const errors = vetToolManifest(manifest).issues.filter((issue) => issue.severity === 'error');
      // An input that does not say it is an object is one MCP clients refuse, and so does vet: that error alone.
      const notObject = (tool as McpTool).inputSchema.type !== 'object';
      if (notObject) {
        if (errors.map((issue) => issue.code).join() !== 'schema/input-not-object') failures.push(`${file} ${tool.name}: ${errors.map((issue) => `${issue.code} ${issue.pointer}`).join(', ')}`);
      } else if (errors.length > 0) failures.push(`${file} ${tool.name}: ${errors.map((issue) => `${issue.code} ${issue.pointer}`).join(', ')}`);
      else {
        try {
          compileToolValidators(manifest);
        } catch (error) {
          failures.push(`${file} ${tool.name}: ${String(error)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('every tool comes back through toMcpTool as it was, with or without a description', () => {
    for (const { tool } of tools) {
      const back = toMcpTool(fromMcpTool(tool as McpTool));
      expect({ name: back.name, inputSchema: back.inputSchema, outputSchema: back.outputSchema, annotations: back.annotations }).toEqual({
        name: tool.name,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: tool.annotations,
      });
      expect(back).toEqual(tool);
    }
  });
});
