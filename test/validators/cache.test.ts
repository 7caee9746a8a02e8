import { isDeepStrictEqual } from 'node:util';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LruCache } from '../../src/validators/cache.js';
import { clearValidatorCache, compileToolValidators, configureValidatorCache } from '../../src/validators/compile.js';
import { mcpTool, packTool } from '../fixtures.js';

// Ajv, Ajv2019 and Ajv2020 share their core's prototype, so one spy sees every compile.
const core = Object.getPrototypeOf(Ajv.prototype) as { compile: (schema: unknown) => unknown };
const city = () => ({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] });
const OUTPUT = { type: 'object' };

function spyCompiles(): (schema: unknown) => number {
  const spy = vi.spyOn(core, 'compile');
  return (schema) => spy.mock.calls.filter(([compiled]) => isDeepStrictEqual(compiled, schema)).length;
}

beforeEach(() => {
  clearValidatorCache();
  compileToolValidators(packTool({ input: OUTPUT, output: OUTPUT })); // builds the meta-schema validators vet uses
});
afterEach(() => {
  vi.restoreAllMocks();
  configureValidatorCache({ max: 1000 });
});

describe('the validator cache', () => {
  test('an identical schema in a new object, another manifest or another call is not compiled again', () => {
    const compiles = spyCompiles();
    const first = compileToolValidators(packTool({ input: city() }));
    expect(compiles(city())).toBe(1);
    const again = compileToolValidators(packTool({ id: 'acme.other', input: city() }));
    const reordered = compileToolValidators(packTool({ input: { required: ['city'], properties: { city: { type: 'string' } }, type: 'object' } }));
    expect(compiles(city())).toBe(1);
    for (const { input } of [first, again, reordered]) expect(input({ city: 7 }).issues).toEqual([expect.objectContaining({ pointer: '/city' })]);
  });

  test.each([
    ['another dialect', mcpTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', ...city() } }), {}],
    ['an MCP tool (strict mode off)', mcpTool({ input: city() }), {}],
    ['formats annotated', packTool({ input: city() }), { formats: 'annotate' as const }],
    ['useDefaults', packTool({ input: city() }), { useDefaults: true }],
    ['a registry', packTool({ input: city() }), { schemas: { 'https://example.com/a.json': { type: 'string' } } }],
  ])('the same content compiles again for %s', (_, manifest, options) => {
    compileToolValidators(packTool({ input: city() }));
    const compiles = vi.spyOn(core, 'compile');
    compileToolValidators(manifest, options);
    expect(compiles.mock.calls.filter(([schema]) => (schema as { type?: string }).type === 'object' && 'required' in (schema as object))).toHaveLength(1);
  });

  test('a registry is known by its content, not its object', () => {
    const registry = () => ({ 'https://example.com/a.json': { type: 'string' } });
    compileToolValidators(packTool({ input: city() }), { schemas: registry() });
    const compiles = spyCompiles();
    compileToolValidators(packTool({ input: city() }), { schemas: registry() });
    expect(compiles(city())).toBe(0);
  });

  test('a schema changed after compiling does not change the cached validator', () => {
    const schema = city();
    compileToolValidators(packTool({ input: schema }));
    schema.properties.city.type = 'number';
    expect(compileToolValidators(packTool({ input: city() })).input({ city: 'Oslo' }).valid).toBe(true);
    expect(compileToolValidators(packTool({ input: schema })).input({ city: 'Oslo' }).valid).toBe(false);
  });

  test('it is bounded: the least recently used schema is dropped and compiled again', () => {
    expect(configureValidatorCache({ max: 2 })).toEqual({ max: 2, size: 1 }); // the output schema of beforeEach's manifest
    const schemas = [1, 2, 3].map((n) => ({ type: 'object', properties: { [`p${n}`]: { type: 'string' } } }));
    for (const input of schemas) compileToolValidators(packTool({ input, output: OUTPUT }));
    expect(configureValidatorCache().size).toBe(2);
    const compiles = spyCompiles();
    compileToolValidators(packTool({ input: schemas[2], output: OUTPUT }));
    expect(compiles(schemas[2])).toBe(0);
    compileToolValidators(packTool({ input: schemas[0], output: OUTPUT }));
    expect(compiles(schemas[0])).toBe(1);
  });

  test('clearValidatorCache empties it; max 0 turns it off', () => {
    const compiles = spyCompiles();
    compileToolValidators(packTool({ input: city() }));
    clearValidatorCache();
    expect(configureValidatorCache().size).toBe(0);
    compileToolValidators(packTool({ input: city() }));
    configureValidatorCache({ max: 0 });
    compileToolValidators(packTool({ input: city() }));
    expect(compiles(city())).toBe(3);
    expect(() => configureValidatorCache({ max: -1 })).toThrow(RangeError);
    expect(() => configureValidatorCache({ maxx: 3 } as never)).toThrow(/Unknown option "maxx" in options \(did you mean "max"\?\)/);
    expect(() => configureValidatorCache({ max: '5' } as never)).toThrow(/options\.max must be a number of entries, not "5"/);
  });
});

describe('LruCache', () => {
  test('a read makes an entry the most recently used', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
    cache.resize(1);
    expect([cache.get('a'), cache.get('c')]).toEqual([undefined, 3]);
  });
});
