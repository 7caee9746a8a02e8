/**
 * `JSON.stringify(value)`, with a plain string (no quote, backslash, control character or
 * surrogate) quoted directly: a message quotes the value it refuses on every envelope error, and
 * in a process that has run much else V8's `JSON.stringify` of a short string costs several times
 * the loop that shows it needs no escape.
 *
 * @example
 * ```ts
 * quote('1.0'); // '"1.0"'
 * quote('a"b'); // '"a\\"b"', as JSON.stringify writes it
 * ```
 */
export function quote(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_PLAIN || !isPlainText(value)) return JSON.stringify(value);
  return `"${value}"`;
}

// Short strings only: past that, a loop in JavaScript would cost more than it saves.
const MAX_PLAIN = 256;

/** Whether JSON spells the string as itself between quotes: no control character, quote, backslash or surrogate. */
export function isPlainText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) return false;
  }
  return true;
}

/** `U+00E9`: a code point as Unicode writes it. */
export function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
