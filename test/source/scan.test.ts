import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LineMap } from '../../src/source/lines.js';
import { bracketsAtMost, countMembers, membersBound, scanText, stringEnd } from '../../src/source/scan.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261201);

const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.string({ unit: 'binary' }), fc.integer(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.string({ unit: 'binary', maxLength: 6 }), tie('value'), { maxKeys: 4 }),
})).value;

describe('countMembers', () => {
  test('counts what the per-character scan counts, on arbitrary JSON (keys and strings full of quotes, colons, backslashes)', () => {
    fc.assert(
      fc.property(json, fc.constantFrom(undefined, 2, '\t'), (value, space) => {
        const text = JSON.stringify(value, null, space);
        expect(countMembers(text)).toBe(scanText(text, 10_000).members);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  test.each([
    ['{}', 0],
    ['{"a": 1, "b": {"c": 2}}', 3],
    ['{"a" \n : "b: c", "d:": ["e", "f"]}', 2],
    ['["\\\\", {"\\"": 1}]', 1],
  ])('%j has %i members', (text, members) => {
    expect(countMembers(text)).toBe(members);
  });
});

describe('membersBound', () => {
  test('is never below the members, in any spacing, whatever the strings hold', () => {
    fc.assert(
      fc.property(json, fc.constantFrom(undefined, 2, '\t', ' \n'), (value, space) => {
        const text = space === ' \n' ? JSON.stringify(value, null, 1).replace(/^( *"(?:[^"\\]|\\.)*"): /gm, '$1 \n: ') : JSON.stringify(value, null, space);
        const members = countMembers(text);
        const bound = membersBound(text);
        if (bound !== undefined) expect(bound).toBeGreaterThanOrEqual(members);
        if (space === ' \n' && members > 0) expect(bound).toBeUndefined();
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  test.each([
    ['{"a":1,"b":{"c":2}}', 3],
    ['{"a": "x\\":y"}', 2],
    ['{"a" : 1}', undefined],
    ['{"url": "https://x"}', 1],
  ])('%j: %s', (text, bound) => {
    expect(membersBound(text)).toBe(bound);
  });
});

describe('stringEnd', () => {
  test.each([
    ['"abc"', 4],
    ['"a\\"b"', 5],
    ['"a\\\\"', 4],
    ['"a\\\\\\"b"', 7],
    ['"open', -1],
  ])('the string %j closes at %i', (text, end) => {
    expect(stringEnd(text, 0)).toBe(end);
  });
});

describe('bracketsAtMost', () => {
  test.each([
    ['{"a": [1, 2]}', 2, true],
    ['{"a": [1, 2]}', 1, false],
    ['"[[[{{{"', 5, false],
    ['[] [] []', 3, true],
  ])('%j has at most %i brackets: %s', (text, limit, expected) => {
    expect(bracketsAtMost(text, limit)).toBe(expected);
  });
});

describe('LineMap', () => {
  // The plain reading: every line start found first, one character at a time.
  function reference(text: string, offset: number) {
    const starts = [0];
    for (let index = 0; index < text.length; index++) {
      if (text[index] === '\r' && text[index + 1] === '\n') index++;
      if (text[index] === '\n' || text[index] === '\r') starts.push(index + 1);
    }
    const line = starts.filter((start) => start <= offset).length;
    return { line, column: offset - (starts[line - 1] as number) + 1 };
  }

  test('answers any order of questions as a plain count does, on text with LF, CR LF and CR', () => {
    const text = fc.array(fc.constantFrom('a', 'bc', '\n', '\r\n', '\r', ' '), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.array(fc.nat(60), { maxLength: 10 }), (source, offsets) => {
        const lines = new LineMap(source);
        for (const offset of offsets) {
          const within = Math.min(offset, source.length);
          expect(lines.position(within)).toEqual(reference(source, within));
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
