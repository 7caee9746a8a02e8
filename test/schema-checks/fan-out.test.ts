import { describe, expect, test } from 'vitest';
import { compileToolValidators, vetToolManifest } from '../../src/index.js';
import { MAX_IN_PLACE_DEPTH } from '../../src/schema-checks/fan-out.js';
import { mcpTool } from '../fixtures.js';

// A chain of `length` $defs, each a $ref to the next, grouped 400 to a nested $defs (an object holds at most 1,000 keys).
function chain(length: number): Record<string, unknown> {
  const group = (i: number) => `g${Math.floor(i / 400)}`;
  const defs: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < length; i++) {
    const next = i + 1 < length ? { $ref: `#/$defs/${group(i + 1)}/$defs/d${i + 1}` } : { type: 'string' };
    ((defs[group(i)] ??= { $defs: {} }).$defs as Record<string, unknown>)[`d${i}`] = next;
  }
  return { type: 'object', $defs: defs, properties: { p: { $ref: '#/$defs/g0/$defs/d0' } } };
}

describe('references that nest on one value', () => {
  test.each([4000, MAX_IN_PLACE_DEPTH + 10])('a chain of %i $ref to $ref is limit/fan-out at vet, not a stack overflow on every call', (length) => {
    const report = vetToolManifest(mcpTool({ input: chain(length) }));
    expect(report.issues.map((issue) => issue.code)).toEqual(['limit/fan-out']);
    expect(report.issues[0]?.message).toMatch(/nest more than 500 deep on one value/);
  });

  test('a chain within the bound vets, compiles and validates', () => {
    const manifest = mcpTool({ input: chain(MAX_IN_PLACE_DEPTH - 10) });
    expect(vetToolManifest(manifest).valid).toBe(true);
    const { input } = compileToolValidators(manifest);
    expect(input({ p: 'x' }).valid).toBe(true);
    expect(input({ p: 1 }).issues.map((issue) => issue.code)).toEqual(['call/wrong-type']);
  });
});
