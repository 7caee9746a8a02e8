import { describe, expect, test } from 'vitest';
import type { Issue } from '../../src/issue.js';
import { LineMap } from '../../src/source/lines.js';
import { relocate, type SlicePlace } from '../../src/pack/relocate.js';

const issue = (extra: Partial<Issue> & Record<string, unknown> = {}): Issue => ({ code: 'x/y', severity: 'error', message: 'm', pointer: '/version', ...extra });
const place: SlicePlace = { pointer: (pointer) => `/tools/2${pointer}`, offset: 120, start: { line: 9, column: 5 } };

describe('relocate: one issue of a slice, mapped into its file', () => {
  test.each([
    ['line 1 of the slice starts at the slice’s column', issue({ line: 1, column: 3 }), { pointer: '/tools/2/version', line: 9, column: 7 }],
    ['later lines keep their columns', issue({ line: 3, column: 14 }), { pointer: '/tools/2/version', line: 11, column: 14 }],
    ['the root pointer becomes the slice’s own', issue({ pointer: '', line: 1, column: 1 }), { pointer: '/tools/2', line: 9, column: 5 }],
  ])('%s', (_name, given, expected) => {
    expect(relocate(given, place)).toMatchObject(expected);
  });

  test('no place stays no place, without a locator', () => {
    const moved = relocate(issue(), place);
    expect(moved.pointer).toBe('/tools/2/version');
    expect(moved).not.toHaveProperty('line');
  });

  test('an issue without a place gets one from the locator, by its file pointer', () => {
    const located = relocate(issue(), { ...place, locate: (pointer) => (pointer === '/tools/2/version' ? { line: 40, column: 18 } : undefined) });
    expect(located).toMatchObject({ line: 40, column: 18 });
  });

  test('fix edits move by the slice’s offset; the rest of the fix is kept', () => {
    const fixed = relocate(issue({ line: 1, column: 1, fix: { description: 't', edits: [{ offset: 3, length: 2, newText: 'a' }, { offset: 0, length: 0, newText: 'b' }] } }), place) as Issue & { fix: unknown };
    expect(fixed.fix).toEqual({ description: 't', edits: [{ offset: 123, length: 2, newText: 'a' }, { offset: 120, length: 0, newText: 'b' }] });
  });

  test('suggestions’ edits move too', () => {
    const moved = relocate(issue({ suggestions: [{ description: 'd', edits: [{ offset: 1, length: 1, newText: 'x' }] }] }), place) as Issue & { suggestions: unknown };
    expect(moved.suggestions).toEqual([{ description: 'd', edits: [{ offset: 121, length: 1, newText: 'x' }] }]);
  });

  test('the issue given is not changed', () => {
    const given = issue({ line: 2, column: 2 });
    relocate(given, place);
    expect(given).toEqual(issue({ line: 2, column: 2 }));
  });
});

describe('LineMap', () => {
  test.each([
    ['{\n  "a": 1\n}', 4, { line: 2, column: 3 }],
    ['{\r\n  "a": 1\r\n}', 5, { line: 2, column: 3 }],
    ['{\r  "a": 1\r}', 4, { line: 2, column: 3 }],
    ['abc', 0, { line: 1, column: 1 }],
    ['a\n\nb', 3, { line: 3, column: 1 }],
  ])('%j at %i', (text, offset, expected) => {
    expect(new LineMap(text).position(offset)).toEqual(expected);
  });
});
