import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { precompiled } from '../../src/precompiled.js';
import { corpusTools, wrapTool } from '../corpora/mcp-corpus.js';

// The verdict-only tool-schema validator (every vet runs it) must say valid exactly when the one with errors does.
const verdict = precompiled('tool-schema-check.cjs');
const full = precompiled('tool-schema.cjs');

const jsonFiles = (url: URL): unknown[] => {
  const folder = fileURLToPath(url);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        return [JSON.parse(readFileSync(`${folder}${name}`, 'utf8')) as unknown];
      } catch {
        return [];
      }
    });
};
const examples = jsonFiles(new URL('../../examples/', import.meta.url));
const hostile = jsonFiles(new URL('../fixtures/hostile/', import.meta.url));
const corpus = corpusTools('mcp-tools').flatMap((entry) => [wrapTool(entry, 'mcp'), wrapTool(entry, undefined)]);

const agrees = (manifest: unknown) => {
  const valid = full(manifest);
  expect(verdict(manifest), JSON.stringify(full.errors?.slice(0, 2))).toBe(valid);
};

/** A copy of `value` with the node at `path` replaced. */
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((child, index) => (index === key ? replaced(child, rest, by) : child));
  const record = value as Record<string, unknown>;
  return { ...record, [key]: replaced(record[key], rest, by) };
}
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const below = Array.isArray(value) ? value.flatMap((child, index) => paths(child, [...prefix, index])) : value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => paths(child, [...prefix, key])) : [];
  return [prefix, ...below];
}

describe('the verdict-only tool-schema validator', () => {
  test.each([
    ['every example', examples],
    ['every hostile file that is JSON', hostile],
    ['the MCP corpus as MCP and as pack tools', corpus],
  ])('agrees with the full validator on %s', (_name, manifests) => {
    expect(manifests.length).toBeGreaterThan(5);
    for (const manifest of manifests) agrees(manifest);
  });

  test('agrees on every node of the examples replaced by another JSON value', () => {
    const valid = examples.filter((manifest) => full(manifest));
    const mutated = fc.tuple(fc.constantFrom(...valid), fc.nat(), fc.jsonValue({ maxDepth: 2 })).map(([manifest, pick, by]) => {
      const all = paths(manifest);
      return replaced(manifest, all[pick % all.length]!, by);
    });
    fc.assert(fc.property(mutated, agrees), { seed: 20261201, numRuns: 3_000 });
  });
});
