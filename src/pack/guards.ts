// What a pack or tool list shares with the manifest source stage: UTF-8 decoding and the bound
// on nesting, checked before a recursive parser sees the text. Only this file reaches into
// source/, so a change there touches only this one.
import type { Issue } from '../issue.js';
import { LineMap } from '../source/lines.js';
import type { Position } from '../source/positions.js';
import { scanText } from '../source/scan.js';
import { MAX_NESTING } from '../source/tree.js';
import { decodeJson } from '../source/utf8.js';

export { MAX_NESTING };

/** The bytes as UTF-8 text, or the `json/encoding` issue. */
export function decodeUtf8(bytes: Uint8Array): string | Issue {
  return decodeJson(bytes, 'file');
}

/** Where the text first nests deeper than {@link MAX_NESTING}, or undefined. */
export function tooDeepAt(text: string): Position | undefined {
  const at = scanText(text, MAX_NESTING).tooDeepAt;
  return at === undefined ? undefined : new LineMap(text).position(at);
}
