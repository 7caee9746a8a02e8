import { expect, test } from 'vitest';
import { documentKindOfText, vetDocument } from '../../src/document/vet.js';
import { packTool } from '../fixtures.js';

const tool = JSON.stringify(packTool());
const CASES: [name: string, text: string, fileName: string | undefined, kind: string | undefined][] = [
  ['a tool manifest', tool, undefined, 'tool'],
  ['a manifest missing fields', '{"id": "a.b"}', undefined, 'tool'],
  ['a manifest that does not parse', '{"id": "a.b", "input": {', undefined, 'tool'],
  ['a pack', '{"manifestVersion": "1.0", "id": "acme", "tools": []}', undefined, 'pack'],
  ['a pack.json by its name', '{}', '/p/pack.json', 'pack'],
  ['a tools/list answer', '{"jsonrpc": "2.0", "id": 1, "result": {"tools": []}}', undefined, 'tool-list'],
  ['a lone MCP tool', '{"name": "echo", "inputSchema": {"type": "object"}}', undefined, 'tool-list'],
  ['a package.json', '{"name": "acme", "version": "1.0.0"}', undefined, undefined],
  ['an empty file', '', undefined, undefined],
  ['Markdown', '# Title', undefined, undefined],
  ['a text past the size bound that names a manifest key', `{"id": "a.b", "description": "${'x'.repeat(70 * 2 ** 20)}"}`, undefined, 'tool'],
  ['a text past the size bound that names none', `{"name": "${'x'.repeat(70 * 2 ** 20)}"}`, undefined, undefined],
];

test.each(CASES)('%s', (_name, text, fileName, kind) => {
  expect(documentKindOfText(text, fileName)).toBe(kind);
  // Without vetting, the same answer as the vet's.
  expect(vetDocument(text, {}, undefined, fileName)?.kind).toBe(kind);
});
