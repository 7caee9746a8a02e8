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

/**
 * Where the text first nests deeper than {@link MAX_NESTING}, about how many nodes a parser's
 * tree of it would hold (each member is a property, its key and its value; each comma one more
 * value), and how many object members it holds (more than the parsed value has keys: a key repeats).
 */
export function shapeOfText(text: string): { readonly tooDeepAt?: Position; readonly nodes: number; readonly members: number } {
  const scan = scanText(text, MAX_NESTING);
  const shape = { nodes: 3 * scan.members + scan.commas + 1, members: scan.members };
  return scan.tooDeepAt === undefined ? shape : { tooDeepAt: new LineMap(text).position(scan.tooDeepAt), ...shape };
}
