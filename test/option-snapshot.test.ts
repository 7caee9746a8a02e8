// Every entry point reads its caller's options once, at the entry, into a snapshot: a getter or
// Proxy trap that throws is a TypeError naming the option (what it threw the cause), an options
// object changed between two calls is read afresh, and Object.prototype is never read for one.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  compileToolValidators,
  configureValidatorCache,
  fixText,
  formatResults,
  fromMcpTool,
  loadPack,
  loadToolManifest,
  migrateSchema,
  selectDialect,
  vetMcpToolList,
  vetPack,
  vetToolManifest,
  vetToolManifestAsync,
  assertToolManifest,
} from '../src/index.js';
import { checkToolContract, sampleToolInput, toolInputArbitrary } from '../src/testing/index.js';
import { mcpTool, packTool } from './fixtures.js';

const folder = mkdtempSync(join(tmpdir(), 'kindgi-options-'));
const toolFile = join(folder, 'tool.json');
writeFileSync(toolFile, JSON.stringify(packTool()));
const packFile = join(folder, 'pack.json');
writeFileSync(packFile, JSON.stringify({ manifestVersion: "1.0", id: 'acme', version: '1.0.0', name: 'Acme', tools: [{ path: 'tool.json' }] }));
const packText = JSON.stringify({ manifestVersion: "1.0", id: 'acme', version: '1.0.0', name: 'Acme', tools: [packTool()] });
const mcp = { name: 'get_forecast', inputSchema: { type: 'object' } };

const boom = new Error('boom');
const throwing = (key: string): Record<string, unknown> => Object.defineProperty({}, key, { enumerable: true, get: () => { throw boom; } });

// Each entry point with an option it knows, to be given as a getter that throws.
const ENTRIES: [string, string, (options: never) => unknown][] = [
  ['vetToolManifest', 'profile', (options) => vetToolManifest(packTool(), options)],
  ['vetToolManifestAsync', 'limits', (options) => vetToolManifestAsync(packTool(), options)],
  ['loadToolManifest', 'limits', (options) => loadToolManifest(toolFile, options)],
  ['assertToolManifest', 'rules', (options) => assertToolManifest(packTool(), options)],
  ['compileToolValidators', 'regExp', (options) => compileToolValidators(packTool(), options)],
  ['vetPack', 'readTool', (options) => vetPack(packText, options)],
  ['loadPack', 'optionsFor', (options) => loadPack(packFile, options)],
  ['vetMcpToolList', 'endpoint', (options) => vetMcpToolList({ tools: [mcp] }, options)],
  ['fixText', 'dialects', (options) => fixText(JSON.stringify(packTool()), options)],
  ['selectDialect', 'dialects', (options) => selectDialect({}, 'mcp', options)],
  ['fromMcpTool', 'idPrefix', (options) => fromMcpTool(mcp, options)],
  ['migrateSchema', 'from', (options) => migrateSchema({ type: 'object' }, options)],
  ['formatResults', 'cwd', (options) => formatResults([{ file: 'a.json', valid: true, issues: [] }], 'json', options)],
  ['configureValidatorCache', 'max', (options) => configureValidatorCache(options)],
  ['toolInputArbitrary', 'maxDepth', (options) => toolInputArbitrary(packTool(), options)],
  ['sampleToolInput', 'seed', (options) => sampleToolInput(packTool(), options)],
  ['checkToolContract', 'runs', (options) => checkToolContract(packTool(), () => ({}), options)],
];

