import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileToolValidators, ToolManifestError } from '../../src/index.js';
import { sampleToolInput, toolInputArbitrary, toolOutputArbitrary } from '../../src/testing/index.js';
import { packTool } from '../fixtures.js';
import { samplesOf } from './helpers.js';

const weather = packTool({
  id: 'acme.weather',
  input: { type: 'object', properties: { city: { type: 'string', minLength: 1 }, units: { enum: ['c', 'f'] }, days: { type: 'integer', minimum: 1, maximum: 7 } }, required: ['city'], additionalProperties: false },
  output: { type: 'object', properties: { temperature: { type: 'number' }, at: { type: 'string', format: 'date-time' } }, required: ['temperature', 'at'], additionalProperties: false },
});

describe('determinism', () => {
  test('the same seed gives the same samples, another seed others', () => {
    const first = fc.sample(toolInputArbitrary(weather), { seed: 5, numRuns: 50 });
    expect(fc.sample(toolInputArbitrary(weather), { seed: 5, numRuns: 50 })).toEqual(first);
    expect(fc.sample(toolInputArbitrary(weather), { seed: 6, numRuns: 50 })).not.toEqual(first);
  });

  test('sampleToolInput gives one valid input, the same for the same seed', () => {
    const sample = sampleToolInput(weather, { seed: 7 });
    expect(compileToolValidators(weather).input(sample).valid).toBe(true);
    expect(sampleToolInput(weather, { seed: 7 })).toEqual(sample);
    const seeds = new Set(Array.from({ length: 10 }, (_, seed) => JSON.stringify(sampleToolInput(weather, { seed }))));
    expect(seeds.size).toBeGreaterThan(1);
  });
});

describe('outputs', () => {
  test('toolOutputArbitrary generates valid outputs', () => {
    const { output } = compileToolValidators(weather);
    const samples = fc.sample(toolOutputArbitrary(weather), { seed: 1, numRuns: 100 });
    expect(samples.filter((sample) => !output(sample).valid)).toEqual([]);
  });
});

describe('options', () => {
  test('optional: always, never', () => {
    expect((samplesOf(weather, 50, { optional: 'always' }) as object[]).every((sample) => 'units' in sample && 'days' in sample)).toBe(true);
    expect((samplesOf(weather, 50, { optional: 'never' }) as object[]).every((sample) => Object.keys(sample).join() === 'city')).toBe(true);
  });

  test('maxItems, maxDepth and the string length bounds', () => {
    const tree = packTool({ input: { $ref: '#/$defs/node', $defs: { node: { type: 'object', properties: { name: { type: 'string' }, kids: { type: 'array', items: { $ref: '#/$defs/node' } } } } } } });
    const depthOf = (value: unknown): number => (Array.isArray(value) ? 1 + Math.max(0, ...value.map(depthOf)) : value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0);
    const samples = samplesOf(tree, 100, { maxDepth: 2, maxItems: 2, minStringLength: 2, maxStringLength: 4 }) as Record<string, any>[];
    expect(Math.max(...samples.map(depthOf))).toBeLessThanOrEqual(3);
    const strings = JSON.stringify(samples).match(/"name":"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(samples.every((sample) => (sample.kids?.length ?? 0) <= 2)).toBe(true);
    expect(strings.length).toBeGreaterThan(0);
    for (const sample of samples) if (typeof sample.name === 'string') expect([...sample.name].length).toBeGreaterThanOrEqual(2);
  });

  test.each([
    [{ maxDepth: -1 }, /maxDepth must be a whole number/],
    [{ maxItems: 1.5 }, /maxItems must be a whole number/],
    [{ optional: 'often' }, /optional must be 'sometimes', 'always' or 'never'/],
    [{ maxDeep: 2 }, /Unknown generator option "maxDeep"/],
  ])('%j is refused with a TypeError', (options, message) => {
    expect(() => toolInputArbitrary(weather, options as never)).toThrowError(TypeError);
    expect(() => toolInputArbitrary(weather, options as never)).toThrowError(message);
  });

  test('a manifest that does not vet is a ToolManifestError', () => {
    expect(() => toolInputArbitrary(packTool({ input: { type: 'strin' } }))).toThrowError(ToolManifestError);
    expect(() => toolInputArbitrary('not a manifest')).toThrowError(ToolManifestError);
  });
});

test('sampleToolInput without options says it needs a seed, in its own words', () => {
  expect(() => (sampleToolInput as (manifest: unknown) => unknown)(weather)).toThrow('sampleToolInput needs options with a whole-number seed ({ seed: 7 }), not undefined.');
});
