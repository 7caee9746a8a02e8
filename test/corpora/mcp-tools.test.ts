import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../src/index.js';
import { corpusTools, wrapTool } from './mcp-corpus.js';

const DRAFT_07 = /^http:\/\/json-schema\.org\/draft-07\/schema#?$/;
const tools = [...corpusTools('mcp-tools'), ...corpusTools('mcp-spec-examples')];
const errorsOf = (manifest: unknown) => vetToolManifest(manifest).issues.filter((issue) => issue.severity === 'error');

describe('real MCP servers’ tools', () => {
  test('the corpus is there', () => {
    expect(tools.length).toBeGreaterThan(400);
  });

  test('as MCP tools, every one vets with no error', () => {
    const failures = tools
      .map((entry) => ({ where: `${entry.file} ${entry.tool.name}`, errors: errorsOf(wrapTool(entry, 'mcp')) }))
      .filter(({ errors }) => errors.length > 0);
    expect(failures).toEqual([]);
  });

  test('as pack tools, draft-07 ones get dialect/not-allowed at /input, the others no dialect issue', () => {
    const wrong: string[] = [];
    for (const entry of tools) {
      const issues = vetToolManifest(wrapTool(entry, undefined)).issues;
      const dialectIssues = issues.filter((issue) => issue.code.startsWith('dialect/'));
      const declaresDraft07 = DRAFT_07.test(String(entry.tool.inputSchema.$schema));
      const atInput = dialectIssues.filter((issue) => issue.pointer === '/input/$schema' && issue.code === 'dialect/not-allowed');
      const outputDialect = entry.tool.outputSchema?.$schema;
      const expectedOther = outputDialect !== undefined && DRAFT_07.test(String(outputDialect)) ? 1 : 0;
      if (declaresDraft07 ? atInput.length !== 1 : atInput.length !== 0) wrong.push(`${entry.file} ${entry.tool.name}: ${JSON.stringify(dialectIssues)}`);
      if (dialectIssues.length - atInput.length !== expectedOther) wrong.push(`${entry.file} ${entry.tool.name} (output): ${JSON.stringify(dialectIssues)}`);
    }
    expect(wrong).toEqual([]);
  });

  test('the degenerate install (schemas that accept anything) has one error: its input is not an object, which MCP clients refuse', () => {
    for (const entry of corpusTools('mcp-tools-edge')) expect(errorsOf(wrapTool(entry, 'mcp')).map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['schema/input-not-object /input']);
  });
});
