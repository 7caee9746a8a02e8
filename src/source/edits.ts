import { splitPointer, joinPointer, type Fix, type TextEdit } from '../issue.js';
import type { Change, ProposedFix } from '../proposal.js';
import type { PositionIndex } from './positions.js';

/**
 * Turns a location-independent fix into edits of the vetted text, through the position index
 * alone. Undefined when a change names a place the text does not have (the fix is then dropped,
 * never guessed).
 *
 * @example
 * ```ts
 * toTextFix({ description: 'Write "GET".', changes: [{ kind: 'replace', pointer: '/spec/method', value: 'GET' }] }, index, manifest);
 * // → { description: 'Write "GET".', edits: [{ offset: 120, length: 5, newText: '"GET"' }] }
 * ```
 */
export function toTextFix(proposed: ProposedFix, positions: PositionIndex, root: unknown): Fix | undefined {
  const edits: TextEdit[] = [];
  for (const change of proposed.changes) {
    const edit = editFor(change, positions, root);
    if (edit === undefined) return undefined;
    edits.push(edit);
  }
  edits.sort((a, b) => a.offset - b.offset);
  for (let i = 1; i < edits.length; i++) {
    const before = edits[i - 1] as TextEdit;
    if (before.offset + before.length > (edits[i] as TextEdit).offset) return undefined;
  }
  return { description: proposed.description, edits };
}

function editFor(change: Change, positions: PositionIndex, root: unknown): TextEdit | undefined {
  switch (change.kind) {
    case 'replace': {
      const range = positions.range(change.pointer, 'value');
      const text = JSON.stringify(change.value);
      return range === undefined || text === undefined ? undefined : { ...range, newText: text };
    }
    case 'rename': {
      const range = positions.range(change.pointer, 'key');
      return range === undefined ? undefined : { ...range, newText: JSON.stringify(change.key) };
    }
    case 'remove':
      return removal(change.pointer, positions, root);
  }
}

// An element goes with the separator after it, or before it when it is the last: the rest of the text stays as it was.
function removal(pointer: string, positions: PositionIndex, root: unknown): TextEdit | undefined {
  const tokens = splitPointer(pointer);
  const last = tokens.pop();
  const parentPointer = joinPointer('', ...tokens);
  const parent = valueAt(root, tokens);
  const index = Number(last);
  if (!Array.isArray(parent) || !Number.isInteger(index) || String(index) !== last || index >= parent.length) return undefined;
  const own = positions.range(pointer, 'value');
  if (own === undefined) return undefined;
  if (index + 1 < parent.length) {
    const next = positions.range(joinPointer(parentPointer, index + 1), 'value');
    return next === undefined ? undefined : { offset: own.offset, length: next.offset - own.offset, newText: '' };
  }
  if (index > 0) {
    const previous = positions.range(joinPointer(parentPointer, index - 1), 'value');
    if (previous === undefined) return undefined;
    const start = previous.offset + previous.length;
    return { offset: start, length: own.offset + own.length - start, newText: '' };
  }
  return { ...own, newText: '' };
}

function valueAt(root: unknown, tokens: readonly string[]): unknown {
  let at = root;
  for (const token of tokens) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, token)) return undefined;
    at = (at as Record<string, unknown>)[token];
  }
  return at;
}
