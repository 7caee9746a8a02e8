import type { ErrorObject } from 'ajv';
import type { Issue } from '../issue.js';
import { reduceErrors } from './reduce-errors.js';
import { toIssue, typesOf, wrongType, type AjvError } from './messages.js';

/**
 * Turns Ajv's errors about a call's data into issues a person can act on: one per real problem,
 * each at an RFC 6901 pointer into the data (Ajv's `instancePath`, as is). A failed union says
 * what its closest branch says ({@link reduceErrors}), and the types several branches expected
 * at one place become one issue. Linear in the number of errors: one pass to reduce them, one to
 * word them.
 */
export function dataIssues(errors: readonly ErrorObject[], field: 'input' | 'output'): Issue[] {
  const kept = reduceErrors(errors as readonly AjvError[]);
  const issues: Issue[] = [];
  const typesAt = new Map<string, { expected: string[]; data: unknown; index: number }>();
  const seen = new Set<string>();
  for (const error of kept) {
    if (error.keyword === 'type') {
      const earlier = typesAt.get(error.instancePath);
      if (earlier !== undefined) {
        for (const type of typesOf(error.params)) if (!earlier.expected.includes(type)) earlier.expected.push(type);
        issues[earlier.index] = wrongType(error.instancePath, field, earlier.expected, earlier.data);
        continue;
      }
      typesAt.set(error.instancePath, { expected: typesOf(error.params), data: error.data, index: issues.length });
    }
    const issue = toIssue(error, field);
    // Two branches, or a branch and its union's neighbour, may say the same thing of one place.
    const key = `${issue.code}\0${issue.pointer}\0${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}
