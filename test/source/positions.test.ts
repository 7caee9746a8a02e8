import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { joinPointer } from '../../src/issue.js';
import { LineMap } from '../../src/source/lines.js';
import { textPositions, type PositionIndex } from '../../src/source/positions.js';
import { corpusTools, wrapTool } from '../corpora/mcp-corpus.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261201);

// Every pointer of a value, and for each a pointer one step past it that the text does not have.
function pointers(value: unknown, at = ''): string[] {
  const own = [at, joinPointer(at, 'no such key'), joinPointer(at, '7')];
  if (value === null || typeof value !== 'object') return own;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return [...own, joinPointer(at, '01'), ...entries.flatMap(([key, item]) => pointers(item, joinPointer(at, key)))];
}

// What the walk over the text answers, next to what jsonc-parser's tree answers (`keysRepeat`).
function answers(text: string, keysRepeat: boolean, asked: readonly string[]) {
  const index: PositionIndex = textPositions(text, new LineMap(text), 0, keysRepeat);
  return asked.map((pointer) => ({ pointer, value: index.value(pointer), key: index.key(pointer), valueRange: index.range(pointer, 'value'), keyRange: index.range(pointer, 'key') }));
}

function expectWalkAgreesWithTree(text: string): void {
  const asked = pointers(JSON.parse(text));
  expect(answers(text, false, asked)).toEqual(answers(text, true, asked));
}

const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.string({ unit: 'binary' }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.string({ unit: 'binary', maxLength: 6 }), tie('value'), { maxKeys: 5 }),
})).value;
const spacing = fc.constantFrom(undefined, 0, 1, 2, '\t', '\r\n  ', ' \n');

describe('textPositions: the walk over the text', () => {
  test('answers as jsonc-parser\'s tree does, for every pointer of arbitrary JSON in any spacing', () => {
    fc.assert(
      fc.property(json, spacing, (value, space) => {
        // Spacing inside strings is left alone; around tokens it is any JSON whitespace.
        const text = typeof space === 'string' && space.includes('\r') ? JSON.stringify(value, null, 1).replace(/^( +)/gm, (indent) => `\r${indent}`) : JSON.stringify(value, null, space);
        expectWalkAgreesWithTree(text);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  test('answers as the tree does over the real MCP corpus as text', () => {
    for (const tool of corpusTools('mcp-tools').slice(0, 60)) expectWalkAgreesWithTree(JSON.stringify(wrapTool(tool, 'mcp'), null, 2));
  });

  test.each([
    ['escaped keys', '{"a\\"b": {"\\u0063": 1}, "c\\\\": [true]}'],
    ['strings that hold brackets, quotes and backslashes', '{"a": "]}[{\\"", "b": ["\\\\", "\\\\\\"}"], "c": {"d": "x"}}'],
    ['a text of a scalar', '  "just a string"  '],
    ['an empty text', '   '],
    ['empty containers', '{"a": {}, "b": [], "c": [[], {}]}'],
    ['numbers of every form', '[-0, 1e5, -2.5E-3, 10, 0.1]'],
  ])('answers as the tree does on %s', (_name, text) => {
    const asked = text.trim() === '' ? ['', '/a'] : pointers(JSON.parse(text));
    expect(answers(text, false, asked)).toEqual(answers(text, true, asked));
  });

  test('a text whose walks grow dear moves to the tree and still answers the same', () => {
    // Each range of the root or of `/items` steps over the whole text: a few of them pass the walks' allowance.
    const value = { items: Array.from({ length: 300 }, (_, index) => ({ name: `n${index}`, list: [index, { deep: 'x'.repeat(50) }] })) };
    const text = JSON.stringify(value, null, 1);
    const asked = ['', '/items', '', '/items', '', '/items', ...value.items.flatMap((_, index) => [`/items/${299 - index}/list/1/deep`, `/items/${index}/name`])];
    expect(answers(text, false, asked)).toEqual(answers(text, true, asked));
  });
});
