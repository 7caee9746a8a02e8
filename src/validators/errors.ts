import type { ErrorObject } from 'ajv';
import type { Issue } from '../issue.js';
import { toIssue, typesOf, wrongType, type AjvError } from './messages.js';

const COMPOSITE = new Set(['anyOf', 'oneOf', 'if']);

/**
 * Turns Ajv's errors about a call's data into issues a person can act on: one per real problem,
 * each at an RFC 6901 pointer into the data. A failed `anyOf`/`oneOf`/`if` says no more than its
 * branches' own errors, a branch that failed only on `type` is left out when another branch got
 * further, and the types several branches expected at one place become one issue.
 */
export function dataIssues(errors: readonly ErrorObject[], field: 'input' | 'output'): Issue[] {
  let kept = (errors as AjvError[]).filter((error) => error.propertyName === undefined || error.keyword === 'propertyNames');
  const specific = kept.filter((error) => !COMPOSITE.has(error.keyword));
  const unions = kept.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  const contains = kept.filter((error) => error.keyword === 'contains');
  kept = kept.filter((error) => {
    if (COMPOSITE.has(error.keyword)) return !specific.some((other) => atOrBelow(other.instancePath, error.instancePath));
    // Why each item missed the `contains` schema is no news: none matched, and that error says so.
    if (contains.some((outer) => error !== outer && error.schemaPath.startsWith(`${outer.schemaPath}/`) && atOrBelow(error.instancePath, outer.instancePath))) return false;
    return !(error.keyword === 'type' && unions.some((union) => isLosingBranchType(error, union, specific)));
  });
  const issues: Issue[] = [];
  const typesAt = new Map<string, { expected: Set<string>; data: unknown; index: number }>();
  for (const error of kept) {
    if (error.keyword !== 'type') {
      issues.push(toIssue(error, field));
      continue;
    }
    const seen = typesAt.get(error.instancePath);
    if (seen === undefined) {
      typesAt.set(error.instancePath, { expected: new Set(typesOf(error.params)), data: error.data, index: issues.length });
      issues.push(toIssue(error, field));
    } else {
      for (const type of typesOf(error.params)) seen.expected.add(type);
      issues[seen.index] = wrongType(error.instancePath, field, [...seen.expected], seen.data);
    }
  }
  return dedupe(issues);
}

function atOrBelow(path: string, place: string): boolean {
  return path === place || path.startsWith(`${place}/`);
}

// A branch that failed on `type` at the union's place is noise when another branch matched the type and failed deeper.
function isLosingBranchType(error: AjvError, union: AjvError, specific: readonly AjvError[]): boolean {
  const branches = `${union.schemaPath}/`;
  if (error.instancePath !== union.instancePath || !error.schemaPath.startsWith(branches)) return false;
  return specific.some(
    (other) => other.schemaPath.startsWith(branches) && atOrBelow(other.instancePath, union.instancePath) && !(other.keyword === 'type' && other.instancePath === union.instancePath),
  );
}

function dedupe(issues: Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((item) => {
    const key = `${item.code}\0${item.pointer}\0${item.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
