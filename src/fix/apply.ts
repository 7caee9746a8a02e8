import type { Edit } from 'jsonc-parser';
import { jsonc } from '../runtime/jsonc.js';
import type { Fix, Issue } from '../issue.js';
import type { VetOptions } from '../options.js';
import type { VetReport } from '../report.js';
import { vetToolManifest } from '../vet.js';

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
 * The issues' certain fixes that can be applied together: in text order, each one whose edits
 * touch none of an earlier one's (the rest wait for the next pass, after a re-vet).
 *
 * @example
 * ```ts
 * applyEdits(text, compatibleFixes(report.issues).flatMap((fix) => fix.edits));
 * ```
 */
export function compatibleFixes(issues: readonly Issue[]): Fix[] {
  const fixes = issues.flatMap((issue) => (issue.fix === undefined || issue.fix.edits.length === 0 ? [] : [issue.fix]));
  fixes.sort((a, b) => start(a) - start(b));
  const chosen: Fix[] = [];
  const taken: { from: number; to: number }[] = [];
  for (const fix of fixes) {
    const spans = fix.edits.map((edit) => ({ from: edit.offset, to: edit.offset + edit.length }));
    // Two edits at one offset (an insertion beside a replacement) would depend on their order: kept apart too.
    if (spans.some((span) => taken.some((other) => (span.from < other.to && other.from < span.to) || span.from === other.from))) continue;
    if (chosen.some((other) => JSON.stringify(other.edits) === JSON.stringify(fix.edits))) continue;
    chosen.push(fix);
    taken.push(...spans);
  }
  return chosen;
}

/**
 * Applies every certain fix to a manifest's text with jsonc-parser's `applyEdits` (so the rest
 * of the text, its formatting, indentation and key order, stays byte for byte), then vets
 * again and repeats until nothing changes, at most {@link MAX_FIX_PASSES} passes.
 *
 * @example
 * ```ts
 * const { text, applied } = fixText(readFileSync('tools/echo.json', 'utf8'));
 * if (applied.length > 0) writeFileSync('tools/echo.json', text);
 * ```
 */
export function fixText(original: string, options: VetOptions = {}): FixOutcome {
  if (typeof original !== 'string') throw new TypeError("fixText takes a manifest's text, a string: decode bytes first (Buffer#toString('utf8') keeps a BOM, as fix offsets count it); a value has no text to edit.");
  let text = original;
  const applied: Fix[] = [];
  let passes = 0;
  let report = vetToolManifest(text, options);
  while (passes < MAX_FIX_PASSES) {
    const fixes = compatibleFixes(report.issues);
    if (fixes.length === 0) break;
    const edits: Edit[] = fixes.flatMap((fix) => fix.edits.map((edit) => ({ offset: edit.offset, length: edit.length, content: edit.newText })));
    const next = jsonc().applyEdits(text, edits);
    if (next === text) break;
    text = next;
    applied.push(...fixes);
    passes++;
    report = vetToolManifest(text, options);
  }
  return { text, applied, passes, report };
}

/**
 * Applies one fix's edits to the text that was vetted.
 *
 * @example
 * ```ts
 * const [issue] = vetToolManifest(text).issues;
 * if (issue?.fix) writeFileSync(path, applyFix(text, issue.fix));
 * ```
 */
export function applyFix(text: string, fix: Fix): string {
  return jsonc().applyEdits(
    text,
    fix.edits.map((edit) => ({ offset: edit.offset, length: edit.length, content: edit.newText })),
  );
}

function start(fix: Fix): number {
  return Math.min(...fix.edits.map((edit) => edit.offset));
}
