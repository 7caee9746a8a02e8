import type { ErrorObject } from 'ajv';
import { joinPointer, type Issue } from '../issue.js';
import { CandidateWords, listValues, listWords } from '../suggest.js';
import { kindOfDataEnd, preview, previewEnd, subjectOf, typeWords } from './data-words.js';

/** An Ajv error with `verbose: true`: it carries the data and the schemas it failed. */
export type AjvError = ErrorObject & { data?: unknown; propertyName?: string };
type Params = Record<string, unknown>;

/** The types a `type` error expected. */
export function typesOf(params: Params): string[] {
  const types = params['type'];
  return typeof types === 'string' && types.indexOf(',') < 0 ? [types] : String(types).split(',');
}

/** `"city" must be a string, not a number.` */
export function wrongType(pointer: string, field: 'input' | 'output', expected: readonly string[], data: unknown): Issue {
  return issue('call/wrong-type', pointer, subjectOf(pointer, field) + mustBeTypes(expected) + typeFound(expected.includes('integer'), data));
}

/** ` must be a string or null, not `: what a `type` error says between its subject and the data's kind. */
export function mustBeTypes(expected: readonly string[]): string {
  return ` must be ${listWords(expected.map(typeWords))}, not `;
}

/** What a `type` error says the data is, with the full stop: its kind, or an integer's wanted number's value (`2.5.`). */
export function typeFound(integerExpected: boolean, data: unknown): string {
  return integerExpected && typeof data === 'number' ? previewEnd(data) : kindOfDataEnd(data);
}

/**
 * The issue of an error whose keyword no error site words ({@link siteIssue} in site-issue.ts
 * words the others): `uniqueItems`, `contains`, `propertyNames`, the applicators, and any keyword
 * this library does not know, in Ajv's own words.
 */
export function otherIssue(error: AjvError, field: 'input' | 'output'): Issue {
  const { instancePath: at, params } = error;
  const subject = subjectOf(at, field);
  switch (error.keyword) {
    case 'uniqueItems':
      return invalid(at, `${subject} must not repeat an item, but items ${String(params['j'])} and ${String(params['i'])} are equal.`);
    case 'contains':
      return invalid(at, `${subject} must contain ${params['maxContains'] === undefined ? 'at least' : 'between'} ${containsRange(params)} matching the "contains" schema.`);
    case 'propertyNames':
      return invalid(joinPointer(at, String(params['propertyName'])), `${subject} has a property name ${preview(String(params['propertyName']))} that its "propertyNames" schema does not allow.`);
    case 'not':
      return invalid(at, `${subject} must not match the schema under "not".`);
    case 'false schema':
      return invalid(at, `${subject} is not allowed here (its schema is \`false\`).`);
    case 'oneOf':
      return invalid(at, Array.isArray(params['passingSchemas'])
        ? `${subject} matches alternatives ${listWords((params['passingSchemas'] as number[]).map(String), 'and')} of "oneOf", but must match exactly one.`
        : `${subject} matches none of the alternatives of "oneOf".`);
    case 'anyOf':
      return invalid(at, `${subject} matches none of the alternatives of "anyOf".`);
    case 'if':
      return invalid(at, `${subject} does not match the "${String(params['failingKeyword'])}" schema that applies to it.`);
    default:
      return invalid(at, `${subject} is invalid: it ${error.message ?? `breaks "${error.keyword}"`}.`);
  }
}

/** The keywords whose errors compare the value with a limit (Ajv's `comparison` and `limit` params). */
export const COMPARISON_KEYWORDS: ReadonlySet<string> = new Set([
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum',
]);

/** The words of Ajv's `comparison` param. */
export const COMPARISONS: Record<string, string> = { '>=': 'at least', '>': 'greater than', '<=': 'at most', '<': 'less than' };

/** `at least` for a `min…` keyword, `at most` for the rest. */
export function bound(keyword: string): string {
  return keyword.startsWith('min') ? 'at least' : 'at most';
}

/** `1 item`, `3 items`. */
export function count(n: unknown, noun: string, plural = `${noun}s`): string {
  return `${String(n)} ${n === 1 ? noun : plural}`;
}

function containsRange(params: Params): string {
  const min = Number(params['minContains'] ?? 1);
  return params['maxContains'] === undefined ? count(min, 'item') : `${min} and ${count(params['maxContains'], 'item')}`;
}


/** A plain object, not an array or null. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** An error issue, with its hint only when there is one. */
export function issue(code: string, pointer: string, message: string, hint?: string): Issue {
  return hint === undefined ? { code, severity: 'error', message, pointer } : { code, severity: 'error', message, pointer, hint };
}

function invalid(pointer: string, message: string, hint?: string): Issue {
  return issue('call/invalid-value', pointer, message, hint);
}

/** What a schema's `properties` say, built once per schema object. */
export interface Declared {
  has(key: string): boolean;
  readonly candidates: CandidateWords;
  /** `Allowed: "a" and "b".`, the hint when an unknown property is no misspelling. */
  readonly allowed: string | undefined;
}

const NOTHING_DECLARED: Declared = { has: () => false, candidates: new CandidateWords([]), allowed: undefined };
// Ajv's `parentSchema` is the compiled schema object, the same on every call: its words are built once.
const declaredOf = new WeakMap<object, Declared>();

/** The {@link Declared} of an error's `parentSchema`. */
export function declaredProperties(parentSchema: unknown): Declared {
  if (!isRecord(parentSchema) || !isRecord(parentSchema['properties'])) return NOTHING_DECLARED;
  let declared = declaredOf.get(parentSchema);
  if (declared === undefined) {
    const known = Object.keys(parentSchema['properties']);
    const set = new Set(known);
    const allowed = known.length > 0 ? `Allowed: ${listValues(known.slice(0, 12), 'and')}${known.length > 12 ? ', …' : ''}.` : undefined;
    declared = { has: (key) => set.has(key), candidates: new CandidateWords(known), allowed };
    declaredOf.set(parentSchema, declared);
  }
  return declared;
}

/** What an `enum` or `const` allows, in words. */
export interface Allowed {
  /** `one of "a", "b" or "c"`, or the one value. */
  readonly shown: string;
  readonly strings: CandidateWords;
}

const allowedOf = new WeakMap<object, Allowed>();

/** The {@link Allowed} of an `enum`'s values (or `[const]`). */
export function allowedValues(values: unknown): Allowed {
  const list = Array.isArray(values) ? (values as unknown[]) : [];
  const single = list.length === 1 && (list[0] === null || typeof list[0] !== 'object');
  // An `enum` array is the schema's own (the same on every call); a `const` is wrapped anew, so only an object const is worth keeping.
  const key = single ? undefined : list.length === 1 ? (list[0] as object) : list;
  const known = key === undefined ? undefined : allowedOf.get(key);
  if (known !== undefined) return known;
  const shown = list.length > 12 ? `${listValues(list.slice(0, 12), ',')} …` : listValues(list);
  const words: Allowed = { shown: list.length === 1 ? shown : `one of ${shown}`, strings: new CandidateWords(list.filter((item): item is string => typeof item === 'string')) };
  if (key !== undefined) allowedOf.set(key, words);
  return words;
}
