import type { Issue } from '../issue.js';

// `ignoreBOM` keeps a leading BOM in the text, as `Buffer#toString` and a string source do, so
// that offsets into text vetted from bytes (a fix's edits) count it too.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * JSON bytes as UTF-8 text, or the `json/encoding` issue (`what` names them: "manifest", "file").
 * UTF-16 without a byte-order mark is valid UTF-8 (a NUL beside each ASCII character), which a
 * parser would call a syntax error: a NUL beside the first character, where JSON has none, names it.
 * With its byte-order mark (FF FE, as Windows PowerShell writes it, or FE FF) it is no UTF-8, and
 * the mark names it.
 */
export function decodeJson(bytes: Uint8Array, what: string): string | Issue {
  const utf16 = bytes.length >= 2 && (bytes[0] === 0) !== (bytes[1] === 0);
  const text = utf16 ? undefined : utf8Text(bytes);
  if (text !== undefined) return text;
  const marked = bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  const bigEndian = bytes[0] === 0 || bytes[0] === 0xfe;
  const found = utf16 || marked ? `; it looks like UTF-16${bigEndian ? ' (big-endian)' : ''}` : '';
  return { code: 'json/encoding', severity: 'error', pointer: '', message: `The ${what} is not valid UTF-8 text${found}.`, hint: 'Save the file as UTF-8.' };
}

/** The bytes as UTF-8 text, a leading BOM kept; undefined when they are not UTF-8. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Whether a source is bytes (a `Uint8Array`, a Node `Buffer` included). Asked without throwing:
 * `instanceof` asks a Proxy's `getPrototypeOf` trap, and a revoked Proxy throws there; such a
 * value is no bytes, and reading it as a value reports it.
 */
export function isBytes(value: unknown): value is Uint8Array {
  try {
    return value instanceof Uint8Array;
  } catch {
    return false;
  }
}

const encoder = new TextEncoder();
const NOT_ASCII = /[^\0-\x7f]/;

/**
 * The UTF-8 size of a text, exact whenever it could pass `maxBytes`. A UTF-16 unit is 1 to 3 bytes (a
* surrogate pair, two units, is 4): a text that fits even at 3 bytes a unit, the common case, is
 * not counted (its length, a lower bound, is returned); an ASCII text's size is its length.
 */
export function utf8Size(text: string, maxBytes: number): number {
  if (text.length * 3 <= maxBytes || !NOT_ASCII.test(text)) return text.length;
  return encoder.encode(text).byteLength;
}
