import { expect, test } from 'vitest';
import { quote } from '../src/quote.js';

// The short cut must write exactly what JSON.stringify writes, for every kind of string and value.
test.each([
  ['a plain string', '1.0'],
  ['the empty string', ''],
  ['a quote', 'a"b'],
  ['a backslash', 'a\\b'],
  ['a control character', 'a\u0001b'],
  ['a newline and a tab', 'a\nb\tc'],
  ['DEL, which JSON leaves as it is', 'a\u007fb'],
  ['a character past ASCII', 'café ☃'],
  ['a surrogate pair', 'a😀b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', 'a\udc00'],
  ['a long plain string', 'x'.repeat(300)],
  ['a long string with a quote at its end', `${'x'.repeat(300)}"`],
  ['a number', 42],
  ['null', null],
  ['a boolean', true],
  ['an object', { a: [1, 'b'] }],
  ['undefined', undefined],
])('quote(%s) is JSON.stringify', (_name, value) => {
  expect(quote(value)).toBe(JSON.stringify(value));
});
