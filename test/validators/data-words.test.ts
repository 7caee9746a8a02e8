import fc from 'fast-check';
import { expect, test } from 'vitest';
import { escapedLine, kindOfData, numberText, preview } from '../../src/validators/data-words.js';

const seed = Number(process.env.FUZZ_SEED ?? 20261201);

test.each([0, -0, 1, -1, 2.5, 19.9, -19.9, 0.25, 0.1, 0.000001, 0.0000001, 1e-7, 123456.789, 2147483647, 2147483648, -2147483648, 2147483.6471, 1e21, 1e300, 0.1 + 0.2, 5e-324, NaN, Infinity, -Infinity])('numberText(%d) is String(%d)', (value) => {
  expect(numberText(value)).toBe(String(value));
});

test('numberText is String for any double, and for short decimals', () => {
  const decimal = fc.tuple(fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }), fc.nat({ max: 8 })).map(([digits, places]) => digits / 10 ** places);
  fc.assert(
    fc.property(fc.oneof(fc.double(), decimal, fc.integer()), (value) => {
      expect(numberText(value)).toBe(String(value));
    }),
    { seed, numRuns: 50_000 },
  );
});

// What preview said before it read numbers and strings by their kind first (NaN and the infinities named, as the attacker's report asked).
// -0 and bigints it now spells as such (`-0`, `10n`): `must be greater than 0, not 0` and `must be 1, not 1` said what was refused was allowed.
function previewReference(value: unknown): string {
  if (value !== null && typeof value === 'object') return kindOfData(value);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'boolean') return String(value);
  const isText = typeof value === 'string';
  const text = isText ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…${isText ? '"' : ''}` : text;
}

test('preview says what it said of any value', () => {
  const text = fc.string({ unit: fc.constantFrom('a', '"', '\\', '\n', '\u0001', 'é', '\ud800', '😀'), maxLength: 70 });
  fc.assert(
    fc.property(fc.oneof(fc.jsonValue(), text, fc.double(), fc.constantFrom(undefined, 10n, () => 1)), (value) => {
      expect(preview(value)).toBe(previewReference(value));
    }),
    { seed, numRuns: 20_000 },
  );
});

test.each([
  ['x', 'a string'], [1, 'a number'], [true, 'a boolean'], [null, 'null'], [[], 'an array'], [{}, 'an object'], [undefined, 'undefined'], [10n, 'a bigint'], [() => 1, 'a function'],
])('kindOfData(%o) is %s', (value, words) => {
  expect(kindOfData(value)).toBe(words);
});

test.each([
  [Number.NaN, 'NaN'],
  [Infinity, 'Infinity'],
  [-Infinity, '-Infinity'],
])('%s is named, not shown as JSON’s null', (value, shown) => {
  expect(preview(value)).toBe(shown);
});

// escapedLine's scan against what it stands for: JSON's escapes, then those of the characters a log
// or terminal takes for a line break or a reordering, on strings weighted towards those characters.
test('escapedLine is JSON.stringify, unquoted, with NEL, U+2028/9 and bidirectional controls escaped too', () => {
  const reference = (text: string) => JSON.stringify(text).slice(1, -1).replace(/[\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const awkward = fc.constantFrom(0x00, 0x1f, 0x20, 0x22, 0x5c, 0x7e, 0x7f, 0x84, 0x85, 0x86, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0x2027, 0x2028, 0x2029, 0x202a, 0x202e, 0x202f, 0x2065, 0x2066, 0x2069, 0x206a, 0xe9);
  const text = fc.array(fc.oneof(awkward, fc.integer({ min: 0, max: 0xffff })), { maxLength: 12 }).map((codes) => String.fromCharCode(...codes));
  fc.assert(
    fc.property(fc.oneof(text, fc.string()), (value) => {
      expect(escapedLine(value)).toBe(reference(value));
    }),
    { seed, numRuns: 20_000 },
  );
});
