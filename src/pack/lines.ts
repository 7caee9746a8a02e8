import type { Position } from '../source/positions.js';

/** Turns offsets of a text into 1-based lines and columns (UTF-16 code units, as the parser counts). */
export interface LineIndex {
  position(offset: number): Position;
}

/**
 * Indexes where each line of `text` starts, once; each lookup is a binary search.
 *
 * @example
 * ```ts
 * lineIndex('{\n  "a": 1\n}').position(4); // { line: 2, column: 3 }
 * ```
 */
export function lineIndex(text: string): LineIndex {
  const starts = [0];
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    // \r\n is one break; a lone \r is one too, as the manifest parser counts them.
    if (char === 0x0a || (char === 0x0d && text.charCodeAt(index + 1) !== 0x0a)) starts.push(index + 1);
  }
  return {
    position(offset) {
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((starts[middle] as number) <= offset) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, column: offset - (starts[low] as number) + 1 };
    },
  };
}
