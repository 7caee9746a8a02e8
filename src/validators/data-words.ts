import { withArticle } from '../suggest.js';

/**
 * How a message names the place a data pointer points at: `The input`, `"stops[1].city"`,
 * `input["a/b"]` (the same as `fieldPath`, in one pass over the pointer's characters).
 */
export function subjectOf(pointer: string, field: 'input' | 'output'): string {
  const length = pointer.length;
  if (length === 0) return field === 'input' ? 'The input' : 'The output';
  let path = '';
  let quoted = false;
  // Whether the first token is written in brackets, so the path starts with the field's name.
  let bracketed = false;
  let start = 1;
  // Where each token's text ends in the path, for a path too long to show whole.
  const ends: number[] = [];
  while (start <= length) {
    // One look at each character says what the token is: an index, an identifier, or neither.
    let end = start;
    let index = true;
    let identifier = true;
    let escaped = false;
    for (; end < length; end++) {
      const code = pointer.charCodeAt(end);
      if (code === 47) break;
      if (code >= 48 && code <= 57) {
        if (end === start) identifier = false;
        continue;
      }
      index = false;
      if (identifier && !((code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36 || (code === 45 && end > start))) identifier = false;
      if (code === 126) escaped = true;
    }
    if (end === start) index = identifier = false;
    else if (index && end > start + 1 && pointer.charCodeAt(start) === 48) index = false;
    // A long key is quoted and cut, as a value is: a model's 100,000-character key does not fill the message.
    if (end - start > PREVIEW_LENGTH) index = identifier = false;
    if (index) {
      path = path + '[' + pointer.slice(start, end) + ']';
      if (start === 1) bracketed = true;
    } else if (identifier) path = start === 1 ? pointer.slice(start, end) : path + '.' + pointer.slice(start, end);
    else {
      const raw = pointer.slice(start, end);
      path = path + '[' + preview(escaped ? raw.replace(/~1/g, '/').replace(/~0/g, '~') : raw) + ']';
      if (start === 1) bracketed = true;
      quoted = true;
    }
    ends.push(path.length);
    start = end + 1;
  }
  const named = (bracketed ? field : '') + (path.length > MAX_SUBJECT_PATH ? elided(path, ends) : path);
  return quoted ? named : '"' + named + '"';
}

// A path past this many characters keeps its first tokens and its last, within these bounds, and says `…` for those between.
const MAX_SUBJECT_PATH = 200;
const MAX_SUBJECT_HEAD = 60;
const MAX_SUBJECT_TAIL = 120;

// `ends`: where each token's text ends in `path` (the first token's text is never dropped, nor the last's).
function elided(path: string, ends: readonly number[]): string {
  let head = ends[0] as number;
  for (const end of ends) if (end <= MAX_SUBJECT_HEAD) head = end;
  let from = ends.length >= 2 ? (ends[ends.length - 2] as number) : head;
  for (let at = ends.length - 2; at >= 0 && path.length - (ends[at] as number) <= MAX_SUBJECT_TAIL; at--) from = ends[at] as number;
  return from <= head ? path : path.slice(0, head) + '…' + path.slice(from);
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'a string', number: 'a number', integer: 'an integer', boolean: 'a boolean', object: 'an object', array: 'an array', null: 'null',
  undefined: 'undefined', bigint: 'a bigint', symbol: 'a symbol', function: 'a function',
};

/** A JSON Schema type (or a JavaScript `typeof`) with its article: `a string`, `an integer`, `null`. */
export function typeWords(type: string): string {
  return Object.hasOwn(TYPE_WORDS, type) ? (TYPE_WORDS[type] as string) : withArticle(type);
}

// The kinds JSON has, by kindIndex, as words and as the end of a sentence.
const KINDS = ['a string', 'a number', 'a boolean', 'null', 'an array', 'an object'];
const KINDS_ENDED = KINDS.map((kind) => kind + '.');

// `typeof` compared with a literal is a type check, where a table keyed by it costs a keyed lookup.
function kindIndex(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return 0;
    case 'number':
      return 1;
    case 'boolean':
      return 2;
    case 'object':
      return value === null ? 3 : Array.isArray(value) ? 4 : 5;
    default:
      return -1;
  }
}

/** `a string`, `an array`, `null`: the kind of a value. */
export function kindOfData(value: unknown): string {
  const kind = kindIndex(value);
  return kind >= 0 ? (KINDS[kind] as string) : typeWords(typeof value);
}

