import type { Node } from 'jsonc-parser';
import { jsonc } from '../runtime/jsonc.js';
import { splitPointer } from '../issue.js';
import type { LineMap } from './lines.js';
import { TextNavigator, type Place } from './navigate.js';

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

/** Where a pointer led: the node's first character, whether the pointer's last token was there, and the node's length on demand. */
interface Found {
  readonly offset: number | undefined;
  readonly exact: boolean;
  length(): number | undefined;
}

// Past this many characters stepped over per character of text, a hostile text has made the walks
// dearer than one full parse: the rest of the questions go to jsonc-parser's tree.
const WALK_WORK_PER_CHARACTER = 4;

/**
 * Positions in a JSON text, found by pointer on the first question: a text without issues is
 * never read again. When no key repeats (`keysRepeat` false, known from the parse), a walk reads
 * only what stands before the place asked for (see {@link TextNavigator}); a text whose keys
 * repeat, or that made the walks too dear, is parsed once more by jsonc-parser into a tree, where
 * a repeated key's first occurrence is where its key is and its last is the value that counts.
 * `shift` is what was cut off the text's start before parsing (a BOM), added back to ranges so
 * edits apply to the text given.
 */
export function textPositions(text: string, lines: LineMap, shift = 0, keysRepeat = true): PositionIndex {
  return new TextPositions(text, lines, shift, keysRepeat);
}

// A class rather than closures: one small object per text, since most texts are never asked.
class TextPositions implements PositionIndex {
  #navigator: TextNavigator | undefined;
  #inTree: ((pointer: string, part: 'key' | 'value') => Found) | undefined;

  constructor(
    private readonly text: string,
    private readonly lines: LineMap,
    private readonly shift: number,
    private readonly keysRepeat: boolean,
  ) {}

  value(pointer: string): Position {
    return this.lines.position(this.#find(pointer, 'value').offset ?? 0);
  }

  key(pointer: string): Position {
    return this.lines.position(this.#find(pointer, 'key').offset ?? 0);
  }

  range(pointer: string, part: 'key' | 'value'): TextRange | undefined {
    const found = this.#find(pointer, part);
    const length = found.exact && found.offset !== undefined ? found.length() : undefined;
    return length === undefined || found.offset === undefined ? undefined : { offset: found.offset + this.shift, length };
  }

  #find(pointer: string, part: 'key' | 'value'): Found {
    if (!this.keysRepeat && this.#inTree === undefined) {
      const navigator = (this.#navigator ??= new TextNavigator(this.text));
      if (navigator.work <= WALK_WORK_PER_CHARACTER * this.text.length) return walk(navigator, pointer, part);
    }
    this.#inTree ??= treeFinder(this.text);
    return this.#inTree(pointer, part);
  }
}

function walk(navigator: TextNavigator, pointer: string, part: 'key' | 'value'): Found {
  let node = navigator.root();
  if (node === -1) return { offset: undefined, exact: true, length: () => undefined };
  let named: Place | undefined;
  let exact = true;
  for (const token of splitPointer(pointer)) {
    const child = navigator.child(node, token);
    if (child === undefined) {
      exact = false;
      break;
    }
    named = child.keyOffset === undefined ? undefined : child;
    node = child.valueOffset;
  }
  if (part === 'key' && named !== undefined) return { offset: named.keyOffset, exact, length: () => named.keyLength };
  const value = node;
  return { offset: value, exact, length: () => nonNegative(navigator.valueLength(value)) };
}

function nonNegative(length: number): number | undefined {
  return length < 0 ? undefined : length;
}

function treeFinder(text: string): (pointer: string, part: 'key' | 'value') => Found {
  const root = jsonc().parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  const found = (node: Node | undefined, exact: boolean): Found => ({ offset: node?.offset, exact, length: () => node?.length });
  return (pointer, part) => {
    let node = root;
    let property: Node | undefined;
    for (const token of splitPointer(pointer)) {
      const child = node === undefined ? undefined : childOf(node, token, part);
      if (child === undefined) return found(part === 'key' ? (property?.children?.[0] ?? node) : node, false);
      [property, node] = child;
    }
    return found(part === 'key' ? (property?.children?.[0] ?? node) : node, true);
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
