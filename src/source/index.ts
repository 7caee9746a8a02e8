import type { Issue } from '../issue.js';
import type { Limits } from '../limits.js';
import type { PositionIndex } from './positions.js';
import { readText } from './text.js';
import { readTree } from './tree.js';
import { textTooLarge } from './tree-messages.js';
import { decodeJson, isBytes, utf8Size } from './utf8.js';

/** The trusted tree of a manifest and what was found taking it in: the first stage's output. */
export interface SourceReading {
  readonly tree?: unknown;
  readonly issues: readonly Issue[];
  /** Where pointers sit in the text, when the source was text. */
  readonly positions?: PositionIndex;
  /** Places a limit stopped at: later stages leave them alone. */
  readonly blocked: readonly string[];
  /** Places of values that were left out. */
  readonly dropped: readonly string[];
}

/**
 * The first stage: turns any source into the plain JSON tree every later stage reads, or into
 * issues. A string or `Uint8Array` is JSON text (bytes must be UTF-8; text over `limits.maxBytes`
 * is refused before it is parsed); anything else is a JS value, read once into a copy.
 */
export function readSource(source: unknown, limits: Limits): SourceReading {
  if (typeof source === 'string' || isBytes(source)) {
    const size = typeof source === 'string' ? utf8Size(source, limits.maxBytes) : source.byteLength;
    if (size > limits.maxBytes) return { issues: [textTooLarge(size, limits.maxBytes)], blocked: [''], dropped: [] };
    const text = typeof source === 'string' ? source : decodeUtf8(source);
    if (typeof text !== 'string') return { issues: [text], blocked: [''], dropped: [] };
    return readText(text, limits);
  }
  return readTree(source, true, limits);
}

function decodeUtf8(bytes: Uint8Array): string | Issue {
  return decodeJson(bytes, 'manifest');
}
