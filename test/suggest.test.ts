import { describe, expect, test } from 'vitest';
import { CandidateWords, closeMatches, closestMatch, closestOfClose, didYouMean } from '../src/suggest.js';

// The measure as first written: every candidate lowercased and measured in full, nothing skipped.
function fullDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length] as number;
}
const budgetOf = (word: string) => Math.min(3, Math.max(2, Math.floor(word.length / 3)));
const measure = (word: string, candidate: string) => (candidate.toLowerCase() === word.toLowerCase() ? 0.5 : fullDistance(word.toLowerCase(), candidate.toLowerCase()));
function referenceClosest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word) return undefined;
    const d = measure(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= budgetOf(word) ? best : undefined;
}
function referenceClose(word: string, candidates: readonly string[]): string[] {
  if (candidates.includes(word)) return [];
  return candidates.filter((candidate) => measure(word, candidate) <= budgetOf(word));
}

const FIELDS = ['id', 'description', 'version', 'input', 'output', 'needs', 'effects', 'transport', 'mcpEndpoint', 'metadata', 'mutating', 'needsSpec', 'spec'];

describe('closestMatch and closeMatches', () => {
  test.each([
    ['mutatin', FIELDS, 'mutating', ['mutating']],
    ['Mutating', FIELDS, 'mutating', ['mutating']],
    ['mutating', FIELDS, undefined, []],
    ['spex', FIELDS, 'spec', ['spec']],
    ['needSpec', FIELDS, 'needsSpec', ['needsSpec']],
    ['zzzzzz', FIELDS, undefined, []],
    ['get', ['GET', 'POST', 'PUT'], 'GET', ['GET', 'PUT']],
    ['pat', ['PUT', 'PATCH'], 'PUT', ['PUT', 'PATCH']],
    ['', ['a', 'ab', 'abc'], 'a', ['a', 'ab']],
    ['İnput', ['input', 'output'], 'input', ['input']],
    ['draft-7', ['draft-07', 'draft-06', '2020-12'], 'draft-07', ['draft-07', 'draft-06']],
  ])('%s among %j: closest %s, close %j', (word, candidates, closest, close) => {
    const prepared = new CandidateWords(candidates);
    expect(closestMatch(word, candidates)).toBe(closest);
    expect(closestMatch(word, prepared)).toBe(closest);
    expect(closestMatch(word, new Set(candidates))).toBe(closest);
    expect(closeMatches(word, candidates)).toEqual(close);
    expect(closeMatches(word, prepared)).toEqual(close);
    expect(closestOfClose(word, closeMatches(word, prepared))).toBe(closest);
    expect(didYouMean(word, prepared)).toBe(closest === undefined ? undefined : `did you mean "${closest}"?`);
  });

  // Skipping candidates by length and letters must never change an answer: random words over a
  // small alphabet (so that many are near one another), checked against the full measure.
  test('skipping never changes an answer', () => {
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const word = () => Array.from({ length: random(10) }, () => 'abcdeABé1'[random(9)]).join('');
    for (let round = 0; round < 3000; round++) {
      const candidates = Array.from({ length: 1 + random(8) }, word);
      const misspelt = random(4) === 0 ? (candidates[0] as string) : word();
      const prepared = new CandidateWords(candidates);
      const close = closeMatches(misspelt, prepared);
      expect([misspelt, candidates, closestMatch(misspelt, prepared)]).toEqual([misspelt, candidates, referenceClosest(misspelt, candidates)]);
      expect([misspelt, candidates, closestMatch(misspelt, candidates)]).toEqual([misspelt, candidates, referenceClosest(misspelt, candidates)]);
      expect([misspelt, candidates, close]).toEqual([misspelt, candidates, referenceClose(misspelt, candidates)]);
      expect(closestOfClose(misspelt, close)).toBe(referenceClosest(misspelt, candidates));
    }
  });
});

// A hint's work is bounded whatever the words: 900 missing 500-character names among 900
// near-identical ones took 9 s of one vet, measuring every pair in full.
describe('the bounds on a hint search', () => {
  const near = (length: number, last: string) => `${'r'.repeat(length - 1)}${last}`;

  test.each([
    ['a word of 64 characters gets a hint', 64, 'rrr…x for rrr…y'],
    ['a longer word gets none', 65, undefined],
  ])('%s', (_name, length, expected) => {
    const candidates = [near(length, 'x')];
    const found = [closestMatch(near(length, 'y'), candidates), closestMatch(near(length, 'y'), new CandidateWords(candidates)), closeMatches(near(length, 'y'), candidates)[0]];
    expect(found).toEqual(expected === undefined ? [undefined, undefined, undefined] : [candidates[0], candidates[0], candidates[0]]);
  });

  test('one search measures at most 64 of the candidates that pass the cheap bounds', () => {
    // 64 words two edits away (two letters swapped: the same letters, so no bound skips them), then
    // the one a single edit away: it is past the bound, so unseen.
    const word = 'abcdefghijkl';
    const swapped = (i: number, j: number) => [...word].map((c, at) => (at === i ? word[j] : at === j ? word[i] : c)).join('');
    const twoAway = Array.from({ length: word.length }, (_, i) => Array.from({ length: word.length - i - 1 }, (_, k) => swapped(i, i + k + 1))).flat().slice(0, 64);
    const oneAway = 'abcdefghijkk';
    const candidates = [...twoAway, oneAway];
    expect(referenceClosest(word, candidates)).toBe(oneAway);
    expect(closestMatch(word, candidates)).toBe(twoAway[0]);
    expect(closestMatch(word, new CandidateWords(candidates))).toBe(twoAway[0]);
    expect(closeMatches(word, candidates)).toEqual(twoAway);
    // Within the bound, the closer one is found.
    expect(closestMatch(word, [...twoAway.slice(0, 63), oneAway])).toBe(oneAway);
  });
});
