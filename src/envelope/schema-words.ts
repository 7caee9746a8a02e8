import { CandidateWords } from '../suggest.js';

/** A bundled-schema object's field names, made ready for "did you mean" once. */
export interface KnownFields {
  readonly words: CandidateWords;
  /** The hint when no field is close: `Known fields: a, b, c.` */
  readonly listed: string;
}

/** An enum's (or const's) values, made ready for "did you mean" and for fixes. */
export interface AllowedWords {
  readonly values: readonly unknown[];
  /** Every value as a string, for the hint. */
  readonly all: CandidateWords;
  /** The values that are strings, for the fixes. */
  readonly strings: CandidateWords;
}

// Keyed by the bundled tool schema's own objects, which Ajv's errors point at: each made once.
const FIELDS = new WeakMap<object, KnownFields>();
const ALLOWED = new WeakMap<readonly unknown[], AllowedWords>();
const NO_FIELDS: object = {};

/** The fields an `additionalProperties: false` schema object declares. */
export function fieldsOf(schema: unknown): KnownFields {
  const key = schema !== null && typeof schema === 'object' ? schema : NO_FIELDS;
  let fields = FIELDS.get(key);
  if (fields === undefined) {
    const names = Object.keys(((key as { properties?: unknown }).properties ?? {}) as object);
    fields = { words: new CandidateWords(names), listed: `Known fields: ${names.join(', ')}.` };
    FIELDS.set(key, fields);
  }
  return fields;
}

/** The words of a schema's own enum array, remembered for the next error that names it. */
export function enumWordsOf(values: readonly unknown[]): AllowedWords {
  let words = ALLOWED.get(values);
  if (words === undefined) {
    words = allowedWords(values);
    ALLOWED.set(values, words);
  }
  return words;
}

/** The words of values not worth remembering (a const's one-value list, made per error). */
export function allowedWords(values: readonly unknown[]): AllowedWords {
  return {
    values,
    all: new CandidateWords(values.map(String)),
    strings: new CandidateWords(values.filter((value): value is string => typeof value === 'string')),
  };
}
