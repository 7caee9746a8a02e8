import { applyEdits } from 'jsonc-parser';
import { compatibleFixes, MAX_FIX_PASSES } from '../fix/apply.js';
import { vetDocument } from './vet-document.js';

/**
 * Every certain fix of a document (a tool manifest, a pack or a tool list), applied as
 * `check --fix` applies them: in passes of compatible fixes, re-vetted in between, at most
 * {@link MAX_FIX_PASSES}. The same text when there is nothing to fix.
 *
 * @example
 * ```ts
 * fixDocument('{"mutatin": true, …}'); // '{"mutating": true, …}'
 * ```
 */
export function fixDocument(original: string): string {
  let text = original;
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const fixes = compatibleFixes(vetDocument(text)?.issues ?? []);
    if (fixes.length === 0) break;
    const next = applyEdits(text, fixes.flatMap((fix) => fix.edits.map((edit) => ({ offset: edit.offset, length: edit.length, content: edit.newText }))));
    if (next === text) break;
    text = next;
  }
  return text;
}
