import type fc from 'fast-check';
import { expectTypeOf, test } from 'vitest';
import { checkToolContract, sampleToolInput, toolInputArbitrary, toolOutputArbitrary, type ContractReport, type ToolArbitraryOptions } from '../../src/testing/index.js';

declare const manifest: unknown;

test('the testing subpath’s types', () => {
  expectTypeOf(toolInputArbitrary(manifest)).toEqualTypeOf<fc.Arbitrary<unknown>>();
  // `T` names the input's type for the caller; the generator itself knows only the schema.
  expectTypeOf(toolInputArbitrary<{ city: string }>(manifest)).toEqualTypeOf<fc.Arbitrary<{ city: string }>>();
  expectTypeOf(toolOutputArbitrary).parameter(1).toEqualTypeOf<ToolArbitraryOptions | undefined>();
  expectTypeOf(checkToolContract(manifest, () => ({}))).resolves.toEqualTypeOf<ContractReport>();
  // @ts-expect-error sampleToolInput needs a seed
  sampleToolInput(manifest, {});
  // @ts-expect-error optional is one of three words
  toolInputArbitrary(manifest, { optional: 'often' });
});
