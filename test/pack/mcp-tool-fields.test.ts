import { describe, expect, test } from 'vitest';
import { vetMcpToolList } from '../../src/index.js';

const tool = (extra: Record<string, unknown>) => ({ name: 'search_docs', description: 'Searches the docs.', inputSchema: { type: 'object' }, ...extra });

// MCP 2025-11-25's Tool: the MCP SDKs refuse a whole tools/list answer with one of these, so a vet that passes it says a broken answer is sound.
describe('an MCP tool’s own fields of another type than MCP gives them are issues at the field', () => {
  test.each([
    ['a title that is no string', { title: 5 }, ['manifest/wrong-type /tools/0/title']],
    ['a description that is no string', { description: ['a'] }, ['manifest/wrong-type /tools/0/description']],
    ['annotations that are no object', { annotations: 'read-only' }, ['manifest/wrong-type /tools/0/annotations']],
    ['annotations that are null', { annotations: null }, ['manifest/wrong-type /tools/0/annotations']],
    [
      'hints that are no booleans, and a title that is no string',
      { annotations: { destructiveHint: 1, idempotentHint: null, openWorldHint: 'yes', title: {} } },
      ['manifest/wrong-type /tools/0/annotations/destructiveHint', 'manifest/wrong-type /tools/0/annotations/idempotentHint', 'manifest/wrong-type /tools/0/annotations/openWorldHint', 'manifest/wrong-type /tools/0/annotations/title'],
    ],
    // The vet says it through mutating, once.
    ['a readOnlyHint that is no boolean', { annotations: { readOnlyHint: 'yes' } }, ['manifest/wrong-type /tools/0/annotations/readOnlyHint']],
    ['_meta that is no object', { _meta: [] }, ['manifest/wrong-type /tools/0/_meta']],
    ['execution that is no object', { execution: 'sync' }, ['manifest/wrong-type /tools/0/execution']],
    ['an unknown taskSupport', { execution: { taskSupport: 'always' } }, ['manifest/invalid-value /tools/0/execution/taskSupport']],
    ['icons that are no list', { icons: { src: 'https://example.com/a.png' } }, ['manifest/wrong-type /tools/0/icons']],
    [
      'icons of the wrong shapes',
      { icons: ['https://example.com/a.png', {}, { src: 1, mimeType: 2, sizes: '48x48', theme: 'blue' }] },
      ['manifest/wrong-type /tools/0/icons/0', 'manifest/missing-property /tools/0/icons/1', 'manifest/wrong-type /tools/0/icons/2/src', 'manifest/wrong-type /tools/0/icons/2/mimeType', 'manifest/wrong-type /tools/0/icons/2/sizes', 'manifest/invalid-value /tools/0/icons/2/theme'],
    ],
  ])('%s', (_name, extra, expected) => {
    const text = JSON.stringify({ tools: [tool(extra)] }, null, 2);
    const report = vetMcpToolList(text);
    expect(report.issues.map((issue) => `${issue.code} ${issue.pointer}`).sort()).toEqual([...expected].sort());
    expect(report.valid).toBe(false);
    expect(report.tools[0]?.report.valid).toBe(false);
    for (const issue of report.issues) expect(issue.line).toBeGreaterThan(1);
  });

  test('every field as MCP gives it, and fields MCP does not define: no issue', () => {
    const full = tool({
      title: 'Search',
      annotations: { title: 'Search', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false, vendorHint: 3 },
      icons: [{ src: 'https://example.com/a.png', mimeType: 'image/png', sizes: ['48x48', 'any'], theme: 'dark' }],
      execution: { taskSupport: 'optional' },
      _meta: { 'example.com/x': 1 },
      outputSchema: { type: 'object' },
      vendorField: null,
    });
    expect(vetMcpToolList({ tools: [full] }).issues).toEqual([]);
  });

  test('a long value refused is shown cut short', () => {
    const report = vetMcpToolList({ tools: [tool({ execution: { taskSupport: 'x'.repeat(100_000) } })] });
    expect(report.issues[0]?.message.length).toBeLessThan(200);
  });
});

test('an empty name is refused at the name, not as an empty description made of it', () => {
  const report = vetMcpToolList(JSON.stringify({ tools: [tool({ name: '', description: undefined })] }));
  expect(report.issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['manifest/invalid-value /tools/0/name']);
  expect(report.issues[0]?.message).toContain('"name" is empty');
});
