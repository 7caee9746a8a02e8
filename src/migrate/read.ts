import type { Issue } from '../issue.js';
import { DEFAULT_LIMITS, type Limits } from '../limits.js';
import { MAX_NESTING, readTree } from '../source/tree.js';

/**
 * The most a migration reads, as compact JSON (a value's characters, a file's bytes): four times
 * what a vet reads by default. A 4 MiB schema migrated and printed as a diff (`migrate --dry-run`)
 * peaked at 160 MB of heap; an 8 MB one ran a 256 MB heap out of memory.
 */
export const MAX_MIGRATE_BYTES = 4 * 1024 * 1024;

/**
 * The most values a migration reads, counted as the reader copies them (or, in a file, by its
 * members and commas before it is parsed): 1,400,000 empty objects fit in 4 MiB, and migrating
 * them ran a 256 MB heap out of memory (800,000 did not, at 370 MB of the process); a 4 MiB schema
 * of plain properties holds fewer than 500,000.
 */
export const MAX_MIGRATE_VALUES = 500_000;

// One object may hold as many keys as the size allows: a draft-07 schema's `definitions` of
// thousands is a migration's daily work, which the vet's bound of keys per object would refuse.
const LIMITS: Limits = Object.freeze({ ...DEFAULT_LIMITS, maxBytes: MAX_MIGRATE_BYTES, maxProperties: Number.MAX_SAFE_INTEGER });

// What the reader reports of values it copied as they are: the vet's to judge; a migration keeps them exactly.
const KEPT_AS_THEY_ARE = new Set(['manifest/unsafe-number', 'manifest/lone-surrogate', 'manifest/hostile-key', 'schema/proto-property']);

/** A value read whole into a plain JSON copy, or the reasons it could not be. */
export type Reading = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issues: Issue[] };

/**
 * Reads a caller's value with the vet's bounded reader (`readTree`): a copy of plain JSON, each
 * getter and Proxy trap run once, in time and memory bounded by {@link MAX_MIGRATE_BYTES}. A value
 * it cannot copy whole (a cycle, a getter that throws, a function, nesting past 512 levels, too
 * large a value) is its issues, so that no migration ever silently loses part of a schema.
 * `what` names the value in the messages of the limits.
 */
export function readWhole(value: unknown, what: 'schema' | 'manifest'): Reading {
  // Nothing to read in a primitive, and no trap to run: it is migrated as itself.
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return { ok: true, value };
  const reading = readTree(value, true, LIMITS);
  if (reading.visited > MAX_MIGRATE_VALUES) return { ok: false, issues: [tooManyValues(what, reading.visited)] };
  if (reading.tree !== undefined && reading.blocked.length === 0 && reading.dropped.length === 0) return { ok: true, value: reading.tree };
  return { ok: false, issues: reading.issues.filter((issue) => !KEPT_AS_THEY_ARE.has(issue.code)).map((issue) => worded(issue, what)) };
}

// The reader words its limits for a vet's manifest and its `limits` option, which a migration has not.
function worded(issue: Issue, what: string): Issue {
  if (issue.code === 'limit/size') return tooLarge(what);
  if (issue.code === 'limit/depth') return { ...issue, message: `The ${what} nests deeper than ${MAX_NESTING} levels of objects and arrays here; it is left as it was.` };
  return issue;
}

/** The `limit/size` issue of a value or text past {@link MAX_MIGRATE_VALUES} values, `count` of them (at least). */
export function tooManyValues(what: string, count: number): Issue {
  return {
    code: 'limit/size',
    severity: 'error',
    pointer: '',
    message: `The ${what} holds ${count.toLocaleString('en')} values, more than the ${MAX_MIGRATE_VALUES.toLocaleString('en')} a migration reads; it is left as it was.`,
    hint: 'A tool schema holds a few hundred values: migrate its parts apart, or by hand.',
  };
}

/** The `limit/size` issue of a value or text past {@link MAX_MIGRATE_BYTES}; `size` when it was measured. */
export function tooLarge(what: string, size?: number): Issue {
  // The reader counts a value's size as it copies it, each number at the 8 bytes of a double: an estimate of its compact JSON.
  const measured = size === undefined ? ', counted as compact JSON (a number as 8 bytes), is longer than' : ` is ${size.toLocaleString('en')} bytes, more than`;
  return {
    code: 'limit/size',
    severity: 'error',
    pointer: '',
    message: `The ${what}${measured} the ${MAX_MIGRATE_BYTES.toLocaleString('en')} a migration reads; it is left as it was.`,
    hint: 'A tool schema is a few kilobytes: migrate its parts apart, or by hand.',
  };
}
