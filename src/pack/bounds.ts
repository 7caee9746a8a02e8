import type { Issue } from '../issue.js';
import { effectiveLimits } from '../limits.js';
import type { VetOptions } from '../options.js';
import { listAllowance, VetBudget } from '../source/budget.js';

/**
 * The most nodes a pack or tool list's parsed tree may hold: about 8,000 real tools, and some
 * 140 MB of parser tree at worst (a megabyte of dense `{"a":{},"b":{}}` is 350,000 nodes).
 */
export const MAX_DOCUMENT_NODES = 1_000_000;

/** The most of a pack or tool list given as a value that is copied, as JSON would spell it: about 8,000 real tools. */
export const MAX_VALUE_BYTES = 8 * 1024 * 1024;

/** The most tools of one pack or tool list that are vetted: far above any real server's or pack's. */
export const MAX_LIST_TOOLS = 10_000;

/**
 * The most issues one pack or tool list collects before the tools left are not vetted: 400,000
 * entries of `null` made as many issues and ran a 256 MB heap out of memory.
 */
export const MAX_LIST_ISSUES = 10_000;

/** How many of `count` entries are vetted, and the issue at `pointer` that says why the rest are not. */
function entriesVetted(count: number, pointer: string, what: string): { readonly vetted: number; readonly issue?: Issue } {
  if (count <= MAX_LIST_TOOLS) return { vetted: count };
  return {
    vetted: MAX_LIST_TOOLS,
    issue: {
      code: 'limit/size',
      severity: 'error',
      pointer,
      message: `The ${what} holds ${count.toLocaleString('en')} tools; the first ${MAX_LIST_TOOLS.toLocaleString('en')} are vetted and the rest are not.`,
      hint: 'Split it: no real server or pack has that many tools.',
    },
  };
}

/** The issue at `pointer` that says the tools from `from` on were not vetted, the problems found before them being enough. */
function stoppedAt(from: number, count: number, pointer: string, what: string): Issue {
  return {
    code: 'limit/too-many-errors',
    severity: 'error',
    pointer,
    message: `The ${what} had ${MAX_LIST_ISSUES.toLocaleString('en')} problems by its tool ${from.toLocaleString('en')}; the ${(count - from).toLocaleString('en')} tools after it were not vetted.`,
    hint: 'Fix the problems listed, then vet it again.',
  };
}

/** The issue at `pointer` that says the tools from `from` on were not vetted, the list's time (`limits.maxListMs`) being up. */
function outOfTime(from: number, count: number, pointer: string, what: string, maxMs: number): Issue {
  return {
    code: 'limit/budget',
    severity: 'error',
    pointer,
    message: `The ${what} took longer than limits.maxListMs (${maxMs.toLocaleString('en')} ms) by its tool ${from.toLocaleString('en')}; the ${(count - from).toLocaleString('en')} tools after it were not vetted.`,
    hint: 'Split it, or raise limits.maxListMs for a source you trust.',
  };
}

/** The report of a tool that was not vetted: invalid, since nothing says it is sound. */
export const NOT_VETTED = Object.freeze({ valid: false as const, issues: Object.freeze([]) as unknown as Issue[] });

/** What one entry's vet gives {@link vetWithinCaps}: its report, and the problems it adds to the list's own (they count toward the cap). */
export interface EntryVet<R> {
  readonly report: R;
  readonly issues: readonly Issue[];
}

/** Where a list is and what it is called, for the caps' issues; `place` gives them their place in the file. */
export interface CappedList {
  readonly pointer: string;
  readonly what: string;
  readonly place?: (issue: Issue) => Issue;
  readonly time?: ListTime;
}

/** The budget a list's entries' vets share (see `listAllowance`), and its backstop, to say so when it passes. */
export interface ListTime {
  readonly budget: VetBudget;
  readonly maxMs: number;
}

/** The one budget of a pack's or tool list's vet under `options.limits`. */
export function listTime(options: VetOptions): ListTime {
  const limits = effectiveLimits(options.limits);
  return { budget: new VetBudget(listAllowance(limits)), maxMs: limits.maxListMs };
}

/**
 * Vets `entries` in order within the two caps: the first {@link MAX_LIST_TOOLS} (`limit/size`
 * says the rest are not), and none after the entries' first {@link MAX_LIST_ISSUES} problems
 * (`limit/too-many-errors`, naming the entry it stopped at). `skip` gives the report of an
 * entry not vetted. The issues come in the order found: `limit/size`, the entries' own, then
 * `limit/too-many-errors`. When `list.time` passes its backstop, the entries not yet vetted are
 * skipped too (`limit/budget`, naming the entry it stopped at). There is a report for each of the
 * first {@link MAX_LIST_TOOLS} entries, and none for the entries after them.
 */
export function vetWithinCaps<T, R>(entries: readonly T[], list: CappedList, vet: (entry: T, index: number) => EntryVet<R>, skip: (entry: T, index: number) => R): { readonly reports: R[]; readonly issues: Issue[] } {
  const place = list.place ?? ((issue: Issue) => issue);
  const { vetted, issue: tooMany } = entriesVetted(entries.length, list.pointer, list.what);
  const issues: Issue[] = tooMany === undefined ? [] : [place(tooMany)];
  const reports: R[] = [];
  let found = 0;
  for (const [index, entry] of entries.entries()) {
    const late = index < vetted && list.time?.budget.expired() === true;
    if (index >= vetted || found >= MAX_LIST_ISSUES || late) {
      if (late) issues.push(place(outOfTime(index, vetted, list.pointer, list.what, list.time?.maxMs ?? 0)));
      else if (index < vetted) issues.push(place(stoppedAt(index, vetted, list.pointer, list.what)));
      // Past the first MAX_LIST_TOOLS there is no report: 900,000 entries' reports ran a 256 MB heap out of memory.
      for (let rest = index; rest < vetted; rest++) reports.push(skip(entries[rest] as T, rest));
      break;
    }
    const { report, issues: own } = vet(entry, index);
    reports.push(report);
    issues.push(...own);
    found += own.length;
  }
  return { reports, issues };
}
