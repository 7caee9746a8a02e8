import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../src/index.js';
import { DEFAULT_LIMITS } from '../../src/limits.js';
import { readTree } from '../../src/source/tree.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
const base = () => ({ id: 'acme.tool', description: 'A tool.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' } });

// A hostile twist on an arbitrary value: a cycle back to an ancestor, a getter that throws, or one subtree shared many times.
type Twist = 'cycle' | 'getter' | 'shared' | 'none';

function twisted(value: unknown, twist: Twist, depth: number): unknown {
  if (twist === 'none' || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  if (twist === 'cycle') object.back = object;
  if (twist === 'getter') Object.defineProperty(object, 'trap', { enumerable: true, get: () => { throw new Error('trap'); } });
  if (twist === 'shared') {
    let node: unknown = object;
    for (let i = 0; i < depth; i++) node = { left: node, right: node };
    return node;
  }
  return object;
}

const hostile = fc
  .tuple(
    fc.anything({ withMap: true, withSet: true, withDate: true, withTypedArray: true, withBigInt: true, withSparseArray: true, withNullPrototype: true, withObjectString: true, maxDepth: 4 }),
    fc.constantFrom<Twist>('cycle', 'getter', 'shared', 'none'),
    fc.integer({ min: 1, max: 40 }),
    fc.constantFrom('metadata', 'input', 'output', 'needsSpec', 'limits'),
  )
  .map(([value, twist, depth, field]) => ({ ...base(), [field]: twisted(value, twist, depth) }));

describe('arbitrary JS values, with cycles, throwing getters and shared subtrees', () => {
  test('vet never throws, every issue is well-formed, and the reading never counts more work than its bound', () => {
    fc.assert(
      fc.property(hostile, (manifest) => {
        const report = vetToolManifest(manifest);
        for (const issue of report.issues) {
          expect(typeof issue.code).toBe('string');
          expect(typeof issue.message).toBe('string');
          expect(typeof issue.pointer).toBe('string');
        }
        expect(readTree(manifest, true, DEFAULT_LIMITS).visited).toBeLessThanOrEqual(DEFAULT_LIMITS.maxBytes);
      }),
      { seed: SEED, numRuns: 150 },
    );
  });
});
