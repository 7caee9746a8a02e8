import { describe, expect, test } from 'vitest';
import rule from '../../../src/rules/mcp/tool-name.js';
import { asMcpToolName, mcpToolNameProblem } from '../../../src/mcp/tool-name.js';
import { fromMcpTool, toMcpTool, vetMcpToolList, vetToolManifest } from '../../../src/index.js';
import { mcpTool, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const named = (name: unknown, base = mcpTool) => base({ metadata: { mcp: { tool: { name }, hasOutputSchema: true } } });

testRule(rule, {
  valid: [
    { name: 'the spec’s own examples', manifest: named('getUser') },
    { name: 'upper case, digits and "_"', manifest: named('DATA_EXPORT_v2') },
    { name: 'dotted', manifest: named('admin.tools.list') },
    { name: 'with hyphens', manifest: named('browser-navigate') },
    { name: '128 characters', manifest: named('a'.repeat(128)) },
    { name: 'no MCP name: toMcpTool names it after the id', manifest: mcpTool() },
    { name: 'a name that is no string is not this rule’s', manifest: named(7) },
    { name: 'metadata.mcp that is no object', manifest: mcpTool({ metadata: { mcp: 'x' } }) },
  ],
  invalid: [
    { name: 'a space', manifest: named('get weather'), issues: [{ pointer: '/metadata/mcp/tool/name' }] },
    { name: 'a comma', manifest: named('get,weather'), issues: [{ pointer: '/metadata/mcp/tool/name' }] },
    { name: 'a slash (SEP-986’s draft allowed it; the specification does not)', manifest: named('github/create_issue'), issues: [{ pointer: '/metadata/mcp/tool/name' }] },
    { name: 'a non-ASCII letter', manifest: named('météo'), issues: [{ pointer: '/metadata/mcp/tool/name' }] },
    { name: 'an emoji', manifest: named('weather🌧'), issues: [{ pointer: '/metadata/mcp/tool/name' }] },
    { name: 'a control character', manifest: named('get\u0007weather'), issues: [{ pointer: '/metadata/mcp/tool/name' }] },
    { name: 'empty', manifest: named(''), issues: [{ pointer: '/metadata/mcp/tool/name' }] },
    { name: '129 characters', manifest: named('a'.repeat(129)), issues: [{ pointer: '/metadata/mcp/tool/name' }] },
    { name: 'on a pack tool’s kept MCP name too: toMcpTool publishes it', manifest: named('get weather', packTool), issues: [{ pointer: '/metadata/mcp/tool/name' }] },
  ],
});

describe('what mcp/tool-name says', () => {
  test.each([
    ['get weather', 'holds a space'],
    ['a,b c', 'holds a comma and a space'],
    ['météo', 'holds "é" (U+00E9)'],
    ['a/b\\c:d;e', 'holds "/", "\\\\" and ":"'],
    ['x\u0007', 'holds U+0007'],
    ['weather🌧', 'holds "🌧" (U+1F327)'],
    ['', 'is empty'],
    ['a'.repeat(200), 'is 200 characters long, past 128'],
    ['🌧'.repeat(100), 'holds "🌧" (U+1F327)'],
    ['ok_name', undefined],
  ])('%j %s', (name, problem) => {
    expect(mcpToolNameProblem(name)).toBe(problem);
  });

  test('a long name is quoted in part, the message bounded', () => {
    const [issue] = vetToolManifest(named(' '.repeat(100_000))).issues.filter((found) => found.code === rule.id);
    expect(issue?.message.length).toBeLessThan(400);
    expect(issue?.message).toContain('100,000 characters long');
    expect(issue?.hint?.length).toBeLessThan(200);
  });

  test('asMcpToolName keeps what MCP allows, makes the rest "_" (one per character), and cuts at 128', () => {
    expect(asMcpToolName('acme.get weather')).toBe('acme.get_weather');
    expect(asMcpToolName('weather🌧')).toBe('weather_');
    expect(asMcpToolName('x'.repeat(300))).toHaveLength(128);
    expect(mcpToolNameProblem(asMcpToolName('a b,c/é🌧'.repeat(40)))).toBeUndefined();
  });

  test('toMcpTool names a manifest without an MCP name so, and the name passes the rule', () => {
    const manifest = packTool({ id: 'acme.get-weather' });
    expect(toMcpTool(manifest as never).name).toBe('acme.get-weather');
    const kept = fromMcpTool({ name: 'get weather', inputSchema: { type: 'object' } });
    expect(toMcpTool(kept).name).toBe('get weather');
  });

  test('in a tools/list the warning is at the tool’s "name", with its line', () => {
    const text = JSON.stringify({ tools: [{ name: 'ok', inputSchema: { type: 'object' } }, { name: 'get weather', inputSchema: { type: 'object' } }] }, null, 2);
    const report = vetMcpToolList(text);
    const found = report.issues.filter((issue) => issue.code === rule.id);
    expect(found.map(({ pointer, severity, line }) => ({ pointer, severity, line }))).toEqual([{ pointer: '/tools/1/name', severity: 'warning', line: text.split('\n').findIndex((row) => row.includes('get weather')) + 1 }]);
    expect(report.valid).toBe(true);
    expect(vetMcpToolList(text, { rules: { 'mcp/tool-name': 'off' } }).issues.filter((issue) => issue.code === rule.id)).toEqual([]);
  });
});