const PREVIEW_LENGTH = 60;

/**
 * A value for a message: JSON, cut short, so a model's 10 KB string does not fill the report. Only
 * the start of a long string is turned into JSON: the cut text is the same, its cost is not.
 */
export function preview(value: unknown): string {
  if (typeof value === 'string') return value.length <= PREVIEW_LENGTH - 2 && isPlainLine(value) ? '"' + value + '"' : cut(jsonLine(value.length > PREVIEW_LENGTH ? value.slice(0, PREVIEW_LENGTH) : value), true);
  // Data from a caller, not JSON text, can hold what JSON cannot: NaN and the infinities are named, not shown as JSON's null.
  // -0 is shown as such: `must be greater than 0, not 0` would contradict itself.
  if (typeof value === 'number') return Number.isFinite(value) ? (Object.is(value, -0) ? '-0' : numberText(value)) : String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // A bigint with its `n`: `must be 1, not 1` would say a number that is refused was the one allowed.
  if (typeof value === 'bigint') return cut(String(value) + 'n', false);
  if (value !== null && typeof value === 'object') return kindOfData(value);
  return cut(String(value), false);
}

/**
 * {@link preview} and the sentence's full stop, concatenated as few times as can be: an issue's
 * message ends with what the data is, and each concatenation is an allocation.
 */
export function previewEnd(value: unknown): string {
  if (typeof value === 'string' && value.length <= PREVIEW_LENGTH - 2 && isPlainLine(value)) return '"' + value + '".';
  return preview(value) + '.';
}

/** {@link kindOfData} and the sentence's full stop: one string of a few, for the kinds JSON has. */
export function kindOfDataEnd(value: unknown): string {
  const kind = kindIndex(value);
  return kind >= 0 ? (KINDS_ENDED[kind] as string) : typeWords(typeof value) + '.';
}

// What JSON leaves as it is but a log or a terminal may take for a line break (NEL, U+2028, U+2029) or a reordering of the text (bidirectional controls).
const LINE_BREAKING = /[\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

// isPlainText and no match of LINE_BREAKING, in one scan of char codes: most data words are short
// ASCII, for which the pattern's call cost more than the scan.
function isPlainLine(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code < 0x7f) {
      if (code === 0x22 || code === 0x5c) return false;
      continue;
    }
    if (code < 0x20 || code === 0x85 || (code >= 0xd800 && code <= 0xdfff) || (code >= 0x2028 && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return false;
  }
  return true;
}

// A string as JSON, with what LINE_BREAKING matches escaped too: no data can start a line of its own in a message.
function jsonLine(text: string): string {
  return JSON.stringify(text).replace(LINE_BREAKING, (character) => '\\u' + character.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** Text for the middle of a message, its line breaks and control characters escaped as JSON escapes them (no quotes added). */
export function escapedLine(text: string): string {
  return isPlainLine(text) ? text : jsonLine(text).slice(1, -1);
}

function cut(text: string, isText: boolean): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 3)}…${isText ? '"' : ''}` : text;
}

const SCALES = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];
const SMI_MAX = 2 ** 31 - 1;

/**
 * `String(value)` of a finite number. V8 prints a small integer from a cache but works out the
 * shortest digits of any other number at length (about 100 ns, more than the rest of an issue), so
 * a number with at most six decimals is printed as its integer of scaled digits: the first scale at
 * which that integer, divided back, is the number (division rounds correctly, and ten digits or
 * fewer name one double alone) gives the same digits as the shortest ones `String` finds.
 */
export function numberText(value: number): string {
  if (value === (value | 0)) return String(value | 0);
  const size = value < 0 ? -value : value;
  for (let decimals = 1; decimals < SCALES.length; decimals++) {
    const scale = SCALES[decimals] as number;
    const scaled = Math.round(size * scale);
    if (scaled > SMI_MAX) break;
    if (scaled / scale !== size) continue;
    const digits = String(scaled | 0);
    const whole = digits.length - decimals;
    const text = whole > 0 ? digits.slice(0, whole) + '.' + digits.slice(whole) : '0.' + '0'.repeat(-whole) + digits;
    return value < 0 ? '-' + text : text;
  }
  return String(value);
}

/** How many characters (code points, as `minLength` counts them) a string has, without copying it. */
export function characters(text: string): number {
  let count = text.length;
  for (let at = 0; at < text.length - 1; at++) {
    const code = text.charCodeAt(at);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(at + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        at++;
      }
    }
  }
  return count;
}
