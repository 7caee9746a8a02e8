import fc from 'fast-check';
import { expect, test } from 'vitest';
import { CandidateWords, closestMatch, closestMatchAmong } from '../src/suggest.js';

const seed = Number(process.env.FUZZ_SEED ?? 20261201);
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'A', 'é', 'İ', 'x'), maxLength: 9 });

test('closestMatchAmong is closestMatch over the words not skipped', () => {
  fc.assert(
    fc.property(word, fc.array(word, { maxLength: 8 }), fc.array(word, { maxLength: 4 }), (misspelt, words, skipped) => {
      const skip = (candidate: string) => skipped.includes(candidate);
      const kept = words.filter((candidate) => !skip(candidate));
      const expected = closestMatch(misspelt, new CandidateWords(kept));
      expect(closestMatchAmong(misspelt, words, skip)).toBe(expected);
      expect(closestMatch(misspelt, kept)).toBe(expected);
    }),
    { seed, numRuns: 20_000 },
  );
});

test.each<[string, string[], string[], string | undefined]>([
  ['citty', ['citty', 'city'], ['citty'], 'city'],
  ['city', ['citty', 'city'], [], undefined],
  ['Zip', ['zipp', 'ZIP'], [], 'ZIP'],
])('closestMatchAmong(%s, %j, skipping %j) is %s', (misspelt, words, skipped, expected) => {
  expect(closestMatchAmong(misspelt, words, (candidate) => skipped.includes(candidate))).toBe(expected);
});
