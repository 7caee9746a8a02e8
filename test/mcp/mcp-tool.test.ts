import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../src/index.js';
import { fromMcpTool, type FromMcpToolOptions, type McpMetadata, type McpTool } from '../../src/mcp/from-mcp-tool.js';
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
    // Names MCP discourages still get ids of their own: two in another script no longer share "tool".
    ['météo_locale', undefined, 'meteo-locale'],
    ['天気', undefined, 'u5929-u6c17'],
    ['天気予報', 'jp', 'jp.u5929-u6c17-u4e88-u5831'],
    ['Ｆｕｌｌｗｉｄｔｈ', undefined, 'fullwidth'],
    ['ǅemal', undefined, 'dzemal'],
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
    expect(() => toMcpTool(manifest as unknown as ToolManifest)).toThrow(`toMcpTool takes a tool manifest (a VetReport's "manifest", or fromMcpTool's result), not ${what}.`);
  });
});

describe('toMcpTool', () => {
  test('gives back the tool fromMcpTool was given', () => {
    expect(toMcpTool(fromMcpTool(navigate, { idPrefix: 'playwright' }))).toEqual(navigate);
    const withOutput: McpTool = { name: 'now', description: 'The time', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: { iso: { type: 'string' } } } };
    expect(toMcpTool(fromMcpTool(withOutput))).toEqual(withOutput);
  });

  // Spread into an object, "ro" had come back as {"0": "r", "1": "o"} and 5 or [] as {}, and null had been dropped.
  test.each([['ro'], [5], [true], [[]], [[true]], [null]])('annotations that are no object (%j) come back as they were, for vet to report', (annotations) => {
    const tool = { name: 'a', inputSchema: { type: 'object' }, annotations } as unknown as McpTool;
    expect(toMcpTool(fromMcpTool(tool))).toStrictEqual(tool);
  });

  test('annotations that are no object give way to the hint an edited mutating writes', () => {
    const tool = { name: 'a', inputSchema: { type: 'object' }, annotations: 'ro' } as unknown as McpTool;
    expect(toMcpTool({ ...fromMcpTool(tool), mutating: false }).annotations).toStrictEqual({ readOnlyHint: true });
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

  // The description fromMcpTool makes up (from the title or the name) is the manifest's, not the tool's.
  test.each<[string, McpTool]>([
    ['no description', { name: 'ping', inputSchema: { type: 'object' } }],
    ['no description, a title', { name: 'ping', title: 'Ping', inputSchema: { type: 'object' } }],
    ['a blank description', { name: 'ping', description: '  ', inputSchema: { type: 'object' } }],
    ['an empty description and an annotations title', { name: 'ping', description: '', annotations: { title: 'Ping' }, inputSchema: { type: 'object' } }],
  ])('a tool with %s comes back as it was', (_, tool) => {
    const manifest = fromMcpTool(tool);
    expect(manifest.description.trim()).not.toBe('');
    expect(toMcpTool(manifest)).toEqual(tool);
    // As vetted, and through JSON, as a server that stored the manifest would have it.
    expect(toMcpTool(JSON.parse(JSON.stringify(manifest)) as ToolManifest)).toEqual(tool);
  });

  test('a made-up description edited since fromMcpTool is the tool’s description', () => {
    const manifest = { ...fromMcpTool({ name: 'ping', description: ' ', inputSchema: { type: 'object' } }), description: 'Checks the server is up.' };
    expect(toMcpTool(manifest).description).toBe('Checks the server is up.');
  });

  test('a manifest with no mutating (so mutating) is never advertised read-only by a kept hint', () => {
    const { mutating: _mutating, ...deleted } = fromMcpTool({ ...navigate, annotations: { readOnlyHint: true, title: 'Go' } });
    expect(toMcpTool(deleted).annotations).toEqual({ title: 'Go' });
    const { mutating: _also, ...onlyHint } = fromMcpTool({ ...navigate, annotations: { readOnlyHint: true } });
    expect(toMcpTool(onlyHint).annotations).toEqual({});
    // A kept hint that agrees with the default stays.
    const { mutating: _agrees, ...agreeing } = fromMcpTool({ ...navigate, annotations: { readOnlyHint: false } });
    expect(toMcpTool(agreeing).annotations).toEqual({ readOnlyHint: false });
  });

  test('schemas kept in metadata.mcp.tool are not the tool’s: the manifest’s vetted ones are', () => {
    const manifest = fromMcpTool({ name: 'now', description: 'The time', inputSchema: { type: 'object' } });
    const tampered = { ...manifest, metadata: { mcp: { ...(manifest.metadata?.['mcp'] as object), tool: { name: 'now', outputSchema: { type: 'string' }, inputSchema: { type: 'number' } } } } };
    const tool = toMcpTool(tampered);
    expect(tool.inputSchema).toEqual({ type: 'object' });
    expect('outputSchema' in tool).toBe(false);
  });

  test('an edited mutating wins over the readOnlyHint the tool came with', () => {
    const manifest = { ...fromMcpTool({ ...navigate, annotations: { readOnlyHint: true } }), mutating: true };
    expect(toMcpTool(manifest).annotations).toEqual({ readOnlyHint: false });
  });
});

describe('a caller’s value that throws when read is a TypeError that says it cannot be read, and why', () => {
  const revokedProxy = (): object => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  // What the caller's getters throw: each must be described, none passed on.
  const boom = new Error('boom');
  const noPrototype = Object.create(null) as object;
  const unshowable = Object.defineProperty(new Error('x'), 'message', {
    get() {
      throw new Error('message getter');
    },
  });
  const throwing = (thrown: unknown) => () => {
    throw thrown;
  };
  const withGetter = (value: object, key: string, thrown: unknown) => Object.defineProperty({ ...value }, key, { enumerable: true, get: throwing(thrown) });
  const trapping = (value: object, trap: keyof ProxyHandler<object>) => new Proxy(value, { [trap]: throwing(boom) });
  const tool = { name: 'ping', inputSchema: { type: 'object' } };
  const manifest = fromMcpTool(navigate) as unknown as Record<string, unknown>;
  const kept = (manifest.metadata as { mcp: McpMetadata }).mcp;
  const withMcp = (mcp: unknown) => ({ ...manifest, metadata: { mcp } });

  test.each([
    ['a revoked Proxy', revokedProxy(), 'an object that cannot be read (TypeError: Cannot perform'],
    ['a name getter that throws an object with no prototype', withGetter(tool, 'name', noPrototype), 'an object that cannot be read (a thrown object)'],
    ['a name getter whose Error has a throwing message', withGetter(tool, 'name', unshowable), 'an object that cannot be read (a thrown value that cannot be shown)'],
    ['a Proxy whose get trap throws', trapping(tool, 'get'), 'an object that cannot be read (Error: boom)'],
    ['a Proxy whose ownKeys trap throws (the spread of its fields)', trapping(tool, 'ownKeys'), 'an object whose fields cannot be read (Error: boom)'],
    ['a Proxy whose getOwnPropertyDescriptor trap throws', trapping(tool, 'getOwnPropertyDescriptor'), 'an object whose fields cannot be read (Error: boom)'],
    ['a description getter that throws a string', withGetter(tool, 'description', 'nope'), 'an object whose fields cannot be read (nope)'],
    ['an inherited title getter that throws', Object.assign(Object.create({ get title() { throw boom; } }) as object, tool), 'an object whose "title" cannot be read (Error: boom)'],
    ['an annotations getter that throws', Object.assign(Object.create({ get annotations() { throw boom; } }) as object, tool), 'an object whose "annotations" cannot be read (Error: boom)'],
    ['annotations that are a revoked Proxy', { ...tool, annotations: revokedProxy() }, 'an object whose "annotations" cannot be read (TypeError: Cannot perform'],
    ['a readOnlyHint getter that throws an object with no prototype', { ...tool, annotations: withGetter({}, 'readOnlyHint', noPrototype) }, 'an object whose "annotations" cannot be read (a thrown object)'],
    ['a thrown revoked Proxy', withGetter(tool, 'inputSchema', revokedProxy()), 'an object whose fields cannot be read (a thrown value that cannot be shown)'],
  ])('fromMcpTool of %s', (_name, hostile, what) => {
    const thrown = caught(() => fromMcpTool(hostile as McpTool));
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as TypeError).message).toMatch(/^fromMcpTool takes an MCP tool, an object with a string "name" .*vetMcpToolList/);
    expect((thrown as TypeError).message).toContain(`not ${what}`);
  });

  test.each([
    ['a revoked Proxy', revokedProxy(), 'options could not be read: reading it threw TypeError: Cannot perform'],
    ['a Proxy whose ownKeys trap throws', trapping({}, 'ownKeys'), 'options could not be read: reading it threw Error: boom.'],
    ['an idPrefix getter whose Error has a throwing message', withGetter({}, 'idPrefix', unshowable), 'options.idPrefix could not be read: reading it threw a thrown value that cannot be shown.'],
  ])('the options of fromMcpTool: %s', (_name, hostile, what) => {
    const thrown = caught(() => fromMcpTool(navigate, hostile as FromMcpToolOptions));
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as TypeError).message).toContain(what);
  });

  test.each([
    ['a revoked Proxy', revokedProxy(), 'an object whose "id" cannot be read (TypeError: Cannot perform'],
    ['an id getter that throws an object with no prototype', withGetter(manifest, 'id', noPrototype), 'an object whose "id" cannot be read (a thrown object)'],
    ['a description getter whose Error has a throwing message', withGetter(manifest, 'description', unshowable), 'an object whose "description" cannot be read (a thrown value that cannot be shown)'],
    ['a metadata getter that throws', withGetter(manifest, 'metadata', boom), 'an object whose "metadata" cannot be read (Error: boom)'],
    ['a metadata.mcp getter that throws', { ...manifest, metadata: withGetter({}, 'mcp', boom) }, 'an object whose "metadata.mcp" cannot be read (Error: boom)'],
    ['a kept tool that is a revoked Proxy', withMcp({ ...kept, tool: revokedProxy() }), 'an object whose "metadata.mcp" cannot be read (TypeError: Cannot perform'],
    ['a kept tool whose ownKeys trap throws', withMcp({ ...kept, tool: trapping(kept.tool, 'ownKeys') }), 'an object whose "metadata.mcp" cannot be read (Error: boom)'],
    ['kept annotations whose ownKeys trap throws', withMcp({ ...kept, tool: { ...kept.tool, annotations: trapping({}, 'ownKeys') } }), 'an object whose "metadata.mcp" cannot be read (Error: boom)'],
    ['a mutating getter that throws', withGetter(manifest, 'mutating', noPrototype), 'an object whose "mutating" cannot be read (a thrown object)'],
    ['an input getter that throws', withGetter(manifest, 'input', 'nope'), 'an object whose "input" cannot be read (nope)'],
    ['an output getter that throws', withGetter(packTool(), 'output', boom), 'an object whose "output" cannot be read (Error: boom)'],
  ])('toMcpTool of %s', (_name, hostile, what) => {
    const thrown = caught(() => toMcpTool(hostile as unknown as ToolManifest));
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as TypeError).message).toMatch(/^toMcpTool takes a tool manifest \(a VetReport's "manifest", or fromMcpTool's result\), not /);
    expect((thrown as TypeError).message).toContain(`not ${what}`);
  });

  test('a tool and a manifest seen through Proxies that pass every read on convert as they do plain', () => {
    const made = fromMcpTool(new Proxy(navigate, {}), { idPrefix: 'playwright' });
    expect(made).toEqual(fromMcpTool(navigate, { idPrefix: 'playwright' }));
    expect(toMcpTool(new Proxy(made, {}))).toEqual(navigate);
  });
});

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error('it did not throw');
}
