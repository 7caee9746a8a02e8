import { compatibleFixes, MAX_FIX_PASSES } from '../fix/apply.js';
import { checkedEdits, spliceEdits } from '../fix/edits.js';
import type { Fix, Issue } from '../issue.js';
import type { VetOptions } from '../options.js';
import { vetDocument, type DocumentKind, type DocumentVetting } from './vet.js';

/** What {@link fixDocument} did. */
export interface DocumentFix {
  /** The fixed text; the same string when nothing applied, or the document is not one this library vets. */
  readonly text: string;
  /** What the document is; undefined for other JSON, which is never touched. */
  readonly kind: DocumentKind | undefined;
  readonly applied: readonly Fix[];
  readonly passes: number;
  /** The issues left in the fixed text. */
  readonly issues: readonly Issue[];
}

/**
 * Every certain fix of a document (a tool manifest, a pack's inline tools, a tool list),
 * applied as jsonc-parser's `applyEdits` would, in passes of compatible fixes, re-vetted in between,
 * at most {@link MAX_FIX_PASSES}. JSON that is none of these is left as it is. `endpoint` and `fileName`: as for {@link vetDocument}.
 *
 * @example
 * ```ts
 * fixDocument('{"mutatin": true, …}').text; // '{"mutating": true, …}'
 * ```
 */
export function fixDocument(original: string, options: VetOptions = {}, endpoint?: string, fileName?: string): DocumentFix {
  return fixVetted(original, vetDocument(original, options, endpoint, fileName), options, endpoint, fileName);
}

/** {@link fixDocument} of a text whose vet is at hand (`first`, what `vetDocument` gave with the same options): it is not vetted again. */
export function fixVetted(original: string, first: DocumentVetting | undefined, options: VetOptions = {}, endpoint?: string, fileName?: string): DocumentFix {
  let text = original;
  let vetting = first;
  const applied: Fix[] = [];
  let passes = 0;
  while (vetting !== undefined && passes < MAX_FIX_PASSES) {
    const fixes = compatibleFixes(vetting.issues);
    if (fixes.length === 0) break;
    const next = spliceEdits(text, fixes.flatMap((fix) => checkedEdits(text, fix, 'fixDocument')), 'fixDocument');
    if (next === text) break;
    text = next;
    for (const fix of fixes) applied.push(fix);
    passes++;
    vetting = vetDocument(text, options, endpoint, fileName);
  }
  return { text, kind: vetting?.kind, applied, passes, issues: vetting?.issues ?? [] };
}
