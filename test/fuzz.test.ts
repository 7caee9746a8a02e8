import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../src/index.js';
import { corpusTools, wrapTool } from './corpora/mcp-corpus.js';

// Seeded so that a failure can be replayed: FUZZ_SEED=<seed printed by fast-check> npm test.
const seed = Number(process.env.FUZZ_SEED ?? 20261130);
const runs = (count: number) => ({ seed, numRuns: count });

const examples = fileURLToPath(new URL('../examples/', import.meta.url));
const validManifests: Record<string, unknown>[] = [
  ...readdirSync(examples)
    .filter((name) => name.endsWith('.json') && !name.includes('--'))
    .map((name) => JSON.parse(readFileSync(`${examples}${name}`, 'utf8')) as Record<string, unknown>),
  ...corpusTools('mcp-tools').slice(0, 40).map((entry) => wrapTool(entry, 'mcp')),
];

type Path = (string | number)[];
function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (prefix.length > 0) out.push(prefix);
  if (Array.isArray(value)) value.forEach((child, index) => paths(child, [...prefix, index], out));
  else if (value !== null && typeof value === 'object') for (const [key, child] of Object.entries(value)) paths(child, [...prefix, key], out);
  return out;
}

type Mutation = 'drop' | 'duplicate' | 'retype' | 'nest';
function mutate(manifest: unknown, path: Path, mutation: Mutation, replacement: unknown): unknown {
  const copy = structuredClone(manifest) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as Record<string | number, unknown>;
  const key = path[path.length - 1] as string | number;
  const current = parent[key];
  if (mutation === 'drop') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else if (mutation === 'duplicate') {
    if (Array.isArray(parent)) parent.push(structuredClone(current));
    else parent[`${String(key)}Copy`] = structuredClone(current);
  } else if (mutation === 'retype') parent[key] = replacement;
  else parent[key] = Array.isArray(replacement) ? [current] : { nested: current };
  return copy;
}

const mutated = fc
  .tuple(fc.constantFrom(...validManifests), fc.nat(), fc.constantFrom<Mutation>('drop', 'duplicate', 'retype', 'nest'), fc.jsonValue({ maxDepth: 2 }))
  .map(([manifest, pick, mutation, replacement]) => {
    const all = paths(manifest);
    return mutate(manifest, all[pick % all.length] as Path, mutation, replacement);
  });

const neverThrows = (source: unknown) => {
  const report = vetToolManifest(source);
  expect(typeof report.valid).toBe('boolean');
  expect(report.valid).toBe(!report.issues.some((issue) => issue.severity === 'error'));
};

describe(`fuzzing (seed ${seed})`, () => {
  test('vetToolManifest never throws on arbitrary JSON values', () => {
    fc.assert(fc.property(fc.jsonValue(), neverThrows), runs(3_000));
  });

  test('nor on arbitrary strings as text, JSON-like or not', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), neverThrows), runs(2_000));
  });

  test('nor on mutations of valid manifests (drop, duplicate, retype, nest), as values and as text', () => {
    fc.assert(
      fc.property(mutated, (manifest) => {
        neverThrows(manifest);
        neverThrows(JSON.stringify(manifest, null, 2));
      }),
      runs(3_000),
    );
  });

  test('the same input always gives the same issues in the same order', () => {
    fc.assert(
      fc.property(mutated, (manifest) => {
        expect(vetToolManifest(manifest).issues).toEqual(vetToolManifest(manifest).issues);
      }),
      runs(1_000),
    );
  });

  test('a valid manifest stays valid, with the same issues, through a JSON round trip', () => {
    fc.assert(
      fc.property(mutated, (manifest) => {
        const report = vetToolManifest(manifest);
        fc.pre(report.valid);
        const again = vetToolManifest(JSON.parse(JSON.stringify(manifest)));
        expect(again.valid).toBe(true);
        expect(again.issues.map((issue) => issue.code)).toEqual(report.issues.map((issue) => issue.code));
      }),
      runs(1_000),
    );
  });

  test('Object.prototype is untouched after all of it', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
