import type { Fix } from '../issue.js';
import type { VetOptions } from '../options.js';
import type { VetReport } from '../report.js';
import { vetOptions, vetToolManifest } from '../vet.js';
import { compatibleFixes } from './compatible.js';
import { checkedEdits, spliceEdits } from './edits.js';

export { compatibleFixes };

/** The most passes {@link fixText} makes: each fix can reveal another, but never without end. */
export const MAX_FIX_PASSES = 10;

/** What {@link fixText} did to a text. */
export interface FixOutcome {
  /** The text with every fix applied; the same string when nothing applied. */
  readonly text: string;
  /** The fixes applied, in the order they were. */
  readonly applied: readonly Fix[];
  /** How many passes changed the text. */
  readonly passes: number;
  /** The vet of the final text. */
  readonly report: VetReport;
}

/**
 * Applies every certain fix to a manifest's text, as jsonc-parser's `applyEdits` would (so the
 * rest of the text, its formatting, indentation and key order, stays byte for byte), then vets
 * again and repeats until nothing changes, at most {@link MAX_FIX_PASSES} passes.
 *
 * @example
 * ```ts
 * const { text, applied } = fixText(readFileSync('tools/echo.json', 'utf8'));
 * if (applied.length > 0) writeFileSync('tools/echo.json', text);
 * ```
 */
export function fixText(original: string, given: VetOptions = {}): FixOutcome {
  if (typeof original !== 'string') throw new TypeError("fixText takes a manifest's text, a string: decode bytes first (Buffer#toString('utf8') keeps a BOM, as fix offsets count it); a value has no text to edit.");
  // Read once for every pass's vet.
  const options = vetOptions(given);
  let text = original;
  const applied: Fix[] = [];
  let passes = 0;
  let report = vetToolManifest(text, options);
  while (passes < MAX_FIX_PASSES) {
    const fixes = compatibleFixes(report.issues);
    if (fixes.length === 0) break;
    const next = spliceEdits(text, fixes.flatMap((fix) => checkedEdits(text, fix, 'fixText')), 'fixText');
    if (next === text) break;
    text = next;
    for (const fix of fixes) applied.push(fix); // not spread: a pass may apply more fixes than the stack holds arguments
    passes++;
    report = vetToolManifest(text, options);
  }
  return { text, applied, passes, report };
}

/**
 * Applies one fix's edits to the text that was vetted, as jsonc-parser's `applyEdits` would, in one
 * pass. A fix that is not `{ edits: [{ offset, length, newText }] }` with whole-number offsets and
 * lengths, whose edits overlap or reach outside the text (a negative offset, or past the end) is a
 * TypeError: it was made for another text, or by hand.
 *
 * @example
 * ```ts
 * const [issue] = vetToolManifest(text).issues;
 * if (issue?.fix) writeFileSync(path, applyFix(text, issue.fix));
 * ```
 */
export function applyFix(text: string, fix: Fix): string {
  if (typeof text !== 'string') throw new TypeError(`applyFix takes the text that was vetted, a string, not ${text === null ? 'null' : typeof text}.`);
  return spliceEdits(text, checkedEdits(text, fix, 'applyFix'), 'applyFix');
}
