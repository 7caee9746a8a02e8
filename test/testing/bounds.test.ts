// The generator stays bounded whatever the schema: a schema whose smallest valid value holds more
// than maxSize is an UnsatisfiableSchemaError when the arbitrary is made, and fewer items and
// characters are made where the schema allows. Hostile sizes run in a child with a 256 MB heap.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkToolContract, sampleToolInput, toolInputArbitrary, UnsatisfiableSchemaError } from '../../src/testing/index.js';
import { childOfSrc } from '../support/child-bundle.js';
import { DRAFT_07, samplesOf, toolWithInput } from './helpers.js';

const one = (a: unknown, extra: Record<string, unknown> = {}) => toolWithInput({ type: 'object', properties: { a }, required: ['a'], additionalProperties: false, ...extra });
const fanout = (levels: number) => {
  const $defs: Record<string, unknown> = { [`d${levels}`]: { type: 'string' } };
  for (let level = 0; level < levels; level++) $defs[`d${level}`] = { type: 'object', properties: { l: { $ref: `#/$defs/d${level + 1}` }, r: { $ref: `#/$defs/d${level + 1}` } }, required: ['l', 'r'] };
  return one({ $ref: '#/$defs/d0' }, { $defs });
};
const refusal = (manifest: unknown, options?: Record<string, unknown>) => {
  try {
    toolInputArbitrary(manifest, options);
  } catch (error) {
    if (!(error instanceof UnsatisfiableSchemaError)) throw error;
    return { keyword: error.keyword, pointer: error.pointer, bound: error.reason.includes('maxSize') };
  }
  return undefined;
};

describe('maxSize', () => {
  test.each([
    ['a string longer than maxSize', one({ type: 'string', minLength: 60 }), { keyword: 'minLength', pointer: '/input/properties/a/minLength', bound: true }],
    ['more items than maxSize', one({ type: 'array', minItems: 60 }), { keyword: 'minItems', pointer: '/input/properties/a/minItems', bound: true }],
    ['nested arrays whose product is past it', one({ type: 'array', minItems: 5, items: { type: 'array', minItems: 5, items: { type: 'array', minItems: 5 } } }), { keyword: 'minItems', pointer: '/input/properties/a/minItems', bound: true }],
    ['required properties fanning out through $ref', fanout(6), { keyword: 'required', pointer: '/input/$defs/d1/required', bound: true }],
  ])('%s is an UnsatisfiableSchemaError that names the bound', (_name, manifest, expected) => {
    expect(refusal(manifest, { maxSize: 50 })).toEqual(expected);
  });

  test('within it, the same schemas generate valid values that respect it', () => {
    for (const manifest of [one({ type: 'string', minLength: 30 }), one({ type: 'array', minItems: 30 }), fanout(4)]) {
      const samples = samplesOf(manifest, 30, { maxSize: 50 });
      expect(samples.every((sample) => JSON.stringify(sample).length < 400)).toBe(true);
    }
  });

  // Values and characters, as maxSize counts them.
  const sizeOf = (value: unknown): number =>
    typeof value === 'string' ? 1 + [...value].length : value !== null && typeof value === 'object' ? 1 + Object.values(value).reduce((total: number, item) => total + sizeOf(item), 0) : 1;
  test.each([
    ['required strings that could each be long', toolWithInput({ type: 'object', properties: Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((name) => [name, { type: 'string', minLength: 30 }])), required: ['a', 'b', 'c', 'd', 'e'] })],
    ['the items minItems asks for', one({ type: 'array', minItems: 60, items: { type: 'object', properties: { s: { type: 'string' } }, required: ['s'] } })],
    ['a tuple beside its rest', toolWithInput({ $schema: DRAFT_07, type: 'object', properties: { a: { type: 'array', items: [{ type: 'string', minLength: 40 }], additionalItems: { type: 'string' }, minItems: 50 } }, required: ['a'] })],
    ['strings that must match a pattern', one({ type: 'array', minItems: 40, items: { type: 'string', pattern: '^[a-z]+$' } })],
    ['items that must contain some', one({ type: 'array', minItems: 20, contains: { type: 'string', minLength: 5 }, minContains: 20 })],
  ])('%s: no sample holds more than maxSize, though each part at its largest would', (_name, manifest) => {
    const sizes = samplesOf(manifest, 40, { maxSize: 200, maxStringLength: 40 }).map(sizeOf);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(200);
  });

  test('fewer extra items are made where the schema allows, never fewer than minItems', () => {
    const manifest = one({ type: 'array', minItems: 2, items: { type: 'string', minLength: 10, maxLength: 10 } });
    const lengths = samplesOf(manifest, 100, { maxSize: 40, maxItems: 20 }).map((sample) => (sample as { a: string[] }).a.length);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(2);
    // 1 + n × 11 ≤ 40 (each string is a value and ten characters) within an object of 1 + the array.
    expect(Math.max(...lengths)).toBeLessThanOrEqual(3);
  });

  test('a union keeps the branches that fit', () => {
    const samples = samplesOf(one({ anyOf: [{ type: 'string', minLength: 100 }, { type: 'integer' }] }), 20, { maxSize: 50 });
    expect(samples.every((sample) => typeof (sample as { a: unknown }).a === 'number')).toBe(true);
  });

  test.each([0, 1.5, -1, '10'])('maxSize %j is a TypeError', (maxSize) => {
    expect(() => toolInputArbitrary(one({ type: 'string' }), { maxSize } as never)).toThrow(TypeError);
  });

  test('the default bound still generates a 20,000-character string and 10,000 items', () => {
    expect(refusal(one({ type: 'string', minLength: 20000 }))).toBeUndefined();
    expect(refusal(one({ type: 'array', items: { type: 'integer' }, minItems: 10000 }))).toBeUndefined();
  });
});

