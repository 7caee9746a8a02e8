import type { Node, NodeType } from 'jsonc-parser';
import { skipSpace, stringEnd } from '../source/scan.js';

/**
 * jsonc-parser's tree of a text `JSON.parse` accepted, read from the text as it is walked: a
 * container's children are found on first need (jumping over strings quote to quote and over
 * nested containers bracket to bracket), so a list of 10,000 tools costs one pass over its text to
 * find the tools, and only a tool whose issues need places is read deeper. jsonc-parser's own
 * `parseTree` builds a node for every value of the text first: ten times `JSON.parse`'s time.
 */
export function lazyTree(text: string): Node {
  return nodeAt(text, skipSpace(text, 0), undefined);
}

class LazyContainer implements Node {
  #children: Node[] | undefined;

  constructor(
    private readonly text: string,
    readonly type: 'object' | 'array',
    readonly offset: number,
    readonly length: number,
    readonly parent: Node | undefined,
  ) {}

  get children(): Node[] {
    this.#children ??= this.type === 'object' ? this.#members() : this.#items();
    return this.#children;
  }

  #items(): Node[] {
    const items: Node[] = [];
    for (let at = skipSpace(this.text, this.offset + 1); this.text.charCodeAt(at) !== 0x5d; ) {
      const item = nodeAt(this.text, at, this);
      items.push(item);
      at = afterSeparator(this.text, item.offset + item.length);
    }
    return items;
  }

  #members(): Node[] {
    const members: Node[] = [];
    for (let at = skipSpace(this.text, this.offset + 1); this.text.charCodeAt(at) !== 0x7d; ) {
      const keyEnd = stringEnd(this.text, at) + 1;
      const colonOffset = skipSpace(this.text, keyEnd);
      const property = new Property(at, colonOffset, this);
      const key: Node = { type: 'string', value: stringValue(this.text, at, keyEnd), offset: at, length: keyEnd - at, parent: property };
      const value = nodeAt(this.text, skipSpace(this.text, colonOffset + 1), property);
      property.finish(key, value);
      members.push(property);
      at = afterSeparator(this.text, value.offset + value.length);
    }
    return members;
  }
}

class Property implements Node {
  readonly type = 'property' as const;
  length = 0;
  children: Node[] = [];

  constructor(
    readonly offset: number,
    readonly colonOffset: number,
    readonly parent: Node,
  ) {}

  finish(key: Node, value: Node): void {
    this.children = [key, value];
    this.length = value.offset + value.length - this.offset;
  }
}

// The node of the value that starts at `at`: a container whose children wait, or a scalar read now.
function nodeAt(text: string, at: number, parent: Node | undefined): Node {
  const char = text.charCodeAt(at);
  if (char === 0x7b || char === 0x5b) return new LazyContainer(text, char === 0x7b ? 'object' : 'array', at, containerEnd(text, at) - at, parent);
  if (char === 0x22) {
    const end = stringEnd(text, at) + 1;
    return { type: 'string', value: stringValue(text, at, end), offset: at, length: end - at, ...(parent === undefined ? {} : { parent }) };
  }
  const end = scalarEnd(text, at);
  const literal = text.slice(at, end);
  const [type, value]: [NodeType, unknown] = literal === 'true' ? ['boolean', true] : literal === 'false' ? ['boolean', false] : literal === 'null' ? ['null', null] : ['number', Number(literal)];
  return { type, value, offset: at, length: end - at, ...(parent === undefined ? {} : { parent }) };
}

// The text of a string without its escapes read by JSON.parse, which is exact for every escape.
function stringValue(text: string, start: number, end: number): string {
  const inner = text.slice(start + 1, end - 1);
  return inner.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : inner;
}

// Past the bracket that closes the one at `open`: strings are jumped over whole, so brackets in them do not count.
// (A native search for the next quote or bracket with a regular expression measured 1.5× slower than this loop.)
function containerEnd(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === 0x22) at = stringEnd(text, at);
    else if (char === 0x7b || char === 0x5b) depth++;
    else if ((char === 0x7d || char === 0x5d) && --depth === 0) return at + 1;
  }
  return text.length;
}

function scalarEnd(text: string, at: number): number {
  let end = at;
  for (let char = text.charCodeAt(end); end < text.length && char !== 0x2c && char !== 0x5d && char !== 0x7d && char !== 0x20 && char !== 0x0a && char !== 0x0d && char !== 0x09; char = text.charCodeAt(++end));
  return end;
}

// The offset of the next value or key after a comma, or of the closing bracket.
function afterSeparator(text: string, end: number): number {
  const at = skipSpace(text, end);
  return text.charCodeAt(at) === 0x2c ? skipSpace(text, at + 1) : at;
}
