import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { fromMcpTool, loadToolManifest, vetToolManifest, type Issue, type McpTool } from '../src/index.js';
import { corpusTools, wrapTool } from './corpora/mcp-corpus.js';

// Every report of the corpora, the examples and the hostile corpus, line by line: a change to the
// schema checks must leave them as they are, unless it is a deliberate fix named in its commit.
const FOLDERS = ['mcp-tools', 'mcp-tools-edge', 'mcp-spec-examples'];

function describeIssues(issues: readonly Issue[]): string[] {
  return issues.map((issue) =>
    [issue.code, issue.severity, issue.pointer || '(root)', `${issue.line ?? '-'}:${issue.column ?? '-'}`, issue.message, issue.hint ?? ''].join(' | '),
  );
}

function reportLines(title: string, issues: readonly Issue[]): string[] {
  return [`## ${title}`, ...describeIssues(issues).map((line) => `  ${line}`)];
}

function filesOf(relative: string): string[] {
  const folder = fileURLToPath(new URL(relative, import.meta.url));
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${folder}${name}`);
}

describe('reports stay the same', () => {
  test('the corpora as MCP tools (through fromMcpTool, as JSON text) and as pack tools', () => {
    const lines: string[] = [];
    for (const folder of FOLDERS) {
      for (const entry of corpusTools(folder)) {
        const server = entry.file.replace(/\.json$/, '');
        const manifest = fromMcpTool(entry.tool as McpTool, { endpoint: `mcp+stdio://${server}`, version: '1.0.0', idPrefix: server });
        lines.push(...reportLines(`${folder}/${entry.file} ${entry.tool.name} as MCP`, vetToolManifest(JSON.stringify(manifest, null, 2)).issues));
        lines.push(...reportLines(`${folder}/${entry.file} ${entry.tool.name} as pack`, vetToolManifest(wrapTool(entry, undefined)).issues));
      }
    }
    return expect(lines.join('\n') + '\n').toMatchFileSnapshot('./__snapshots__/report-snapshot.corpora.txt');
  });

  test('the examples and the hostile corpus, as files', async () => {
    const lines: string[] = [];
    for (const path of [...filesOf('../examples/'), ...filesOf('./fixtures/hostile/')]) {
      const report = await loadToolManifest(path);
      lines.push(...reportLines(path.slice(path.lastIndexOf('/', path.lastIndexOf('/') - 1) + 1), report.issues));
    }
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('./__snapshots__/report-snapshot.files.txt');
  });
});
