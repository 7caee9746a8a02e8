import fc from 'fast-check';
import { expect, test } from 'vitest';
import { subjectOf } from '../../src/validators/data-words.js';
import { subjectByTemplate, subjectPieces, subjectTemplate } from '../../src/validators/site-subjects.js';

const seed = Number(process.env.FUZZ_SEED ?? 20261201);

test('subjectPieces with words after the last give the subject and those words, for any indices', () => {
  const template = subjectTemplate('#/properties/orders/items/properties/lines/items/properties/qty/minimum', 'minimum', 'input');
  expect(template).toBeDefined();
  const words = ' must be at least 1, not ';
  const pieces = subjectPieces([...template!.pieces.slice(0, -1), `${template!.pieces.at(-1)}${words}`]);
  const index = fc.oneof(fc.nat({ max: 9 }).map(String), fc.nat().map(String), fc.constantFrom('01', '00', 'x', '', '1x'));
  fc.assert(
    fc.property(index, index, (one, other) => {
      const pointer = `/orders/${one}/lines/${other}/qty`;
      const subject = subjectByTemplate(template!, pointer);
      const fits = /^(0|[1-9][0-9]*)$/.test(one) && /^(0|[1-9][0-9]*)$/.test(other);
      expect(subject).toBe(fits ? subjectOf(pointer, 'input') : undefined);
      expect(subjectByTemplate(template!, pointer, pieces)).toBe(subject === undefined ? undefined : subject + words);
    }),
    { seed, numRuns: 5_000 },
  );
});

test('each one-digit index comes with the text after it', () => {
  const { afterDigit } = subjectPieces(['"a[', '].b[', ']"']);
  expect(afterDigit).toEqual([
    ['0].b[', '1].b[', '2].b[', '3].b[', '4].b[', '5].b[', '6].b[', '7].b[', '8].b[', '9].b['],
    ['0]"', '1]"', '2]"', '3]"', '4]"', '5]"', '6]"', '7]"', '8]"', '9]"'],
  ]);
});
