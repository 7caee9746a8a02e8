import type { Position } from './positions.js';

/**
 * Turns offsets into 1-based lines and columns (UTF-16 code units). The line starts are found once,
 * on the first question: most texts never need a position.
 */
export class LineMap {
  #starts: number[] | undefined;

  constructor(private readonly text: string) {}

  /** The line and column of an offset; an offset past the end is placed after the last character. */
  position(offset: number): Position {
    const starts = (this.#starts ??= lineStarts(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  }
}

// CR LF, CR and LF each end a line, as editors and the code frames count them. Without a CR, the
// line feeds are jumped to with indexOf.
function lineStarts(text: string): number[] {
  const starts = [0];
  if (!text.includes('\r')) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    return starts;
  }
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === 0x0a) starts.push(index + 1);
    else if (char === 0x0d) {
      if (text.charCodeAt(index + 1) === 0x0a) index++;
      starts.push(index + 1);
    }
  }
  return starts;
}
