import type { Node } from 'jsonc-parser';
import { jsonc } from '../runtime/jsonc.js';
import { splitPointer } from '../issue.js';
import type { LineMap } from './lines.js';

/** A 1-based place in a text. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** A stretch of the text that was vetted, in UTF-16 code units (a leading BOM counted). */
export interface TextRange {
  readonly offset: number;
  readonly length: number;
}

/** Where each JSON pointer of a parsed text sits: its value, and for object members its key. */
export interface PositionIndex {
  /** The position of the value at `pointer`, or of its nearest ancestor that exists. */
  value(pointer: string): Position;
  /** The position of the key naming `pointer` (its value's, for array elements and the root). */
  key(pointer: string): Position;
  /** The exact stretch of the key or the value at `pointer`; undefined when it is not in the text. */
  range(pointer: string, part: 'key' | 'value'): TextRange | undefined;
}

/**
 * Positions in a JSON text, looked up by pointer in jsonc-parser's tree, which is built on the
 * first question: a text without issues is never parsed twice. `shift` is what was cut off the
 * text's start before parsing (a BOM), added back to ranges so edits apply to the text given.
 */
export function textPositions(text: string, lines: LineMap, shift = 0): PositionIndex {
  let root: Node | undefined;
  let built = false;
  const find = (pointer: string, part: 'key' | 'value'): { node: Node | undefined; exact: boolean } => {
    if (!built) {
      root = jsonc().parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
      built = true;
    }
    let node = root;
    let property: Node | undefined;
    for (const token of splitPointer(pointer)) {
      const child = node === undefined ? undefined : childOf(node, token, part);
      if (child === undefined) return { node: part === 'key' ? (property?.children?.[0] ?? node) : node, exact: false };
      [property, node] = child;
    }
    return { node: part === 'key' ? (property?.children?.[0] ?? node) : node, exact: true };
  };
  const at = (pointer: string, part: 'key' | 'value') => lines.position(find(pointer, part).node?.offset ?? 0);
  return {
    value: (pointer) => at(pointer, 'value'),
    key: (pointer) => at(pointer, 'key'),
    range: (pointer, part) => {
      const { node, exact } = find(pointer, part);
      return exact && node !== undefined ? { offset: node.offset + shift, length: node.length } : undefined;
    },
  };
}

// A repeated key: its first occurrence is where a reader looks for the key, its last is the value that counts.
function childOf(node: Node, token: string, part: 'key' | 'value'): [property: Node | undefined, value: Node] | undefined {
  const children = node.children ?? [];
  if (node.type === 'array') {
    const child = /^(0|[1-9]\d*)$/.test(token) ? children[Number(token)] : undefined;
    return child === undefined ? undefined : [undefined, child];
  }
  if (node.type !== 'object') return undefined;
  const matches = children.filter((member) => member.children?.[0]?.value === token);
  const member = part === 'key' ? matches[0] : matches[matches.length - 1];
  const value = member?.children?.[1];
  return member === undefined || value === undefined ? undefined : [member, value];
}