describe('bad options', () => {
  const manifest = one({ type: 'string' });

  test('sampleToolInput(manifest, null) is a TypeError, as toolInputArbitrary(manifest, null) is', () => {
    expect(() => toolInputArbitrary(manifest, null as never)).toThrow(TypeError);
    expect(() => sampleToolInput(manifest, null as never)).toThrow(TypeError);
  });

  test('checkToolContract(manifest, handler, null) is a TypeError that says so', async () => {
    await expect(checkToolContract(manifest, () => ({}), null as never)).rejects.toThrowError(/The contract options must be an object, not null/);
  });

  test.each([2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER])('timeoutMs %d, past the longest timer (Node would wait 1 ms), is a TypeError', async (timeoutMs) => {
    await expect(checkToolContract(manifest, () => ({}), { timeoutMs })).rejects.toThrowError(/timeoutMs must be a whole number above 0 and at most 2147483647/);
  });

  test('timeoutMs 2^31 - 1 is accepted', async () => {
    const report = await checkToolContract(manifest, async () => ({}), { timeoutMs: 2 ** 31 - 1, runs: 2 });
    expect(report.failed).toBe(0);
  });
});

describe('hostile sizes, each in a child with a 256 MB heap and a time limit', () => {
  const child = childOfSrc();

  const refuse = (schema: string) => `import { toolInputArbitrary, UnsatisfiableSchemaError } from './testing.mjs';
const input = ${schema};
const manifest = { id: 'acme.t', description: 'd', version: '1.0.0', input, output: { type: 'object' } };
try { toolInputArbitrary(manifest); console.log('generated'); }
catch (error) { console.log(error instanceof UnsatisfiableSchemaError ? JSON.stringify({ keyword: error.keyword, pointer: error.pointer }) : 'threw ' + error); }`;
  const fanoutText = (levels: number) =>
    `(() => { const $defs = { d${levels}: { type: 'string' } }; for (let i = 0; i < ${levels}; i++) $defs['d' + i] = { type: 'object', properties: { l: { $ref: '#/$defs/d' + (i + 1) }, r: { $ref: '#/$defs/d' + (i + 1) } }, required: ['l', 'r'] }; return { type: 'object', properties: { a: { $ref: '#/$defs/d0' } }, required: ['a'], additionalProperties: false, $defs }; })()`;
  const cases: [string, string, unknown][] = [
    ['minLength 300,000 (ran out of memory)', `{ type: 'object', properties: { a: { type: 'string', minLength: 3e5 } }, required: ['a'], additionalProperties: false }`, { keyword: 'minLength', pointer: '/input/properties/a/minLength' }],
    ['minLength 10^9', `{ type: 'object', properties: { a: { type: 'string', minLength: 1e9 } }, required: ['a'], additionalProperties: false }`, { keyword: 'minLength', pointer: '/input/properties/a/minLength' }],
    ['minItems 100,000 (ran out of memory)', `{ type: 'object', properties: { a: { type: 'array', minItems: 1e5 } }, required: ['a'], additionalProperties: false }`, { keyword: 'minItems', pointer: '/input/properties/a/minItems' }],
    ['minItems 10^9', `{ type: 'object', properties: { a: { type: 'array', minItems: 1e9 } }, required: ['a'], additionalProperties: false }`, { keyword: 'minItems', pointer: '/input/properties/a/minItems' }],
    ['three nested arrays of minItems 100 (ran out of memory)', `{ type: 'object', properties: { a: { type: 'array', minItems: 100, items: { type: 'array', minItems: 100, items: { type: 'array', minItems: 100 } } } }, required: ['a'], additionalProperties: false }`, { keyword: 'minItems', pointer: '/input/properties/a/minItems' }],
    ['required properties fanning out 18 levels through $ref (ran out of memory)', fanoutText(18), { keyword: 'required', pointer: '/input/$defs/d2/required' }],
    ['the same 40 levels deep', fanoutText(40), { keyword: 'required', pointer: '/input/$defs/d24/required' }],
  ];
  test.each(cases)('%s', (_name, schema, expected) => {
    const result = child().run(refuse(schema), 30_000);
    expect({ signal: result.signal, status: result.status, stderr: result.stderr }).toEqual({ signal: null, status: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual(expected);
  }, 40_000);

  test('fifteen levels of the fan-out still generate, as they did', () => {
    const script = refuse(fanoutText(15)).replace("console.log('generated')", "console.log(JSON.stringify('generated'))");
    const result = child().run(script, 30_000);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toBe('generated');
  }, 40_000);

  test('merging 30,000 allOf branches is linear: each part was copied into the next', () => {
    const script = `import { mergeSchemas } from './testing-merge.mjs';
const doc = { dialect: '2020-12', siteOf: () => undefined, unsatisfiable: (site, keyword, reason) => new Error(keyword + ': ' + reason) };
const site = { pointer: '', base: '', address: '' };
const parts = Array.from({ length: 30000 }, (_, i) => ({ properties: { ['p' + i]: { type: 'string' } }, required: ['p' + i, 'p0'], dependentRequired: { ['p' + i]: ['p0'] } }));
const merged = mergeSchemas(doc, site, [{ type: 'object' }, ...parts]);
console.log(JSON.stringify([Object.keys(merged), Object.keys(merged.properties).length, merged.required.length, Object.keys(merged.dependentRequired).length, parts[0].required.length]));`;
    const result = child().run(script, 30_000);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual([['type', 'properties', 'required', 'dependentRequired'], 30000, 30000, 30000, 2]);
  }, 40_000);
});

test('values stay valid under a tight bound (fast-check over a few shapes)', () => {
  const manifest = one({ type: 'array', items: { type: 'object', properties: { s: { type: 'string' }, n: { type: 'array', items: { type: 'integer' } } }, required: ['s'] } });
  expect(fc.sample(toolInputArbitrary(manifest, { maxSize: 60 }), { seed: 1, numRuns: 50 }).length).toBe(50);
  samplesOf(manifest, 50, { maxSize: 60 });
});
