import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { patternProblem } from '../../../src/schema-checks/patterns.js';
import { analyseSyntactically } from '../../../src/schema-checks/redos/syntactic.js';
import { corpusPath } from '../../fixtures.js';

type CheckSync = (source: string, flags: string, params: object) => { status: string };
const { checkSync } = createRequire(import.meta.url)('recheck/lib/browser.js') as { checkSync: CheckSync };

/** Every `pattern` and `patternProperties` key anywhere in the shared corpora (read in place). */
function corpusPatterns(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const { pattern, patternProperties } = value as Record<string, unknown>;
    if (typeof pattern === 'string') found.add(pattern);
    if (patternProperties !== null && typeof patternProperties === 'object') for (const key of Object.keys(patternProperties)) found.add(key);
    Object.values(value).forEach(visit);
  };
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) visit(JSON.parse(readFileSync(path, 'utf8')));
    }
  };
  walk(corpusPath(''));
  return [...found].filter((pattern) => patternProblem(pattern) === undefined).sort();
}

const patterns = corpusPatterns();

describe('the syntactic pass on the patterns of the shared corpora', () => {
  test('finds them (the corpora hold real patterns)', () => {
    expect(patterns.length).toBeGreaterThan(30);
  });

  test.each(patterns)('decides %s, as recheck does', (pattern) => {
    const ours = analyseSyntactically(pattern, () => true);
    expect(ours.status).not.toBe('undecided');
    const theirs = checkSync(pattern, 'u', { checker: 'automaton', timeout: 10_000 });
    if (theirs.status !== 'unknown') expect(ours.status).toBe(theirs.status);
  });
});
