import type { Fix, Issue } from '../issue.js';
import { describeValue } from '../option-shapes.js';

interface Candidate {
  readonly fix: Fix;
  readonly start: number;
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
  // A JS caller's list: "issues is not iterable" or a property read of null would not say what was wrong.
  if (!Array.isArray(issues)) throw new TypeError(`compatibleFixes takes a report's issues, a list, not ${describeValue(issues)}.`);
  const candidates: Candidate[] = [];
  for (const issue of issues) {
    if (issue === null || typeof issue !== 'object') throw new TypeError(`compatibleFixes takes a report's issues, each an object, not ${describeValue(issue)}.`);
    const fix = issue.fix;
    if (fix === undefined) continue;
    const edits = fix !== null && typeof fix === 'object' ? (fix.edits as unknown) : undefined;
    if (!Array.isArray(edits)) throw new TypeError(`compatibleFixes: a fix must be { description, edits: [{ offset, length, newText }] }, its edits an array, not ${describeValue(fix === null || typeof fix !== 'object' ? fix : edits)}.`);
    if (!edits.every((one) => one !== null && typeof one === 'object')) throw new TypeError('compatibleFixes: each edit of a fix must be an object, { offset, length, newText }.');
    if (edits.length === 0) continue;
    candidates.push({ fix, start: startOf(fix) });
  }
  // The same stable sort by first offset as ever: which fixes win depends on this order.
  candidates.sort((a, b) => a.start - b.start);
  const taken = new TakenSpans(candidates.flatMap(({ fix }) => fix.edits.map((edit) => edit.offset)));
  const chosen: Fix[] = [];
  const chosenEdits = new Set<string>();
  for (const { fix } of candidates) {
    // Two edits at one offset (an insertion beside a replacement) would depend on their order: kept apart too.
    if (fix.edits.some((edit) => taken.conflicts(edit.offset, edit.offset + edit.length))) continue;
    const edits = JSON.stringify(fix.edits);
    if (chosenEdits.has(edits)) continue;
    chosenEdits.add(edits);
    chosen.push(fix);
    for (const edit of fix.edits) taken.add(edit.offset, edit.offset + edit.length);
  }
  return chosen;
}

// Math.min over the offsets, NaN if any is, without spreading a long list onto the stack.
function startOf(fix: Fix): number {
  let least = Infinity;
  for (const edit of fix.edits) {
    const offset = edit.offset;
    if (typeof offset !== 'number' || typeof edit.length !== 'number') throw new TypeError(`compatibleFixes: an edit's offset and length must be numbers, not ${typeof offset} and ${typeof edit.length}.`);
    if (Number.isNaN(offset)) return NaN;
    if (offset < least) least = offset;
  }
  return least;
}

/**
 * The spans of the fixes chosen so far. A span [from, to) conflicts with a taken one that overlaps it
 * (`from < taken.to && taken.from < to`) or starts where it does. Overlap is asked as "the largest
 * `to` among taken spans starting before `to`": a prefix maximum over the known starts, in a
 * Fenwick tree, so each question and each addition costs O(log n).
 */
class TakenSpans {
  private readonly starts: Float64Array;
  private readonly maxEnd: Float64Array;
  private readonly startsTaken = new Set<number>();

  constructor(offsets: readonly number[]) {
    const known = Float64Array.from(offsets.filter((offset) => !Number.isNaN(offset))).sort();
    let unique = 0;
    for (let index = 0; index < known.length; index++) if (index === 0 || known[index] !== known[unique - 1]) known[unique++] = known[index] as number;
    this.starts = known.subarray(0, unique);
    this.maxEnd = new Float64Array(unique + 1).fill(-Infinity);
  }

  /** Whether [from, to) touches a taken span; comparisons with NaN are false, as they always were. */
  conflicts(from: number, to: number): boolean {
    if (Number.isNaN(from)) return false;
    if (this.startsTaken.has(from)) return true;
    let largest = -Infinity;
    for (let node = Number.isNaN(to) ? 0 : this.countBelow(to); node > 0; node -= node & -node) largest = Math.max(largest, this.maxEnd[node] as number);
    return from < largest;
  }

  add(from: number, to: number): void {
    if (Number.isNaN(from)) return;
    this.startsTaken.add(from);
    if (Number.isNaN(to)) return;
    for (let node = this.countBelow(from) + 1; node < this.maxEnd.length; node += node & -node) this.maxEnd[node] = Math.max(this.maxEnd[node] as number, to);
  }

  // How many known starts lie below `value`: the index of `value` itself when it is one.
  private countBelow(value: number): number {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.starts[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
