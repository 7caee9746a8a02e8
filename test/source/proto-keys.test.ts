import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../src/index.js';

// A `__proto__` key, as JSON text writes it and as JSON.parse gives it (an own key, not a prototype).
const manifestText = (transport: 'mcp' | undefined) =>
  JSON.stringify({
    id: 'acme.proto',
    description: 'A tool whose schema names a property "__proto__".',
    version: '1.0.0',
    ...(transport === undefined ? {} : { transport, mcpEndpoint: 'mcp+stdio://acme' }),
    input: { type: 'object', properties: { PROTO: { type: 'string' } } },
    output: { type: 'object' },
    metadata: { PROTO: 1 },
  }).replaceAll('"PROTO"', '"__proto__"');

const found = (source: unknown) =>
  vetToolManifest(source)
    .issues.filter((issue) => issue.code === 'schema/proto-property' || issue.code === 'manifest/hostile-key')
    .map(({ code, severity, pointer }) => ({ code, severity, pointer }));

describe('__proto__ keys', () => {
  test.each([
    ['a pack tool', undefined, 'error'],
    ['an MCP tool', 'mcp', 'warning'],
  ] as const)('in %s: a schema property is an issue of the severity its transport gives, a manifest key an error', (_name, transport, severity) => {
    const text = manifestText(transport);
    const expected = [
      { code: 'manifest/hostile-key', severity: 'error', pointer: '/metadata/__proto__' },
      { code: 'schema/proto-property', severity, pointer: '/input/properties/__proto__' },
    ];
    for (const source of [text, JSON.parse(text) as unknown]) expect(found(source).sort((a, b) => a.pointer.localeCompare(b.pointer))).toEqual(expected.sort((a, b) => a.pointer.localeCompare(b.pointer)));
  });
});
