import type { AjvError } from './messages.js';
import { branchOfIf, factsAt, factsOf, isUnderFacts, liesUnderId, type PathFacts, type SchemaPaths } from './schema-paths.js';

/**
 * Ajv's errors less those that say nothing new, in one pass: Ajv records a composite keyword's
 * error right after its subschemas' errors, whose schema paths lie under the composite's, so the
 * subschema errors are the tail of what was kept so far.
 *
 * - A failed `anyOf`/`oneOf` keeps its closest branch: the one whose errors reach deepest into
 *   the data, then the one with fewest errors (as better-ajv-errors does). A branch
 *   that failed only on `type` at the union's own place loses to any other; when every branch did,
 *   all their type errors are kept, to be merged into one issue. The union's own error is kept
 *   only when no branch error says more, or when `oneOf` matched more than one branch. Branches
 *   that are `$ref`s report under the referenced schema's path: their errors stay as they are.
 * - A failed `if` is kept only when its `then`/`else` left no error of its own.
 * - Why each item missed the `contains` schema is no news: none matched, and that error says so.
 * - Errors inside `propertyNames` are said by its own error.
 *
 * With `paths` (Ajv's schema paths, the same on every call), whether one path lies under another,
 * and under which branch, is looked up rather than compared. Nothing is allocated per branch or per error.
 */
export function reduceErrors(errors: readonly AjvError[], paths?: SchemaPaths): AjvError[] {
  const kept: AjvError[] = [];
  // How many of `kept` are kept: a union's tail is overwritten in place, and the rest dropped once, at the end.
  let count = 0;
  for (const error of errors) {
    // Every error inside `propertyNames`, a composite's too (an `if` there said `The input does not match the "then" schema` of the object), is said by its own error.
    if (error.propertyName !== undefined && error.keyword !== 'propertyNames') continue;
    switch (error.keyword) {
      case 'anyOf':
      case 'oneOf':
        count = keepClosestBranch(kept, count, error, paths);
        break;
      case 'contains':
        count = tailStart(kept, count, error, paths);
        count = put(kept, count, error);
        break;
      case 'if':
        if (!saidByBranch(kept, count, error, paths)) count = put(kept, count, error);
        break;
      default:
        count = put(kept, count, error);
    }
  }
  // A copy of the kept part costs less than shortening the array, which V8 does in its runtime.
  return count === kept.length ? kept : kept.slice(0, count);
}

// `error` as the next of the first `count` of `kept`: pushed while nothing was cut before it, which costs least.
function put(kept: AjvError[], count: number, error: AjvError): number {
  if (count === kept.length) kept.push(error);
  else kept[count] = error;
  return count + 1;
}

// Whether the error just before a failed `if` is of the branch it chose, at or below its place.
function saidByBranch(kept: readonly AjvError[], count: number, error: AjvError, paths: SchemaPaths | undefined): boolean {
  const last = count === 0 ? undefined : kept[count - 1];
  if (last === undefined || !atOrBelow(last.instancePath, error.instancePath)) return false;
  const facts = paths === undefined ? undefined : factsOf(paths, error.schemaPath);
  const lastFacts = facts === undefined ? undefined : factsAt(paths as SchemaPaths, last.schemaPath, count - 1);
  const branch = facts === undefined ? -1 : branchOfIf(paths as SchemaPaths, error.schemaPath, facts, error.params['failingKeyword']);
  if (lastFacts === undefined || branch < 0) return isUnder(last.schemaPath, `${error.schemaPath.slice(0, -2)}${String(error.params['failingKeyword'])}`);
  // `then` and `else` have as many segments as `if`.
  return liesUnderId(lastFacts, (facts as PathFacts).prefixes.length, branch);
}

// Where the run of errors at the end of `kept` that lie under `composite` starts: under its schema
// path, at or below its place (the same subschema applied to the item before says nothing of this one).
function tailStart(kept: readonly AjvError[], count: number, composite: AjvError, paths: SchemaPaths | undefined): number {
  const base = paths === undefined || count === 0 ? undefined : factsOf(paths, composite.schemaPath);
  let start = count;
  while (start > 0) {
    const error = kept[start - 1] as AjvError;
    if (!atOrBelow(error.instancePath, composite.instancePath)) break;
    const facts = base === undefined ? undefined : factsAt(paths as SchemaPaths, error.schemaPath, start - 1);
    if (facts === undefined ? !isUnder(error.schemaPath, composite.schemaPath) : !isUnderFacts(facts, base as PathFacts)) break;
    start--;
  }
  return start;
}

// `path` starts with `base/`. Compared from the end of `base`, where paths under one union differ,
// and inline: `startsWith` costs a builtin call, many times what Ajv spends on an error.
function isUnder(path: string, base: string): boolean {
  if (path.length <= base.length || path.charCodeAt(base.length) !== 47) return false;
  for (let at = base.length - 1; at >= 0; at--) if (path.charCodeAt(at) !== base.charCodeAt(at)) return false;
  return true;
}

