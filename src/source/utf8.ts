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