async function caught(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('options are read once, at the entry point', () => {
  test.each(ENTRIES)('%s: a getter of %s that throws is a TypeError naming it, with what was thrown as its cause', async (_entry, key, run) => {
    const thrown = await caught(() => run(throwing(key) as never));
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as TypeError).message).toMatch(new RegExp(`^(options|context)\\.${key} could not be read: reading it threw Error: boom\\.$`));
    expect((thrown as TypeError).cause).toBe(boom);
  });

  test.each(ENTRIES)('%s: a Proxy whose ownKeys trap throws is a TypeError, with what was thrown as its cause', async (_entry, _key, run) => {
    const thrown = await caught(() => run(new Proxy({}, { ownKeys: () => { throw boom; } }) as never));
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as TypeError).message).toMatch(/^(options|context) could not be read: reading it threw Error: boom\.$/);
    expect((thrown as TypeError).cause).toBe(boom);
  });

  test.each([
    ['a limit', { limits: throwing('maxDepth') }, 'options.limits.maxDepth'],
    ['a rule', { rules: throwing('manifest/id-convention') }, 'options.rules["manifest/id-convention"]'],
    ['a registered document', { schemas: throwing('https://example.com/geo.json') }, 'options.schemas["https://example.com/geo.json"]'],
    ['a dialect', { dialects: new Proxy(['draft-04'], { get: (target, key) => (key === '0' ? (() => { throw boom; })() : Reflect.get(target, key)) }) }, 'options.dialects'],
  ])('a getter of %s that throws is named too', (_name, options, named) => {
    const thrown = (() => { try { vetToolManifest(packTool(), options as never); } catch (error) { return error; } })();
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as TypeError).message).toBe(`${named} could not be read: reading it threw Error: boom.`);
    expect((thrown as TypeError).cause).toBe(boom);
  });

  test('each option is read once per call, however many vets the call makes', async () => {
    let reads = 0;
    const counted = { get profile() { reads++; return 'recommended' as const; } };
    const calls: [string, () => unknown][] = [
      ['vetToolManifest', () => vetToolManifest(packTool(), counted)],
      ['vetToolManifestAsync', () => vetToolManifestAsync(packTool({ input: { type: 'object', properties: { q: { type: 'string', pattern: '^(a|ab)*c$' } } } }), counted)],
      ['loadToolManifest', () => loadToolManifest(toolFile, counted)],
      ['fixText', () => fixText(JSON.stringify(packTool({ mutatin: false })), counted)],
      ['compileToolValidators', () => compileToolValidators(packTool(), counted)],
      ['vetPack', () => vetPack(JSON.stringify({ manifestVersion: "1.0", id: 'acme', version: '1.0.0', name: 'Acme', tools: [packTool(), packTool({ id: 'acme.two' })] }), counted)],
      ['loadPack', () => loadPack(packFile, counted)],
    ];
    const counts: Record<string, number> = {};
    for (const [name, call] of calls) {
      reads = 0;
      await call();
      counts[name] = reads;
    }
    expect(counts).toEqual(Object.fromEntries(calls.map(([name]) => [name, 1])));
  });

  test('loadToolManifest with null options is the TypeError every entry gives, not a property read of null', async () => {
    await expect(loadToolManifest(toolFile, null as never)).rejects.toThrow(new TypeError('options must be an object, not null.'));
  });

  test('vetPack checks its options before the pack: a misspelt option of a pack that does not parse is still thrown', () => {
    expect(() => vetPack('{ not json', { profil: 'strict' } as never)).toThrow(/Unknown option "profil" in options \(did you mean "profile"\?\)/);
  });
});

describe('an options object changed between two calls is read afresh', () => {
  test('vetToolManifest: rules, profile and limits set after a first vet apply to the second, and are checked', () => {
    const options: { rules?: Record<string, 'off'>; profile?: 'strict'; limits?: Record<string, number> } = {};
    const manifest = packTool({ id: 'acme_echo' });
    expect(vetToolManifest(manifest, options).issues.map((issue) => `${issue.code} ${issue.severity}`)).toEqual(['manifest/id-convention warning']);
    options.profile = 'strict';
    expect(vetToolManifest(manifest, options).issues.map((issue) => `${issue.code} ${issue.severity}`)).toEqual(['manifest/id-convention error']);
    options.rules = { 'manifest/id-convention': 'off' };
    expect(vetToolManifest(manifest, options).issues).toEqual([]);
    options.limits = { maxDepth: -1 };
    expect(() => vetToolManifest(manifest, options)).toThrow(/options\.limits\.maxDepth must be a whole number of at least 1/);
  });

  test('compileToolValidators: an option set after a first compile of the same manifest applies, and is checked', () => {
    const options: { formats?: 'annotate'; regExp?: 'linear' } = {};
    const manifest = packTool({ input: { type: 'object', properties: { day: { type: 'string', format: 'date' } } } });
    expect(compileToolValidators(manifest, options).input({ day: 'soon' }).valid).toBe(false);
    options.formats = 'annotate';
    expect(compileToolValidators(manifest, options).input({ day: 'soon' }).valid).toBe(true);
    options.regExp = 'linaer' as 'linear';
    expect(() => compileToolValidators(manifest, options as never)).toThrow(/options\.regExp must be "linear", "native" or absent, not "linaer"/);
  });

  test('the same options, unchanged, still hit the compiled manifest’s memo', () => {
    const options = { formats: 'assert' as const };
    const manifest = packTool();
    expect(compileToolValidators(manifest, options)).toBe(compileToolValidators(manifest, options));
  });
});