/**
 * Keeps the closest branch's errors of a failed union in place of the tail of `kept` (its first
 * `count`), and returns how many are kept then. The tail is read from its end, one run of errors
 * per branch, with the best run so far in scalars: it ranks by depth, then by fewest errors, and on
 * a tie the earlier branch wins, as it did read from the start.
 */
function keepClosestBranch(kept: AjvError[], count: number, union: AjvError, paths: SchemaPaths | undefined): number {
  // Only `oneOf` says which branches passed: an `anyOf` error's params are not looked at.
  if (union.keyword === 'oneOf' && Array.isArray(union.params['passingSchemas'])) {
    return put(kept, tailStart(kept, count, union, paths), union);
  }
  const base = paths === undefined || count === 0 ? undefined : factsOf(paths, union.schemaPath);
  const place = union.instancePath;
  // Every pointer is at or below the data's root.
  const rooted = place.length === 0;
  let bestStart = -1;
  let bestEnd = -1;
  let bestDepth = -1;
  // The run being read: [at, runEnd), its branch, the deepest place of its errors, whether all are type errors here.
  let runEnd = count;
  let runBranch = -1;
  let runDepth = 0;
  let runTypeOnly = true;
  let at = count;
  for (; at > 0; at--) {
    const error = kept[at - 1] as AjvError;
    const instancePath = error.instancePath;
    if (!rooted && !atOrBelow(instancePath, place)) break;
    const branch = base === undefined ? branchByPath(error.schemaPath, union.schemaPath) : branchByFacts(paths as SchemaPaths, error.schemaPath, at - 1, base);
    if (branch === NOT_UNDER) break;
    // Past the bound of known paths: read the union again by comparing paths.
    if (branch === UNKNOWN) return keepClosestBranch(kept, count, union, undefined);
    if (branch !== runBranch) {
      if (at < count && !runTypeOnly && beats(runDepth, runEnd - at, bestStart < 0, bestDepth, bestEnd - bestStart)) {
        bestStart = at;
        bestEnd = runEnd;
        bestDepth = runDepth;
      }
      runEnd = at;
      runBranch = branch;
      runDepth = 0;
      runTypeOnly = true;
    }
    if (instancePath.length > 0) {
      const depth = depthOf(instancePath);
      if (depth > runDepth) runDepth = depth;
    }
    if (runTypeOnly && (error.keyword !== 'type' || instancePath.length !== place.length)) runTypeOnly = false;
  }
  if (at === count) {
    // Branches that are `$ref`s report under the referenced schema's path: their errors, just before, say more.
    const last = count === 0 ? undefined : kept[count - 1];
    if (last !== undefined && atOrBelow(last.instancePath, place)) return count;
    return put(kept, count, union);
  }
  if (!runTypeOnly && beats(runDepth, runEnd - at, bestStart < 0, bestDepth, bestEnd - bestStart)) {
    bestStart = at;
    bestEnd = runEnd;
  }
  // Every branch wanted another type here: keep them all, they become one issue.
  if (bestStart < 0) return count;
  for (let from = bestStart; from < bestEnd; from++) kept[at + from - bestStart] = kept[from] as AjvError;
  return at + bestEnd - bestStart;
}

// Whether a branch's run of errors, read from the end, beats the best so far: deeper, then fewer
// errors, and on a tie the earlier branch (the one read later) wins.
function beats(depth: number, errors: number, noBest: boolean, bestDepth: number, bestErrors: number): boolean {
  return noBest || depth > bestDepth || (depth === bestDepth && errors <= bestErrors);
}

// Which branch of a union a schema path lies under, as a number that tells branches apart; or one of these.
const NOT_UNDER = -1;
const UNKNOWN = -2;

// The id of `#/oneOf/2` for `#/oneOf/2/…` under the union `#/oneOf` (its facts `base`).
function branchByFacts(paths: SchemaPaths, path: string, slot: number, base: PathFacts): number {
  const facts = factsAt(paths, path, slot);
  if (facts === undefined) return UNKNOWN;
  const length = base.prefixes.length;
  return liesUnderId(facts, length, base.id) ? (facts.prefixes[length] as number) : NOT_UNDER;
}

function branchByPath(path: string, union: string): number {
  return isUnder(path, union) ? branchIndex(path, union.length + 1) : NOT_UNDER;
}

// The number after the union's path: `#/oneOf/2/…` is branch 2.
function branchIndex(schemaPath: string, from: number): number {
  let index = 0;
  for (let at = from; at < schemaPath.length; at++) {
    const code = schemaPath.charCodeAt(at);
    if (code < 48 || code > 57) break;
    index = index * 10 + code - 48;
  }
  return index;
}

function atOrBelow(pointer: string, place: string): boolean {
  return pointer.length === place.length ? pointer === place : isUnder(pointer, place);
}

function depthOf(pointer: string): number {
  let depth = 0;
  for (let at = 0; at < pointer.length; at++) if (pointer.charCodeAt(at) === 47) depth++;
  return depth;
}
