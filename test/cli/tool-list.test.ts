import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT, runCli } from './run-cli.js';

interface JsonResult {
  file: string;
  valid: boolean;
  issues: { code: string; severity: string; pointer: string; line?: number; column?: number; message: string }[];
}

const CORPUS = join(ROOT, '../shared/corpora/mcp-tools');
// Each corpus file is one server's tools, as its tools/list answers them (tool names repeat across servers, not within one).
const corpusServers = (): [string, Record<string, unknown>[]][] =>
  readdirSync(CORPUS)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => [name.replace(/\.json$/, ''), JSON.parse(readFileSync(join(CORPUS, name), 'utf8')) as Record<string, unknown>[]]);

describe.concurrent('MCP tools/list files', () => {
  let folder: string;
  let tools: Record<string, unknown>[];
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'kindgi-cli-tool-list-'));
    const servers = corpusServers();
    tools = servers.flatMap(([, listed]) => listed);
    for (const [server, listed] of servers) {
      writeFileSync(join(folder, `result.${server}.json`), JSON.stringify({ tools: listed }, null, 2));
      writeFileSync(join(folder, `response.${server}.json`), JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: listed } }, null, 2));
    }
    const broken = structuredClone(tools.slice(0, 4));
    ((broken[3]?.inputSchema as { properties: Record<string, unknown> }).properties ??= {}).extra = { type: 'strin' };
    writeFileSync(join(folder, 'broken.json'), JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: broken } }, null, 2));
    writeFileSync(join(folder, 'lone-tool.json'), JSON.stringify(tools[0], null, 2));
    writeFileSync(join(folder, 'error-response.json'), JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('a corpus file as it is, a bare array of tools, is a tool list too', async () => {
    const run = await runCli(['check', '-f', 'json', '--no-config', join(CORPUS, 'fetch-python.json')], { cwd: folder });
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    expect(result?.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(run.status).toBe(0);
  });

  test.each(['result', 'response'])('%s: every corpus server’s tools/list, each tool vetted through fromMcpTool, with no error', async (kind) => {
    const files = readdirSync(folder).filter((name) => name.startsWith(`${kind}.`));
    const run = await runCli(['check', '-f', 'json', '--no-config', ...files], { cwd: folder });
    const results = JSON.parse(run.stdout) as JsonResult[];
    expect(tools.length).toBeGreaterThan(400);
    expect(results).toHaveLength(files.length);
    expect(results.flatMap((result) => result.issues.filter((issue) => issue.severity === 'error'))).toEqual([]);
    expect(run.status).toBe(0);
  });

  test('an issue is at the tool’s MCP pointer, and at the line and column of that place in the file', async () => {
    const run = await runCli(['check', '-f', 'json', '--no-config', 'broken.json'], { cwd: folder });
    expect(run.status).toBe(1);
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    const issue = result?.issues.find((found) => found.severity === 'error');
    expect(issue?.pointer).toBe('/result/tools/3/inputSchema/properties/extra/type');
    const lines = readFileSync(join(folder, 'broken.json'), 'utf8').split('\n');
    expect(lines[(issue?.line ?? 0) - 1]?.slice((issue?.column ?? 0) - 1)).toBe('"strin"');
  });

  test('a lone MCP tool is vetted as one: no errors for the MCP field names, and no id convention to follow', async () => {
    const run = await runCli(['check', '-f', 'json', '--no-config', 'lone-tool.json'], { cwd: folder });
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    expect(result?.issues.map((issue) => issue.code)).toEqual([]);
    expect(run.status).toBe(0);
  });

  test('--mcp-endpoint gives every tool its endpoint, checked as the manifest’s mcpEndpoint', async () => {
    const good = await runCli(['check', '-f', 'json', '--no-config', '--mcp-endpoint', 'mcp+stdio://npx -y server', 'lone-tool.json'], { cwd: folder });
    expect(good.status).toBe(0);
    const bad = await runCli(['check', '-f', 'json', '--no-config', '--mcp-endpoint', 'ftp://example.com', 'lone-tool.json'], { cwd: folder });
    const [result] = JSON.parse(bad.stdout) as JsonResult[];
    expect(result?.issues.map((issue) => [issue.code, issue.pointer])).toContainEqual(['mcp/endpoint-format', '']);
  });

  // It names no "tools": it had been vetted as a tool manifest, seven errors about fields a manifest lacks.
  test('a JSON-RPC error response is a tools/list answer without tools: one error, at its "error"', async () => {
    const run = await runCli(['check', '-f', 'json', '--no-config', 'error-response.json'], { cwd: folder });
    const [result] = JSON.parse(run.stdout) as JsonResult[];
    expect(result?.issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['manifest/invalid-value /error']);
    expect(result?.issues[0]?.message).toContain('Method not found');
    expect(run.status).toBe(1);
  });
});
