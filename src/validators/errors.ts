import type { ErrorObject } from 'ajv';
import type { Issue } from '../issue.js';
import { reduceErrors } from './reduce-errors.js';
import { toIssue, typesOf, wrongType, type AjvError } from './messages.js';

interface Place {
  /** The issues at one pointer, by their index in the list. */
  readonly indexes: number[];
  /** The types expected here, when a `type` error was: later ones join its issue. */
  types?: { readonly expected: string[]; readonly data: unknown; readonly index: number };
}

/**
 * Turns Ajv's errors about a call's data into issues a person can act on: one per real problem,
 * each at an RFC 6901 pointer into the data (Ajv's `instancePath`, as is). A failed union says
 * what its closest branch says ({@link reduceErrors}), the types several branches expected at one
 * place become one issue, and the same words twice at one place are said once. Linear in the
 * number of errors: one pass reduces them, one words them, keyed by pointer (hashing a pointer
 * costs far less than hashing a whole message).
 */
export function dataIssues(errors: readonly ErrorObject[], field: 'input' | 'output'): Issue[] {
  const kept = reduceErrors(errors as readonly AjvError[]);
  const issues: Issue[] = [];
  const places = new Map<string, Place>();
  for (const error of kept) {
    const isType = error.keyword === 'type';
    // A type error's pointer is its place: another type wanted there joins the first one's issue, unworded.
    const typesHere = isType ? places.get(error.instancePath)?.types : undefined;
    if (typesHere !== undefined) {
      for (const type of typesOf(error.params)) if (!typesHere.expected.includes(type)) typesHere.expected.push(type);
      issues[typesHere.index] = wrongType(error.instancePath, field, typesHere.expected, typesHere.data);
      continue;
    }
    const issue = toIssue(error, field);
    let place = places.get(issue.pointer);
    if (place === undefined) {
      place = { indexes: [] };
      places.set(issue.pointer, place);
    } else if (place.indexes.some((index) => sameWords(issues[index] as Issue, issue))) {
      continue;
    }
    if (isType) place.types = { expected: typesOf(error.params), data: error.data, index: issues.length };
    place.indexes.push(issues.length);
    issues.push(issue);
  }
  return issues;
}

function sameWords(one: Issue, other: Issue): boolean {
  return one.code === other.code && one.message === other.message;
}
