/** What one pass over a JSON text found before any parser sees it. */
export interface TextScan {
  /** Offset of the first bracket that nests deeper than the limit, if any. */
  readonly tooDeepAt?: number;
  /** Offset of the first raw control character (U+0000–U+001F) inside a string, if any. */
  readonly controlAt?: number;
  /** Object members in the text (a `:` outside strings starts one): more than the parsed value has keys means a key repeats. */
  readonly members: number;
}

/**
 * Scans a JSON text once, skipping strings: how deep it nests (refused before a recursive parser
 * could overflow the stack), where a raw control character stands inside a string (RFC 8259
 * refuses it, as `JSON.parse` does), and how many object members it holds.
 */
export function scanText(text: string, maxDepth: number): TextScan {
  let depth = 0;
  let members = 0;
  let inString = false;
  let controlAt: number | undefined;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
      else if (char < 0x20 && controlAt === undefined) controlAt = index;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x3a) members++;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return { tooDeepAt: index, members, ...(controlAt === undefined ? {} : { controlAt }) };
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return controlAt === undefined ? { members } : { controlAt, members };
}
