import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../src/index.js';
import { fromMcpTool, type McpTool } from '../../src/mcp/from-mcp-tool.js';
import { toMcpTool } from '../../src/mcp/to-mcp-tool.js';
import { packTool } from '../fixtures.js';
import type { ToolManifest } from '../../src/types.js';

const navigate: McpTool = {
  name: 'browser_navigate',
  title: 'Navigate',
  description: 'Navigate to a URL',
  inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
  annotations: { readOnlyHint: false, destructiveHint: true },
  _meta: { 'vendor/x': 1 },
};

describe('fromMcpTool', () => {
  test('an MCP tool becomes a manifest with transport "mcp" that vets cleanly', () => {
    const manifest = fromMcpTool(navigate, { endpoint: 'mcp+stdio://npx -y @playwright/mcp', version: '0.0.41', idPrefix: 'playwright' });
    expect(manifest).toMatchObject({
      id: 'playwright.browser-navigate',
      description: 'Navigate to a URL',
      version: '0.0.41',
      transport: 'mcp',
      mcpEndpoint: 'mcp+stdio://npx -y @playwright/mcp',
      mutating: true,
      input: navigate.inputSchema,
      output: { type: 'object' },
    });
    const report = vetToolManifest(manifest);
    expect(report.issues).toEqual([]);
    expect(report.dialects).toEqual({ input: 'draft-07', output: '2020-12' });
  });

  test.each([
    ['browser_navigate', undefined, 'browser-navigate'],
    ['getMastraCourseStatus', undefined, 'get-mastra-course-status'],
    ['resolve-library-id', 'Context7', 'context7.resolve-library-id'],
    ['github.create_issue', 'gh', 'gh.github-create-issue'],
    ['__', undefined, 'tool'],
  ])('the name %s (prefix %s) becomes the id %s', (name, idPrefix, id) => {
    expect(fromMcpTool({ ...navigate, name }, idPrefix === undefined ? {} : { idPrefix }).id).toBe(id);
  });

  test.each([
    [{ readOnlyHint: true }, false],
    [{ readOnlyHint: false }, true],
    [{ title: 'no hint' }, undefined],
    [undefined, undefined],
  ])('annotations %j give mutating %s', (annotations, mutating) => {
    const tool: McpTool = { name: 't', inputSchema: { type: 'object' }, ...(annotations === undefined ? {} : { annotations }) };
    expect(fromMcpTool(tool).mutating).toBe(mutating);
  });

  test('the description falls back to the title, then the name; the version to 0.0.0', () => {
    expect(fromMcpTool({ name: 'ping', title: 'Ping', inputSchema: { type: 'object' } })).toMatchObject({ description: 'Ping', version: '0.0.0' });
    expect(fromMcpTool({ name: 'ping', description: ' ', inputSchema: { type: 'object' } }).description).toBe('ping');
  });
});

describe('a caller’s bug is a TypeError that says what is wanted, never a crash inside', () => {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  test.each([
    ['an empty object', {}, 'an object whose "name" is missing'],
    ['a name that is no string', { name: 5 }, 'an object whose "name" is 5'],
    ['null', null, 'null'],
    ['an array', [], 'an array'],
    ['a revoked Proxy', revoked.proxy, 'an object that cannot be read'],
  ])('fromMcpTool of %s', (_name, tool, what) => {
    expect(() => fromMcpTool(tool as McpTool)).toThrow(/fromMcpTool takes an MCP tool, an object with a string "name" .*vetMcpToolList/);
    expect(() => fromMcpTool(tool as McpTool)).toThrow(`not ${what}`);
  });

  test('a misspelt option of fromMcpTool', () => {
    expect(() => fromMcpTool(navigate, { idprefix: 'x' } as never)).toThrow(/Unknown option "idprefix" in options \(did you mean "idPrefix"\?\)/);
  });

  test.each(['endpoint', 'version', 'idPrefix'])('an option %s of fromMcpTool that is no string', (key) => {
    expect(() => fromMcpTool(navigate, { [key]: 5 } as never)).toThrow(new TypeError(`options.${key} must be a string, not 5.`));
  });

  test.each([
    [null, 'null'],
    [{}, 'an object without a string "id" and "description"'],
    [{ id: 'x' }, 'an object without a string "description"'],
    ['acme.echo', '"acme.echo"'],
  ])('toMcpTool of %j', (manifest, what) => {
    expect(() => toMcpTool(manifest as unknown as ToolManifest)).toThrow(`toMcpTool takes a vetted manifest (a VetReport's "manifest"), not ${what}.`);
  });
});

describe('toMcpTool', () => {
  test('gives back the tool fromMcpTool was given', () => {
    expect(toMcpTool(fromMcpTool(navigate, { idPrefix: 'playwright' }))).toEqual(navigate);
    const withOutput: McpTool = { name: 'now', description: 'The time', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: { iso: { type: 'string' } } } };
    expect(toMcpTool(fromMcpTool(withOutput))).toEqual(withOutput);
  });

  test('a pack tool: its id becomes the name, mutating becomes readOnlyHint', () => {
    const manifest = packTool({ id: 'acme.echo', mutating: false }) as unknown as ToolManifest;
    expect(toMcpTool(manifest)).toEqual({
      name: 'acme.echo',
      description: 'Echoes its input.',
      inputSchema: manifest.input,
      outputSchema: manifest.output,
      annotations: { readOnlyHint: true },
    });
    expect(toMcpTool({ ...manifest, id: 'acme.echo twice', mutating: undefined }).name).toBe('acme.echo_twice');
  });

  test('an edited mutating wins over the readOnlyHint the tool came with', () => {
    const manifest = { ...fromMcpTool({ ...navigate, annotations: { readOnlyHint: true } }), mutating: true };
    expect(toMcpTool(manifest).annotations).toEqual({ readOnlyHint: false });
  });
});
