import type { Position } from './positions.js';

// CR LF, CR and LF each end a line, as editors and the code frames count them.
const LINE_BREAK = /\r\n?|\n/g;

/**
 * Turns offsets into 1-based lines and columns (UTF-16 code units). Line breaks are looked for
 * only as far as the furthest offset asked about: most texts never need a position, and an issue
 * near the top of a long text does not pay for its end.
 */
export class LineMap {
  readonly #starts = [0];
  // Line breaks are known before this offset; the text's length once all are.
  #known = 0;

  constructor(private readonly text: string) {}

  /** The line and column of an offset; an offset past the end is placed after the last character. */
  position(offset: number): Position {
    const starts = this.#starts;
    if (offset >= this.#known) this.#findBreaks(offset);
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  }

  // Finds line starts until one lies past `offset` (a CR LF split by `offset` is found whole).
  #findBreaks(offset: number): void {
    LINE_BREAK.lastIndex = this.#known;
    for (let found = LINE_BREAK.exec(this.text); found !== null; found = LINE_BREAK.exec(this.text)) {
      const start = found.index + found[0].length;
      this.#starts.push(start);
      if (found.index > offset) {
        this.#known = start;
        return;
      }
    }
    this.#known = this.text.length + 1;
  }
}
