import { describe, expect, test } from 'vitest';
import { vetMcpToolList } from '../../src/index.js';
import { documentKind } from '../../src/pack/recognize.js';

const tool = { name: 'search_docs', inputSchema: { type: 'object' } };
const error = { code: -32601, message: 'Method not found' };

// What a server answers tools/list with, or what is saved of it, and where the list vet says it holds no tools.
describe('a tools/list answer that holds no tools says why, at the member that says so', () => {
  test.each([
    ['a JSON-RPC error response', { jsonrpc: '2.0', id: 1, error }, 'manifest/invalid-value /error', 'JSON-RPC error (-32601: "Method not found")'],
    ['an error response of another id type', { jsonrpc: '2.0', id: null, error: { code: -32700 } }, 'manifest/invalid-value /error', 'JSON-RPC error (-32700)'],
    ['a result without tools', { jsonrpc: '2.0', id: 'a', result: {} }, 'manifest/missing-property /result', 'no "tools"'],
    ['a result that is no object', { jsonrpc: '2.0', id: 1, result: [tool] }, 'manifest/wrong-type /result', 'not an array'],
    ['a response with neither', { jsonrpc: '2.0', id: 1 }, 'manifest/missing-property ', 'has a "result"'],
    ['result.tools that is no list', { jsonrpc: '2.0', id: 1, result: { tools: { search_docs: tool } } }, 'manifest/wrong-type /result/tools', 'not an object'],
    ['tools that is no list', { tools: null }, 'manifest/wrong-type /tools', 'not null'],
    ['a batch of responses', [{ jsonrpc: '2.0', id: 1, result: { tools: [tool] } }], 'manifest/wrong-type /0', 'JSON-RPC batch'],
  ])('%s', (_name, value, expected, words) => {
    const text = JSON.stringify(value, null, 2);
    const report = vetMcpToolList(text);
    expect(report.issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual([expected]);
    expect(report.issues[0]?.message).toContain(words);
    expect(report.valid).toBe(false);
    // The place is that member's, in the text.
    const [, pointer] = expected.split(' ');
    const member = pointer?.split('/').at(-1);
    if (member !== undefined && member !== '' && !/^\d+$/.test(member)) {
      const { line = 0, column = 0 } = report.issues[0] ?? {};
      expect(text.split('\n')[line - 1]?.slice(0, column - 1)).toMatch(new RegExp(`"${member}": $`));
    }
  });

  test('the answer with its tools, whatever the id and extra members: vetted, no issue', () => {
    for (const id of [1, 1.5, 'x', null, true, {}, []]) {
      expect(vetMcpToolList({ jsonrpc: '2.0', id, result: { tools: [tool], nextCursor: 'c2', _meta: {} } }).issues).toEqual([]);
    }
  });
});

describe('documentKind takes every JSON-RPC response for a tools/list answer, so the CLI vets it as one', () => {
  test.each([
    [{ jsonrpc: '2.0', id: 1, error }, 'tool-list'],
    [{ jsonrpc: '2.0', id: 1, result: {} }, 'tool-list'],
    [{ jsonrpc: '2.0', id: 1, result: { tools: {} } }, 'tool-list'],
    [{ id: 1, result: { tools: [] } }, 'tool-list'],
    [{ tools: { a: 1 } }, 'tool-list'],
    [[{ jsonrpc: '2.0', id: 1, result: { tools: [] } }], 'tool-list'],
    // A manifest has neither "jsonrpc" nor "tools".
    [{ id: 'a.b', jsonrpc: '2.0' }, 'manifest'],
    [{ id: 'a.b', tools: [] }, 'manifest'],
  ])('%j is a %s', (value, expected) => {
    expect(documentKind(value)).toBe(expected);
  });
});
