import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { lazyTree } from './lazy-tree.js';
import { joinPointer, splitPointer, type Issue } from '../issue.js';
import type { Position } from '../source/positions.js';
import { decodeUtf8, MAX_NESTING, shapeOfText } from './guards.js';
import { MAX_DOCUMENT_NODES } from './bounds.js';
import { LineMap } from '../source/lines.js';
import { utf8Size } from '../source/utf8.js';
import { MAX_DUPLICATE_ISSUES, unlistedDuplicates } from '../source/tree-messages.js';

/** The largest pack or `tools/list` file read: each tool in it is then held to `limits.maxBytes`. */
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;

/** A pack or tool list parsed once: its text, its tree, and how to find a pointer's place. */
export interface JsonDocument {
  /** The text after a leading BOM. */
  readonly text: string;
  /** 1 when a BOM was dropped: file offsets are the text's plus this. */
  readonly bomLength: number;
  readonly tree: Node;
  readonly lines: LineMap;
  /** Whether some object's key repeats: the text holds more members than the parsed value has keys. */
  readonly keysRepeat: boolean;
}

/** The document, or the issues that stopped it from being read. */
export type ParsedDocument = { readonly ok: true; readonly document: JsonDocument } | { readonly ok: false; readonly issues: Issue[] };

/**
 * Parses a pack or tool list in strict JSON (no comments, no trailing commas): size, encoding,
 * nesting and syntax problems become issues, never exceptions. `JSON.parse` decides whether the
 * text is JSON; its tree is read from the text as it is walked ({@link lazyTree}), and its keys
 * counted against the members the walk for nesting counted, so duplicate keys are looked for only where some repeat.
 * jsonc-parser reads a text `JSON.parse` refuses, to say where.
 */
export function parseDocument(source: string | Uint8Array, what: string): ParsedDocument {
  const size = typeof source === 'string' ? utf8Size(source, MAX_DOCUMENT_BYTES) : source.byteLength;
  const tooLarge = sizeIssue(size, what);
  if (tooLarge !== undefined) return failed(tooLarge);
  const decoded = typeof source === 'string' ? source : decodeUtf8(source);
  if (typeof decoded !== 'string') return failed(decoded);
  const bomLength = decoded.charCodeAt(0) === 0xfeff ? 1 : 0;
  const text = decoded.slice(bomLength);
  const shape = shapeOfText(text);
  const beyond = shapeIssue(shape, what);
  if (beyond !== undefined) return failed(beyond);
  const lines = new LineMap(text);
  let keys: number;
  try {
    keys = keysOf(JSON.parse(text));
  } catch (thrown) {
    return failed(syntaxIssue(text, lines, thrown, what));
  }
  // The walk for nesting counted the members already: more than the parsed keys means a key repeats.
  return { ok: true, document: { text, bomLength, tree: lazyTree(text), lines, keysRepeat: shape.members > keys } };
}

function syntaxIssue(text: string, lines: LineMap, thrown: unknown, what: string): Issue {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = errors;
  // jsonc-parser reads a few things JSON.parse refuses (a leading 0); JSON.parse then says where.
  const offset = first?.offset ?? Number(/position (\d+)/.exec(String((thrown as Error)?.message))?.[1] ?? 0);
  const problem = first === undefined ? String((thrown as Error)?.message ?? thrown).replace(/ in JSON at position \d+.*$/s, '').toLowerCase() : words(printParseErrorCode(first.error));
  return { code: 'json/syntax', severity: 'error', pointer: '', message: `The ${what} is not valid JSON: ${problem}.`, hint: 'JSON allows no comments, trailing commas or single quotes.', ...lines.position(offset) };
}

// Every object's keys in a parsed value, counted without recursion (the text nests at most MAX_NESTING deep, but a stack of frames costs no call depth).
function keysOf(value: unknown): number {
  let keys = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === null || typeof next !== 'object') continue;
    if (Array.isArray(next)) {
      for (const item of next) if (item !== null && typeof item === 'object') pending.push(item);
      continue;
    }
    for (const key in next) {
      keys++;
      const member = (next as Record<string, unknown>)[key];
      if (member !== null && typeof member === 'object') pending.push(member);
    }
  }
  return keys;
}

/** The node at a JSON pointer, or undefined. */
export function nodeAt(document: JsonDocument, pointer: string): Node | undefined {
  const path = splitPointer(pointer).map((token) => (/^(0|[1-9]\d*)$/.test(token) ? Number(token) : token));
  return path.length === 0 ? document.tree : findNodeAtLocation(document.tree, path);
}

