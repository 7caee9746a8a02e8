import { expect, test } from 'vitest';
import { pointerToString } from '../../src/validators/string-place.js';

test.each([
  ['the data itself', 'x', ''],
  ['a property', { a: 1, b: 'x' }, '/b'],
  ['a level’s own strings before deeper ones', { a: { c: ['y', 'x'] }, b: 'x' }, '/b'],
  ['an item, with its key escaped', { 'a/b': [0, { '~': 'x' }] }, '/a~1b/1/~0'],
  ['nowhere', { a: ['y'] }, undefined],
])('%s', (_, data, pointer) => {
  expect(pointerToString(data, 'x', 1000)).toBe(pointer);
});

test('looks through at most the values it is given', () => {
  expect(pointerToString({ a: { b: { c: 'x' } } }, 'x', 2)).toBeUndefined();
});
