import type { AnyNode, DocumentNode } from '@humanwhocodes/momoa';
import { joinPointer } from '../issue.js';

/** A 1-based place in a text. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** A stretch of the vetted text: offsets in UTF-16 code units, a leading BOM counted. */
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
  /**
   * The exact text of the value at `pointer`, or of the key naming it (quotes included), as
   * offsets into the text that was vetted; undefined when the pointer names nothing there, or
   * names an array element or the root and `part` is `'key'`. Every fix's edit is made from it.
   *
   * @example
   * ```ts
   * // text: '{"a": [1, 2]}'
   * index.range('/a', 'key');   // { offset: 1, length: 3 }
   * index.range('/a/1', 'value'); // { offset: 10, length: 1 }
   * ```
   */
  range(pointer: string, part: 'key' | 'value'): TextRange | undefined;
}

/**
 * Indexes every node of a momoa document by JSON pointer. Built only when an issue needs a place.
 * `shift` is how many code units of the vetted text precede the parsed one (1 for a stripped BOM).
 */
export function indexPositions(document: DocumentNode, shift = 0): PositionIndex {
  const values = new Map<string, Position>();
  const keys = new Map<string, Position>();
  const valueRanges = new Map<string, TextRange>();
  const keyRanges = new Map<string, TextRange>();
  const rangeOf = (node: AnyNode): TextRange => ({ offset: node.loc.start.offset + shift, length: node.loc.end.offset - node.loc.start.offset });
  const stack: [AnyNode, string][] = [[document.body, '']];
  while (stack.length > 0) {
    const [node, pointer] = stack.pop() as [AnyNode, string];
    if (!values.has(pointer)) {
      values.set(pointer, node.loc.start);
      valueRanges.set(pointer, rangeOf(node));
    }
    if (node.type === 'Object') {
      for (const member of node.members) {
        const child = joinPointer(pointer, member.name.type === 'String' ? member.name.value : member.name.name);
        // The first occurrence of a duplicated key is where readers look first; its twin is reported apart.
        if (!keys.has(child)) {
          keys.set(child, member.name.loc.start);
          keyRanges.set(child, rangeOf(member.name));
        }
        stack.push([member.value, child]);
      }
    } else if (node.type === 'Array') {
      node.elements.forEach((element, index) => stack.push([element.value, joinPointer(pointer, index)]));
    }
  }
  const nearest = (map: Map<string, Position>, pointer: string): Position => {
    let current = pointer;
    for (;;) {
      const found = map.get(current) ?? values.get(current);
      if (found !== undefined || current === '') return found ?? { line: 1, column: 1 };
      current = current.slice(0, current.lastIndexOf('/'));
    }
  };
  return {
    value: (pointer) => nearest(values, pointer),
    key: (pointer) => nearest(keys, pointer),
    range: (pointer, part) => (part === 'key' ? keyRanges : valueRanges).get(pointer),
  };
}