/** The place of the value at `pointer`, or of its nearest ancestor that exists. */
export function placeOf(document: JsonDocument, pointer: string): Position {
  for (let current = pointer; ; current = current.slice(0, current.lastIndexOf('/'))) {
    const node = nodeAt(document, current);
    if (node !== undefined) return document.lines.position(node.offset);
    if (current === '') return { line: 1, column: 1 };
  }
}

/** A node's text, for vetting it on its own. */
export function textOf(document: JsonDocument, node: Node): string {
  return document.text.slice(node.offset, node.offset + node.length);
}

/**
 * Duplicate keys anywhere in the tree except under the nodes in `skip` (those are vetted on
 * their own, which reports their duplicates), as `json/duplicate-key` issues.
 */
export function duplicateKeys(document: JsonDocument, skip: ReadonlySet<Node> = new Set()): Issue[] {
  if (!document.keysRepeat) return [];
  const issues: Issue[] = [];
  let unlisted = 0;
  // One frame per open object or array, depth first: a list of 900,000 entries pushed at once, each with its pointer, ran a 256 MB heap out of memory.
  const frames: { readonly node: Node; readonly pointer: string; next: number; readonly seen?: Map<string, number> }[] = [];
  const enter = (node: Node | undefined, pointer: () => string) => {
    if (node === undefined || skip.has(node) || (node.type !== 'object' && node.type !== 'array') || (node.children?.length ?? 0) === 0) return;
    frames.push({ node, pointer: pointer(), next: 0, ...(node.type === 'object' ? { seen: new Map() } : {}) });
  };
  enter(document.tree, () => '');
  while (frames.length > 0) {
    const frame = frames[frames.length - 1] as (typeof frames)[number];
    const child = frame.node.children?.[frame.next++];
    if (child === undefined) {
      frames.pop();
      continue;
    }
    if (frame.seen === undefined) {
      enter(child, () => joinPointer(frame.pointer, frame.next - 1));
      continue;
    }
    const [keyNode, valueNode] = child.children ?? [];
    if (keyNode === undefined) continue;
    const key = String(keyNode.value);
    const first = frame.seen.get(key);
    if (first === undefined) frame.seen.set(key, keyNode.offset);
    else if (issues.length >= MAX_DUPLICATE_ISSUES) unlisted++;
    else {
      const line = document.lines.position(first).line;
      issues.push({ code: 'json/duplicate-key', severity: 'error', pointer: joinPointer(frame.pointer, key), message: `"${key}" appears twice in the same object (first on line ${line}).`, hint: 'Keep one of the two.', ...document.lines.position(keyNode.offset) });
    }
    enter(valueNode, () => joinPointer(frame.pointer, key));
  }
  if (unlisted > 0) issues.push(unlistedDuplicates(unlisted));
  return issues;
}

/** The value of a node's text: JSON.parse keeps `__proto__` an own key, as the vet expects. */
export function valueOf(document: JsonDocument, node: Node): unknown {
  return JSON.parse(textOf(document, node));
}

/**
 * The issue of a text past what a pack or tool list may be, found before any parser sees it: more
 * than {@link MAX_DOCUMENT_BYTES} (UTF-8), nesting past {@link MAX_NESTING}, or more than
 * {@link MAX_DOCUMENT_NODES} values; undefined within them. The language server asks it too.
 */
export function documentBoundsIssue(text: string, what: string): Issue | undefined {
  return sizeIssue(utf8Size(text, MAX_DOCUMENT_BYTES), what) ?? shapeIssue(shapeOfText(text), what);
}

function sizeIssue(size: number, what: string): Issue | undefined {
  if (size <= MAX_DOCUMENT_BYTES) return undefined;
  return { code: 'limit/size', severity: 'error', pointer: '', message: `The ${what} is ${size} bytes; at most ${MAX_DOCUMENT_BYTES} are read.`, hint: 'Split it, or move tools into their own files.' };
}

function shapeIssue(shape: ReturnType<typeof shapeOfText>, what: string): Issue | undefined {
  if (shape.tooDeepAt !== undefined) return { code: 'limit/depth', severity: 'error', pointer: '', message: `The ${what} nests deeper than ${MAX_NESTING} levels of objects and arrays.`, ...shape.tooDeepAt };
  // Counted before the parser builds a node for each: a tree of a million nodes is some 140 MB.
  if (shape.nodes > MAX_DOCUMENT_NODES) {
    return { code: 'limit/size', severity: 'error', pointer: '', message: `The ${what} holds about ${shape.nodes.toLocaleString('en')} values; at most ${MAX_DOCUMENT_NODES.toLocaleString('en')} are read.`, hint: 'Split it, or move tools into their own files.', line: 1, column: 1 };
  }
  return undefined;
}

function failed(issue: Issue): ParsedDocument {
  return { ok: false, issues: [issue] };
}

function words(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
