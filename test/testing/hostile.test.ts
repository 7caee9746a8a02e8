// Whatever the manifest, the generator answers with an arbitrary of valid values or a clear error:
// never another exception, never a hang, never an invalid value.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileToolValidators, ToolManifestError } from '../../src/index.js';
import { checkToolContract, toolInputArbitrary, UnsatisfiableSchemaError } from '../../src/testing/index.js';
import { toolWithInput } from './helpers.js';

const nested = (levels: number): Record<string, unknown> => (levels === 0 ? { type: 'string' } : { type: 'object', properties: { next: nested(levels - 1) }, required: ['next'] });

const CASES: [string, unknown][] = [
  ['null', null],
  ['a number', 42],
  ['an array', []],
  ['JSON text that is not a manifest', '{"id": 1}'],
  ['a reference to itself', toolWithInput({ $ref: '#' })],
  ['a long fixed-length pattern', toolWithInput({ type: 'object', properties: { s: { type: 'string', pattern: '^[a-z]{2000}$' } }, required: ['s'] })],
  ['an enum of 5,000 values', toolWithInput({ type: 'object', properties: { e: { enum: Array.from({ length: 5000 }, (_, i) => `v${i}`) } }, required: ['e'] })],
  ['60 levels of required nesting', toolWithInput(nested(60))],
  ['recursion through anyOf', toolWithInput({ anyOf: [{ type: 'null' }, { type: 'array', items: { $ref: '#' } }] })],
  ['10,000 required items', toolWithInput({ type: 'object', properties: { a: { type: 'array', items: { type: 'integer' }, minItems: 10000 } }, required: ['a'] })],
  ['a 20,000-character minimum length', toolWithInput({ type: 'object', properties: { s: { type: 'string', minLength: 20000 } }, required: ['s'] })],
  ['a tiny multipleOf', toolWithInput({ type: 'object', properties: { n: { type: 'number', multipleOf: 1e-300 } }, required: ['n'] })],
  ['extreme bounds', toolWithInput({ type: 'object', properties: { n: { type: 'number', minimum: -1.7e308, maximum: 1.7e308 }, i: { type: 'integer', minimum: 1e300 } }, required: ['n', 'i'] })],
  ['a pattern fast-check cannot read', toolWithInput({ type: 'object', properties: { s: { type: 'string', pattern: '^\\p{Lu}\\P{L}*$' } }, required: ['s'] })],
];

describe('hostile manifests and schemas', () => {
  test.each(CASES)('%s', (_name, manifest) => {
    let arb: fc.Arbitrary<unknown> | undefined;
    try {
      arb = toolInputArbitrary(manifest);
    } catch (error) {
      expect([ToolManifestError, UnsatisfiableSchemaError].some((kind) => error instanceof kind)).toBe(true);
      return;
    }
    const { input } = compileToolValidators(manifest);
    try {
      const samples = fc.sample(arb, { seed: 3, numRuns: 10 });
      expect(samples.filter((sample) => !input(sample).valid)).toEqual([]);
    } catch (error) {
      // A filter that keeps refusing mid-run is the same clear error.
      expect(error).toBeInstanceOf(UnsatisfiableSchemaError);
    }
  });

  test('checkToolContract on a manifest that does not vet rejects with its ToolManifestError', async () => {
    await expect(checkToolContract({ id: 1 }, () => ({}))).rejects.toThrowError(ToolManifestError);
  });
});
