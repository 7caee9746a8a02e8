import type { AnyNode, DocumentNode } from '@humanwhocodes/momoa';
import { joinPointer } from '../issue.js';

/** A 1-based place in a text. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** Where each JSON pointer of a parsed text sits: its value, and for object members its key. */
export interface PositionIndex {
  /** The position of the value at `pointer`, or of its nearest ancestor that exists. */
  value(pointer: string): Position;
  /** The position of the key naming `pointer` (its value's, for array elements and the root). */
  key(pointer: string): Position;
}

/** Indexes every node of a momoa document by JSON pointer. Built only when an issue needs a place. */
export function indexPositions(document: DocumentNode): PositionIndex {
  const values = new Map<string, Position>();
  const keys = new Map<string, Position>();
  const stack: [AnyNode, string][] = [[document.body, '']];
  while (stack.length > 0) {
    const [node, pointer] = stack.pop() as [AnyNode, string];
    if (!values.has(pointer)) values.set(pointer, node.loc.start);
    if (node.type === 'Object') {
      for (const member of node.members) {
        const child = joinPointer(pointer, member.name.type === 'String' ? member.name.value : member.name.name);
        // The first occurrence of a duplicated key is where readers look first; its twin is reported apart.
        if (!keys.has(child)) keys.set(child, member.name.loc.start);
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
  return { value: (pointer) => nearest(values, pointer), key: (pointer) => nearest(keys, pointer) };
}
