import type { AjvError } from './messages.js';
import { liesUnder, pathId, type SchemaPaths } from './schema-paths.js';

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
 * With `paths` (Ajv's schema paths, the same on every call), whether one path lies under another is
 * looked up rather than compared.
 */
export function reduceErrors(errors: readonly AjvError[], paths?: SchemaPaths): AjvError[] {
  const kept: AjvError[] = [];
  for (const error of errors) {
    switch (error.keyword) {
      case 'anyOf':
      case 'oneOf':
        keepClosestBranch(kept, error, paths);
        break;
      case 'contains':
        kept.length = tailStart(kept, error, paths);
        kept.push(error);
        break;
      case 'if': {
        const branch = `${error.schemaPath.slice(0, -2)}${String(error.params['failingKeyword'])}`;
        const last = kept[kept.length - 1];
        if (last === undefined || !isUnder(last.schemaPath, branch) || !atOrBelow(last.instancePath, error.instancePath)) kept.push(error);
        break;
      }
      default:
        if (error.propertyName === undefined || error.keyword === 'propertyNames') kept.push(error);
    }
  }
  return kept;
}

// Where the run of errors at the end of `kept` that lie under `composite` starts: under its schema
// path, at or below its place (the same subschema applied to the item before says nothing of this one).
function tailStart(kept: readonly AjvError[], composite: AjvError, paths: SchemaPaths | undefined): number {
  let start = kept.length;
  const baseId = paths === undefined || start === 0 ? -1 : pathId(paths, composite.schemaPath);
  while (start > 0) {
    const error = kept[start - 1] as AjvError;
    const under = paths === undefined ? isUnder(error.schemaPath, composite.schemaPath) : liesUnder(paths, error.schemaPath, composite.schemaPath, baseId);
    if (!under || !atOrBelow(error.instancePath, composite.instancePath)) break;
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

interface Branch {
  readonly start: number;
  end: number;
  depth: number;
  typeOnly: boolean;
}

function keepClosestBranch(kept: AjvError[], union: AjvError, paths: SchemaPaths | undefined): void {
  const base = union.schemaPath;
  const start = tailStart(kept, union, paths);
  if (Array.isArray(union.params['passingSchemas'])) {
    kept.length = start;
    kept.push(union);
    return;
  }
  if (start === kept.length) {
    // Branches that are `$ref`s report under the referenced schema's path: their errors, just before, say more.
    const last = kept[kept.length - 1];
    if (last === undefined || !atOrBelow(last.instancePath, union.instancePath)) kept.push(union);
    return;
  }
  // The tail is in branch order: cut it into one run per branch.
  const branches: Branch[] = [];
  let current: Branch | undefined;
  let currentIndex = -1;
  // Errors in a row often share a place: its depth is counted once.
  let lastPlace = '';
  let lastDepth = 0;
  for (let at = start; at < kept.length; at++) {
    const error = kept[at] as AjvError;
    const index = branchIndex(error.schemaPath, base.length + 1);
    if (current === undefined || index !== currentIndex) {
      current = { start: at, end: at, depth: 0, typeOnly: true };
      currentIndex = index;
      branches.push(current);
    }
    current.end = at + 1;
    if (error.instancePath !== lastPlace) {
      lastPlace = error.instancePath;
      lastDepth = depthOf(lastPlace);
    }
    current.depth = Math.max(current.depth, lastDepth);
    if (error.keyword !== 'type' || error.instancePath.length !== union.instancePath.length || error.instancePath !== union.instancePath) current.typeOnly = false;
  }
  let best: Branch | undefined;
  for (const branch of branches) {
    if (branch.typeOnly) continue;
    if (best === undefined || branch.depth > best.depth || (branch.depth === best.depth && branch.end - branch.start < best.end - best.start)) best = branch;
  }
  // Every branch wanted another type here: keep them all, they become one issue.
  if (best === undefined) return;
  for (let from = best.start; from < best.end; from++) kept[start + from - best.start] = kept[from] as AjvError;
  kept.length = start + best.end - best.start;
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
  if (pointer.length === place.length) return pointer === place;
  if (pointer.length < place.length || pointer.charCodeAt(place.length) !== 47) return false;
  // Compared inline, from the end, where pointers below one place differ: `startsWith` costs a builtin call.
  for (let at = place.length - 1; at >= 0; at--) if (pointer.charCodeAt(at) !== place.charCodeAt(at)) return false;
  return true;
}

function depthOf(pointer: string): number {
  let depth = 0;
  for (let at = 0; at < pointer.length; at++) if (pointer.charCodeAt(at) === 47) depth++;
  return depth;
}
