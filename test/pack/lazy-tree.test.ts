import fc from 'fast-check';
import { parseTree, type Node } from 'jsonc-parser';
import { expect, test } from 'vitest';
import { lazyTree } from '../../src/pack/lazy-tree.js';
import { duplicateKeys, parseDocument } from '../../src/pack/document.js';

// The tree read from the text as it is walked is jsonc-parser's tree, node for node: the same
// types, offsets, lengths, values, colons and children, on fuzzed JSON printed every way.

interface Plain {
  type: string;
  offset: number;
  length: number;
  value?: unknown;
  colonOffset?: number;
  children?: Plain[];
}

function plain(node: Node): Plain {
  const children = node.type === 'object' || node.type === 'array' || node.type === 'property' ? node.children : undefined;
  return {
    type: node.type,
    offset: node.offset,
    length: node.length,
    ...(node.type === 'object' || node.type === 'array' || node.type === 'property' ? {} : { value: node.value }),
    ...(node.colonOffset === undefined ? {} : { colonOffset: node.colonOffset }),
    ...(children === undefined ? {} : { children: children.map(plain) }),
  };
}

// JSON with whitespace of every kind between every two tokens.
const spaced = (value: unknown): string => {
  const gap = ' \r\n\t ';
  if (Array.isArray(value)) return `[${gap}${value.map(spaced).join(`${gap},${gap}`)}${gap}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  return `{${gap}${Object.entries(value).map(([key, member]) => `${JSON.stringify(key)}${gap}:${gap}${spaced(member)}`).join(`${gap},${gap}`)}${gap}}`;
};
const keyed = fc.dictionary(fc.string({ unit: fc.constantFrom('a', '"', '\\', '/', 'é', '\u2028', '{', '[', ':', ',') }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
const values = fc.oneof(fc.jsonValue({ maxDepth: 4 }), keyed, fc.array(keyed, { maxLength: 3 }));

test('lazyTree is jsonc-parser’s tree on fuzzed JSON, compact, indented and spaced', () => {
  fc.assert(
    fc.property(values, fc.constantFrom<(value: unknown) => string>((value) => JSON.stringify(value), (value) => JSON.stringify(value, null, 2), (value) => ` ${spaced(value)} `), (value, print) => {
      const text = print(value);
      const expected = parseTree(text, [], { disallowComments: true, allowTrailingComma: false }) as Node;
      expect(plain(lazyTree(text))).toEqual(plain(expected));
    }),
    { numRuns: 500, seed: 20261203 },
  );
});

test.each([
  ['numbers', '[0, -1.5e3, 1E+2, 12345678901234567890]'],
  ['literals', '{"t": true, "f": false, "n": null}'],
  ['escapes in keys and strings', '{"a\\"b": "c\\\\", "\\u00e9": "\\ud83d\\ude00", "]": "}"}'],
  ['empty containers', '{"a": {}, "b": [], "c": [{}, []]}'],
])('lazyTree reads %s as jsonc-parser does', (_name, text) => {
  expect(plain(lazyTree(text))).toEqual(plain(parseTree(text) as Node));
});

test('a document whose keys do not repeat is not walked for duplicates; one whose keys do is', () => {
  const clean = parseDocument('{"tools": [{"name": "a"}, {"name": "b"}]}', 'tool list');
  const repeated = parseDocument('{"tools": [{"name": "a", "x": ":", "name": "b"}]}', 'tool list');
  if (!clean.ok || !repeated.ok) throw new Error('both parse');
  expect([clean.document.keysRepeat, duplicateKeys(clean.document)]).toEqual([false, []]);
  expect(repeated.document.keysRepeat).toBe(true);
  expect(duplicateKeys(repeated.document).map((issue) => [issue.pointer, issue.line, issue.column])).toEqual([['/tools/0/name', 1, 36]]);
});

test.each([
  ['a leading zero, which only JSON.parse refuses', '{"tools": [01]}', 'The tool list is not valid JSON: '],
  ['a trailing comma', '{"tools": [1,]}', 'The tool list is not valid JSON: value expected.'],
  ['a comment', '{"tools": [] /* x */}', 'The tool list is not valid JSON: invalid comment token.'],
])('%s is json/syntax with a place', (_name, text, message) => {
  const parsed = parseDocument(text, 'tool list');
  expect(parsed.ok).toBe(false);
  if (parsed.ok) return;
  const [issue] = parsed.issues;
  expect(issue?.code).toBe('json/syntax');
  expect(issue?.message.startsWith(message)).toBe(true);
  expect(issue?.line).toBe(1);
});
