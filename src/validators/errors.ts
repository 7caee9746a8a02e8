import type { ErrorObject } from 'ajv';
import type { Issue } from '../issue.js';
import { reduceErrors } from './reduce-errors.js';
import { typesOf, wrongType, type AjvError } from './messages.js';
import { forgetListedKeys, siteIssue, toIssue } from './site-issue.js';
import { siteAfter, siteOf, type Site, type Sites } from './site-words.js';

interface TypesAt {
  readonly expected: string[];
  readonly data: unknown;
  /** Where its issue is in the list. */
  readonly index: number;
}

type Word = (error: AjvError, field: 'input' | 'output') => Issue;

/**
 * Turns Ajv's errors about a call's data into issues a person can act on: one per real problem,
 * each at an RFC 6901 pointer into the data (Ajv's `instancePath`, as is). A failed union says
 * what its closest branch says ({@link reduceErrors}), the types several branches expected at one
 * place become one issue, and the same words twice at one place are said once. Linear in the
 * number of errors: one pass reduces them, one words them, keyed by pointer (hashing a pointer
 * costs far less than hashing a whole message).
 *
 * With `sites` (Ajv's errors: their `schemaPath` names the place in the validator), what each
 * message says whatever the data is built once per site ({@link siteIssue}); with
 * `oneSchemaPerPlace` (a fact of the schema's shape), errors at one place can only meet their own
 * schema's, so only those are compared ({@link issuesOnePerPlace}); with `keepsEveryError` (another),
 * there is nothing to reduce. All give the same issues as without them.
 */
export function dataIssues(errors: readonly ErrorObject[], field: 'input' | 'output', sites?: Sites, oneSchemaPerPlace = false, keepsEveryError = false): Issue[] {
  try {
    return issuesOf(errors, field, sites, oneSchemaPerPlace, keepsEveryError);
  } finally {
    // The data's keys listed for hints are not held past the call.
    forgetListedKeys();
  }
}

function issuesOf(errors: readonly ErrorObject[], field: 'input' | 'output', sites: Sites | undefined, oneSchemaPerPlace: boolean, keepsEveryError: boolean): Issue[] {
  const kept = keepsEveryError ? (errors as readonly AjvError[]) : reduceErrors(errors as readonly AjvError[], sites?.paths);
  if (sites === undefined) return kept.length <= FEW ? fewIssues(kept, field, toIssue) : manyIssues(kept, field, toIssue);
  const fast = oneSchemaPerPlace ? issuesOnePerPlace(kept, field, sites) : undefined;
  if (fast !== undefined) return fast;
  const word: Word = (error, at) => siteIssue(error, at, siteOf(error, sites));
  return kept.length <= FEW ? fewIssues(kept, field, word) : manyIssues(kept, field, word);
}

let calls = 0;
let busy = false;

/**
 * The issues of a schema under which at most one schema object applies at a place: the errors at
 * one place all come from it, during its one check there, so an error is compared only with its
 * schema's errors at the place it last checked (kept in the schema's bucket, per call), never
 * looked up by pointer. Undefined when the errors hold what that cannot say (two type errors of
 * one schema at one place) or when called again while it runs (data whose traps call the
 * validator): the caller then takes the general path.
 */
function issuesOnePerPlace(kept: readonly AjvError[], field: 'input' | 'output', sites: Sites): Issue[] | undefined {
  if (busy) return undefined;
  busy = true;
  try {
    const call = ++calls;
    const issues: Issue[] = [];
    let site: Site | undefined;
    for (const error of kept) {
      // Without `verbose` (the fast validator's errors), nothing says which schema an error is of.
      if (error.parentSchema === undefined) return undefined;
      site = siteAfter(site, error, sites);
      const issue = siteIssue(error, field, site);
      const bucket = site.bucket;
      const place = error.instancePath;
      if (bucket.call !== call || bucket.place !== place) {
        bucket.call = call;
        bucket.place = place;
        bucket.first = issues.length;
        bucket.more = undefined;
        issues.push(issue);
        continue;
      }
      const more = bucket.more;
      if (error.keyword === 'type' && (isWrongType(issues, bucket.first) || (more !== undefined && more.some((index) => isWrongType(issues, index))))) return undefined;
      if (saidBefore(issues, bucket.first, issue) || (more !== undefined && more.some((index) => saidBefore(issues, index, issue)))) continue;
      (bucket.more ??= []).push(issues.length);
      issues.push(issue);
    }
    return issues;
  } finally {
    busy = false;
  }
}

function isWrongType(issues: readonly Issue[], index: number): boolean {
  return (issues[index] as Issue).code === 'call/wrong-type';
}

function saidBefore(issues: readonly Issue[], index: number, issue: Issue): boolean {
  const earlier = issues[index] as Issue;
  return samePointer(earlier.pointer, issue.pointer) && sameWords(earlier, issue);
}

// Up to this many errors, earlier issues are looked through (comparing pointers' lengths first, which
// costs nothing) rather than kept in maps, whose hashing then costs more than the looking.
const FEW = 16;

function fewIssues(kept: readonly AjvError[], field: 'input' | 'output', word: Word): Issue[] {
  const issues: Issue[] = [];
  const types: (TypesAt & { readonly pointer: string })[] = [];
  for (const error of kept) {
    const isType = error.keyword === 'type';
    const typesHere = isType ? types.find((earlier) => samePointer(earlier.pointer, error.instancePath)) : undefined;
    if (typesHere !== undefined) {
      for (const type of typesOf(error.params)) if (!typesHere.expected.includes(type)) typesHere.expected.push(type);
      issues[typesHere.index] = wrongType(error.instancePath, field, typesHere.expected, typesHere.data);
      continue;
    }
    const issue = word(error, field);
    if (issues.some((earlier) => samePointer(earlier.pointer, issue.pointer) && sameWords(earlier, issue))) continue;
    if (isType) types.push({ pointer: error.instancePath, expected: typesOf(error.params), data: error.data, index: issues.length });
    issues.push(issue);
  }
  return issues;
}

function samePointer(one: string, other: string): boolean {
  return one.length === other.length && one === other;
}

function manyIssues(kept: readonly AjvError[], field: 'input' | 'output', word: Word): Issue[] {
  const issues: Issue[] = [];
  // Pointer → the index of the first issue there, or of every issue there once there are several.
  const at = new Map<string, number | number[]>();
  const types = new Map<string, TypesAt>();
  for (const error of kept) {
    const isType = error.keyword === 'type';
    // A type error's pointer is its place: another type wanted there joins the first one's issue, unworded.
    const typesHere = isType && types.size > 0 ? types.get(error.instancePath) : undefined;
    if (typesHere !== undefined) {
      for (const type of typesOf(error.params)) if (!typesHere.expected.includes(type)) typesHere.expected.push(type);
      issues[typesHere.index] = wrongType(error.instancePath, field, typesHere.expected, typesHere.data);
      continue;
    }
    const issue = word(error, field);
    const earlier = at.get(issue.pointer);
    if (earlier === undefined) at.set(issue.pointer, issues.length);
    else if (typeof earlier === 'number') {
      if (sameWords(issues[earlier] as Issue, issue)) continue;
      at.set(issue.pointer, [earlier, issues.length]);
    } else {
      if (earlier.some((index) => sameWords(issues[index] as Issue, issue))) continue;
      earlier.push(issues.length);
    }
    if (isType) types.set(error.instancePath, { expected: typesOf(error.params), data: error.data, index: issues.length });
    issues.push(issue);
  }
  return issues;
}

function sameWords(one: Issue, other: Issue): boolean {
  return one.code === other.code && one.message === other.message;
}
