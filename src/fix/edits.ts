import type { Fix, TextEdit } from '../issue.js';

/**
 * A fix's edits, checked against the text they are for: a TypeError (a caller's bug) for a fix that
 * is not `{ edits: [{ offset, length, newText }] }` with whole-number offsets and lengths, for an
 * edit outside the text, and for two edits that overlap.
 */
export function checkedEdits(text: string, fix: Fix, caller: string): readonly TextEdit[] {
  const edits = fix !== null && typeof fix === 'object' ? (fix as { edits?: unknown }).edits : undefined;
  if (!Array.isArray(edits)) throw new TypeError(`${caller} takes a fix, { description, edits: [{ offset, length, newText }] }, not ${describe(fix)}.`);
  for (const [index, edit] of (edits as unknown[]).entries()) {
    const { offset, length, newText } = (edit ?? {}) as Partial<TextEdit>;
    if (!Number.isSafeInteger(offset) || !isCount(length) || typeof newText !== 'string') {
      throw new TypeError(`${caller}: edit ${index} must be { offset, length, newText } with a whole-number offset, a whole-number length of 0 or more and a string newText, not ${describe(edit)}.`);
    }
    if ((offset as number) < 0 || (offset as number) + length > text.length) {
      throw new TypeError(`${caller}: edit ${index} (offset ${offset}, length ${length}) lies outside the text (${text.length} code units): the fix is for another text.`);
    }
  }
  return edits as readonly TextEdit[];
}

/**
 * The text with the edits made, in one pass: edits sorted by offset, then length (an insertion
 * before a replacement at its offset), as jsonc-parser's `applyEdits` orders them. Overlapping
 * edits are a TypeError. The edits must lie within the text ({@link checkedEdits}).
 */
export function spliceEdits(text: string, edits: readonly TextEdit[], caller: string): string {
  if (edits.length === 0) return text;
  const sorted = [...edits].sort((a, b) => a.offset - b.offset || a.length - b.length);
  const parts: string[] = [];
  let cursor = 0;
  for (const edit of sorted) {
    if (edit.offset < cursor) throw new TypeError(`${caller}: two edits overlap at offset ${edit.offset}: a fix's edits must not.`);
    parts.push(text.slice(cursor, edit.offset), edit.newText);
    cursor = edit.offset + edit.length;
  }
  parts.push(text.slice(cursor));
  return parts.join('');
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function describe(value: unknown): string {
  if (value === null || typeof value !== 'object') return String(value);
  try {
    return (JSON.stringify(value) ?? 'an object').slice(0, 80);
  } catch {
    return 'an object';
  }
}
