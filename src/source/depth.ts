import type { Position } from './positions.js';

/**
 * Finds where a JSON text first nests deeper than `maxDepth` brackets, scanning once and
 * skipping strings, so a hostile document is refused before a recursive parser overflows the stack.
 */
export function findExcessiveNesting(text: string, maxDepth: number): Position | undefined {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x0a) {
      line++;
      lineStart = index + 1;
    } else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > maxDepth) return { line, column: index - lineStart + 1 };
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return undefined;
}