describe('Object.prototype is never read for an option', () => {
  const polluted = Object.prototype as Record<string, unknown>;
  afterEach(() => {
    delete polluted.limits;
    delete polluted.profile;
  });

  // (The manifest's own reading sees the polluted keys too, as fields it does not know: only the options' effect is asserted.)
  test('a polluted limits or profile on Object.prototype changes no vet option', () => {
    polluted.limits = { maxBytes: 1 };
    polluted.profile = 'strict';
    for (const options of [undefined, {}]) {
      const issues = vetToolManifest(packTool({ id: 'acme_echo' }), options).issues;
      expect(issues.filter((issue) => issue.code === 'limit/size')).toEqual([]);
      expect(issues.filter((issue) => issue.code === 'manifest/id-convention').map((issue) => issue.severity)).toEqual(['warning']);
    }
  });

  test('an option inherited from the caller’s own prototype is read', () => {
    const defaults = { profile: 'strict' as const };
    expect(vetToolManifest(packTool({ id: 'acme_echo' }), Object.create(defaults) as typeof defaults).issues.map((issue) => issue.severity)).toEqual(['error']);
  });
});

describe('a registered document is read whole at the entry point', () => {
  const geoUri = 'https://example.com/geo.json';
  const referring = mcpTool({ input: { type: 'object', properties: { at: { $ref: geoUri } } } });
  const cyclic: Record<string, unknown> = { type: 'object' };
  cyclic.properties = { self: cyclic };

  test.each([
    ['a getter that throws', { type: 'object', get properties(): unknown { throw boom; } }, /^options\.schemas\["https:\/\/example\.com\/geo\.json"\] cannot be read as a JSON document at \/properties: .*Error: boom/],
    ['a cycle', cyclic, /^options\.schemas\["https:\/\/example\.com\/geo\.json"\] cannot be read as a JSON document at \/properties\/self: .*cycle/],
  ])('a document with %s is a TypeError naming it, in the vet and the compiler alike', (_name, document, message) => {
    const options = { schemas: { [geoUri]: document } };
    expect(() => vetToolManifest(referring, options)).toThrow(message);
    expect(() => compileToolValidators(referring, options)).toThrow(message);
  });

  test('a document is read as it was registered: changing it afterwards changes no vet of that registry', () => {
    const geo = { type: 'object', required: ['lat'] };
    const options = { schemas: { [geoUri]: geo } };
    const { input } = compileToolValidators(referring, options);
    geo.required = ['nothing'];
    expect(input({ at: {} }).issues.map((issue) => issue.code)).toEqual(['call/missing-property']);
  });

  test('what JSON has no form for is left out, as JSON.stringify leaves it out', () => {
    const options = { schemas: { [geoUri]: { type: 'object', $comment: undefined, properties: { lat: { type: 'number' } } } } };
    expect(compileToolValidators(referring, options).input({ at: { lat: 'north' } }).issues.map((issue) => issue.pointer)).toEqual(['/at/lat']);
  });
});

describe('optionsFor', () => {
  test('options it gives with a getter that throws are a TypeError naming the file', () => {
    const pack = JSON.stringify({ manifestVersion: "1.0", id: 'acme', version: '1.0.0', name: 'Acme', tools: [{ path: 'tool.json' }] });
    const run = () => vetPack(pack, { readTool: () => JSON.stringify(packTool()), optionsFor: () => throwing('profile') as never });
    expect(run).toThrow(new TypeError('options.optionsFor("tool.json").profile could not be read: reading it threw Error: boom.'));
  });
});
