import { describe, expect, test } from 'vitest';
import { codeFrames } from '../../src/format/code-frame.js';
import type { Issue } from '../../src/issue.js';

const at = (line: number, column: number, severity: Issue['severity'] = 'error'): Issue => ({ code: 'x/y', severity, message: 'm', pointer: '', line, column });

describe('codeFrames', () => {
  test('the line under each error, with the caret at its column', () => {
    expect(codeFrames('{\n  "id": 1\n}', [at(2, 9)])).toEqual([{ line: 2, text: '  "id": 1', caret: 9 }]);
  });

  test('no frame for warnings, infos and issues without a line', () => {
    const unplaced: Issue = { code: 'json/encoding', severity: 'error', message: 'm', pointer: '' };
    expect(codeFrames('{}', [at(1, 1, 'warning'), at(1, 1, 'info'), unplaced])).toEqual([undefined, undefined, undefined]);
  });

  test('CRLF and CR line ends, and a BOM the parser does not count', () => {
    expect(codeFrames('\uFEFF{\r\n"a": 1\r"b": 2}', [at(2, 6), at(3, 1)])).toEqual([
      { line: 2, text: '"a": 1', caret: 6 },
      { line: 3, text: '"b": 2}', caret: 1 },
    ]);
  });

  test('tabs are shown as one space each, so the caret stays under its column', () => {
    expect(codeFrames('{\n\t\t"a": x}', [at(2, 8)])).toEqual([{ line: 2, text: '  "a": x}', caret: 8 }]);
  });

  test('a long line is cut around the column, with … where it was cut', () => {
    const line = `{${'"k": 1, '.repeat(500)}"bad": x}`;
    const column = line.indexOf('x') + 1;
    const [frame] = codeFrames(line, [at(1, column)]);
    expect(frame?.text.startsWith('…')).toBe(true);
    expect(frame?.text.length).toBeLessThanOrEqual(102);
    expect(frame?.text.charAt((frame?.caret ?? 0) - 1)).toBe('x');
    const [start] = codeFrames(line, [at(1, 2)]);
    expect(start).toMatchObject({ caret: 2 });
    expect(start?.text.endsWith('…')).toBe(true);
  });

  test('a line beyond the text has no frame; a column past its end puts the caret after it', () => {
    expect(codeFrames('{', [at(3, 1), at(1, 2)])).toEqual([undefined, { line: 1, text: '{', caret: 2 }]);
  });
});
