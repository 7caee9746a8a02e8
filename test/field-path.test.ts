import { expect, test } from 'vitest';
import { fieldPath } from '../src/field-path.js';

// The definition fieldPath's character tests stand for: an index, an identifier, or a quoted key.
const reference = (tokens: string[]): string =>
  tokens.reduce((path, token) => {
    if (/^(0|[1-9]\d*)$/.test(token)) return `${path}[${token}]`;
    if (/^[A-Za-z_$][\w$-]*$/.test(token)) return path === '' ? token : `${path}.${token}`;
    return `${path}[${JSON.stringify(token)}]`;
  }, '');

test.each([
  [['spec', 'method']],
  [['spec', 'headers', '0', 'name']],
  [['needs', '10', 'name']],
  [['a', '01']],
  [['a', '0x1']],
  [['a', '-1']],
  [['a', '']],
  [['_private', '$ref', 'x-discriminator', 'a1']],
  [['-leading-dash', '1a', 'a b', 'a.b', 'café', 'ünïcode', 'a~b', 'a/b']],
  [['0', 'Z', 'z', '@', '[', '`', '{', '9']],
])('fieldPath of %j reads as its definition says', (tokens) => {
  const pointer = tokens.map((token) => `/${token.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  expect(fieldPath(pointer)).toBe(reference(tokens));
});

test('a pointer reads as a person writes the path', () => {
  expect(fieldPath('/spec/headers/0/name')).toBe('spec.headers[0].name');
  expect(fieldPath('/input/properties/a b')).toBe('input.properties["a b"]');
  expect(fieldPath('')).toBe('');
});
