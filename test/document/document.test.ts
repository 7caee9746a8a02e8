import { describe, expect, test } from 'vitest';
import { applyFix } from '../../src/fix/apply.js';
import { fixDocument } from '../../src/document/fix.js';
import { vetDocument } from '../../src/document/vet.js';
import { packTool } from '../fixtures.js';

const pack = (tool: unknown) => JSON.stringify({ manifestVersion: '1.0', id: 'acme', version: '1.0.0', name: 'Acme', tools: [{ path: 'tools/a.json' }, tool] }, null, 2);

describe('vetDocument', () => {
  test('an inline tool of a pack: pointers, lines and fix offsets into the whole pack', () => {
    const text = pack(packTool({ mutatin: false }));
    const vetting = vetDocument(text);
    expect(vetting?.kind).toBe('pack');
    const [issue] = vetting?.issues ?? [];
    expect(issue).toMatchObject({ code: 'manifest/unknown-property', pointer: '/tools/1/mutatin', line: text.split('\n').findIndex((row) => row.includes('"mutatin"')) + 1, column: 7 });
    expect(applyFix(text, issue!.fix!)).toBe(pack(packTool({ mutating: false })));
  });

  test.each([
    ['a tool manifest', JSON.stringify(packTool()), 'tool'],
    ['a tool list', '{"tools": []}', 'tool-list'],
    ['a tools/list answer', '{"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}', 'tool-list'],
    ['a pack', '{"manifestVersion": "1.0", "tools": []}', 'pack'],
    ['text that is not JSON', '{"id": ', 'tool'],
    ['other JSON', '{"name": "x", "dependencies": {}}', undefined],
    ['an array', '[1, 2]', undefined],
    // As `check` tells them apart (documentKind).
    ['a JSON-RPC error answer', '{"jsonrpc": "2.0", "id": 1, "error": {"code": 1, "message": "no"}}', 'tool-list'],
    ['a lone MCP tool', '{"name": "a", "inputSchema": {"type": "object"}}', 'tool-list'],
    ['a bare list of MCP tools', '[{"name": "a", "inputSchema": {"type": "object"}}]', 'tool-list'],
    ['a pack with no tools yet', '{"manifestVersion": "1.0", "id": "acme", "version": "1.0.0"}', 'pack'],
    ['a tool list with a description', '{"tools": [], "description": "d"}', 'tool-list'],
    ['anything in a pack.json', '{"tools": []}', 'pack', 'tools/pack.json'],
    ['an empty text', '', undefined],
    ['text that names no key of ours', '# Notes', undefined],
  ])('%s is recognised as %s', (_, text, kind, fileName?: string) => {
    expect(vetDocument(text, {}, undefined, fileName)?.kind).toBe(kind);
  });

  test('a tool list entry that is not an MCP tool is one issue at the entry', () => {
    const text = '{"tools": [42]}';
    expect(vetDocument(text)?.issues).toEqual([expect.objectContaining({ code: 'manifest/wrong-type', pointer: '/tools/0', line: 1, column: 12 })]);
  });
});

describe('fixDocument', () => {
  test('fixes every inline tool of a pack, in passes, and leaves the rest of the pack as it was', () => {
    const broken = pack(packTool({ mutatin: false, effects: [{ kind: 'reads' }, { kind: 'reads' }], transport: 'NATIVE' }));
    expect(fixDocument(broken).text).toBe(pack(packTool({ mutating: false, effects: [{ kind: 'reads' }], transport: 'native' })));
  });

  test('leaves a clean document and other JSON alone', () => {
    for (const text of [pack(packTool()), '{"name": "x"}', '{"id": ']) expect(fixDocument(text).text).toBe(text);
  });
});
