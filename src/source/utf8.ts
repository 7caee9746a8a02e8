// `ignoreBOM` keeps a leading BOM in the text, as `Buffer#toString` and a string source do, so
// that offsets into text vetted from bytes (a fix's edits) count it too.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

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
