import { skipSpace, stringEnd } from './scan.js';

/** Where one member or element stands in the text: its key string (objects only) and its value's first character. */
export interface Place {
  readonly keyOffset?: number;
  readonly keyLength?: number;
  readonly valueOffset: number;
}

/** How far one object's or array's members have been read, so that no member is read twice. */
interface Cursor {
  readonly members: Map<string, Place>;
  readonly elements: Place[];
  /** Where reading goes on: the first character after the last member read. */
  resume: number;
  done: boolean;
}

const ELEMENT = /^(0|[1-9]\d*)$/;
// The next character that opens or closes anything a value skip must balance.
const STRUCTURE = /["[\]{}]/g;
const SCALAR_END = /[,\]}\s]|$/g;

/**
 * Walks a text that `JSON.parse` accepted from the root to a pointer's place, reading only what
 * stands before it: earlier members are skipped (strings and brackets jumped to with `indexOf` and
 * a regex, never tokenized), the member found is entered without reading its end. Each container's
 * members are read once, whatever the number of questions, and all the reading a navigator does is
 * counted in `work` so that its owner can stop trusting it when a hostile text makes it expensive.
 * Assumes no key repeats (a text with a repeated key is located another way): the first match is
 * the only one. Malformed text never throws; the walk then stops where it can go no further.
 */
export class TextNavigator {
  readonly #cursors = new Map<number, Cursor>();
  /** Characters stepped over, added up over every question. */
  work = 0;

  constructor(private readonly text: string) {}

  /** The root value's first character, or -1 for a text of whitespace. */
  root(): number {
    const at = skipSpace(this.text, 0);
    return at < this.text.length ? at : -1;
  }

  /** The member `token` of the object or array whose first character is at `container`. */
  child(container: number, token: string): Place | undefined {
    const open = this.text.charCodeAt(container);
    if (open === 0x5b) return ELEMENT.test(token) ? this.#element(container, Number(token)) : undefined;
    return open === 0x7b ? this.#member(container, token) : undefined;
  }

  /** The length of the value whose first character is at `offset`, or -1 when it does not end. */
  valueLength(offset: number): number {
    const end = this.#valueEnd(offset);
    return end === -1 ? -1 : end - offset;
  }

  #cursor(container: number): Cursor {
    let cursor = this.#cursors.get(container);
    if (cursor === undefined) {
      cursor = { members: new Map(), elements: [], resume: container + 1, done: false };
      this.#cursors.set(container, cursor);
    }
    return cursor;
  }

  #member(container: number, token: string): Place | undefined {
    const cursor = this.#cursor(container);
    const known = cursor.members.get(token);
    if (known !== undefined || cursor.done) return known;
    const { text } = this;
    while (!cursor.done) {
      const start = this.#nextEntry(cursor, 0x7d);
      if (start === -1 || text.charCodeAt(start) !== 0x22) return this.#stop(cursor);
      const keyEnd = stringEnd(text, start);
      if (keyEnd === -1) return this.#stop(cursor);
      const colon = skipSpace(text, keyEnd + 1);
      if (text.charCodeAt(colon) !== 0x3a) return this.#stop(cursor);
      const place = { keyOffset: start, keyLength: keyEnd + 1 - start, valueOffset: skipSpace(text, colon + 1) };
      const key = keyOf(text.slice(start, keyEnd + 1));
      if (key !== undefined && !cursor.members.has(key)) cursor.members.set(key, place);
      if (!this.#pass(cursor, place.valueOffset)) return this.#stop(cursor);
      if (key === token) return place;
    }
    return undefined;
  }

  #element(container: number, index: number): Place | undefined {
    const cursor = this.#cursor(container);
    while (cursor.elements.length <= index && !cursor.done) {
      const start = this.#nextEntry(cursor, 0x5d);
      if (start === -1) return this.#stop(cursor);
      const place = { valueOffset: start };
      cursor.elements.push(place);
      if (!this.#pass(cursor, start)) return this.#stop(cursor);
    }
    return cursor.elements[index];
  }

  // The first character of the next entry, or -1 when the container closes (or the text breaks off).
  #nextEntry(cursor: Cursor, close: number): number {
    const at = skipSpace(this.text, cursor.resume);
    const char = this.text.charCodeAt(at);
    if (char === close || at >= this.text.length) {
      cursor.done = true;
      return -1;
    }
    if (char !== 0x2c) return at;
    return skipSpace(this.text, at + 1);
  }

  // Steps over the value at `offset`, leaving the cursor after it.
  #pass(cursor: Cursor, offset: number): boolean {
    const end = this.#valueEnd(offset);
    if (end === -1) return false;
    cursor.resume = end;
    return true;
  }

  #stop(cursor: Cursor): undefined {
    cursor.done = true;
    return undefined;
  }

  // The offset just after the value at `offset`, or -1.
  #valueEnd(offset: number): number {
    const { text } = this;
    const char = text.charCodeAt(offset);
    if (char === 0x22) {
      const end = stringEnd(text, offset);
      this.work += (end === -1 ? text.length : end) - offset;
      return end === -1 ? -1 : end + 1;
    }
    if (char !== 0x7b && char !== 0x5b) {
      SCALAR_END.lastIndex = offset;
      const end = (SCALAR_END.exec(text) as RegExpExecArray).index;
      this.work += end - offset;
      return end > offset ? end : -1;
    }
    let depth = 0;
    STRUCTURE.lastIndex = offset;
    for (let found = STRUCTURE.exec(text); found !== null; found = STRUCTURE.exec(text)) {
      const at = found.index;
      const bracket = text.charCodeAt(at);
      if (bracket === 0x22) {
        const end = stringEnd(text, at);
        if (end === -1) break;
        STRUCTURE.lastIndex = end + 1;
      } else if (bracket === 0x7b || bracket === 0x5b) depth++;
      else if (--depth === 0) {
        this.work += at + 1 - offset;
        return at + 1;
      }
    }
    this.work += text.length - offset;
    return -1;
  }
}

// A key as JSON.parse reads it; only a key with an escape needs the parse.
function keyOf(raw: string): string | undefined {
  if (!raw.includes('\\')) return raw.slice(1, -1);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return undefined;
  }
}
