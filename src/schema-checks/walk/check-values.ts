import type { MetaError } from './describe.js';
import type { DialectKeywords, KeywordRule } from './keywords.js';
import { anyOfError, enumError, limitError, minItemsError, patternError, typeError, uniqueError, type MetaErrorLog } from './meta-errors.js';
import type { Place } from './place.js';

/** JSON Schema's simple types, in the meta-schemas' order. */
export const SIMPLE_TYPES: readonly string[] = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];
const SIMPLE = new Set(SIMPLE_TYPES);

/** Ajv's `object` type: not null, not an array. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Ajv's `integer` check, which lets Infinity through (only a JS value can hold it).
const isInteger = (value: unknown): boolean => typeof value === 'number' && !(value % 1) && !Number.isNaN(value);

const PATTERNS = new Map<string, RegExp>();
function matches(pattern: string, value: string): boolean {
  let regexp = PATTERNS.get(pattern);
  if (regexp === undefined) PATTERNS.set(pattern, (regexp = new RegExp(pattern, 'u')));
  return regexp.test(value);
}

/** The type error for a value that should be a subschema, or undefined when it may be one. */
export function notASchema(keywords: DialectKeywords, value: unknown): MetaError | undefined {
  if (isJsonObject(value) || (typeof value === 'boolean' && keywords.schemaTypes !== 'object')) return undefined;
  return typeError(keywords.schemaTypes, value);
}

/**
 * Checks the value of `parent`'s keyword `key`, which holds no subschema, against its rule; errors
 * go to `log`. The keyword's place is built only for an error, at each (a closure to build it
 * would be made on every call). Returns false when the rule is not one of these (the walk handles it).
 */
export function checkLeaf(rule: KeywordRule, value: unknown, parent: Place, key: string, keywords: DialectKeywords, log: MetaErrorLog): boolean {
  switch (rule.kind) {
    case 'typed':
      if (!hasType(rule.type, value)) log.report(parent.child(key), [typeError(rule.type, value)]);
      return true;
    case 'non-negative-integer':
      if (!isInteger(value) || (value as number) < 0) {
        const errors: MetaError[] = [];
        if (!isInteger(value)) errors.push(typeError('integer', value));
        if (typeof value === 'number' && (value < 0 || Number.isNaN(value))) errors.push(limitError('>=', 0, value));
        log.report(parent.child(key), errors);
      }
      return true;
    case 'positive-number':
      if (typeof value !== 'number') log.report(parent.child(key), [typeError('number', value)]);
      else if (value <= 0 || Number.isNaN(value)) log.report(parent.child(key), [limitError('>', 0, value)]);
      return true;
    case 'matching':
      if (typeof value !== 'string') log.report(parent.child(key), [typeError('string', value)]);
      else if (!matches(rule.pattern, value)) log.report(parent.child(key), [patternError(rule.pattern, value)]);
      return true;
    case 'string-array':
      if (!isStringArray(value)) checkStringArray(value, parent.child(key), keywords, log);
      return true;
    case 'string-array-map':
      if (!isJsonObject(value)) log.report(parent.child(key), [typeError('object', value)]);
      else for (const name in value) if (!isStringArray(value[name])) checkStringArray(value[name], parent.child(key).child(name), keywords, log);
      return true;
    case 'vocabulary':
      if (!isJsonObject(value)) log.report(parent.child(key), [typeError('object', value)]);
      else for (const uri in value) if (typeof value[uri] !== 'boolean') log.report(parent.child(key).child(uri), [typeError('boolean', value[uri])]);
      return true;
    case 'enum':
      if (!Array.isArray(value) || (rule.nonEmptyUnique && (value.length < 1 || deepDuplicate(value) !== undefined))) checkEnum(value, rule.nonEmptyUnique, parent.child(key), log);
      return true;
    case 'type':
      if (typeof value !== 'string' || !SIMPLE.has(value)) checkType(value, parent.child(key), log);
      return true;
    default:
      return false;
  }
}

// The common case, a short list of distinct names, decided without building anything.
function isStringArray(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0 || value.length > 16) return false;
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (typeof item !== 'string' || item === '__proto__') return false;
    for (let j = 0; j < i; j++) if (value[j] === item) return false;
  }
  return true;
}

function hasType(type: 'string' | 'number' | 'boolean' | 'array', value: unknown): boolean {
  return type === 'array' ? Array.isArray(value) : typeof value === type;
}

/** The errors of a `string-array` value, without reporting them: `dependencies` needs them first. */
export function stringArrayErrors(value: unknown, place: Place, keywords: DialectKeywords): { own: MetaError[]; items: [Place, MetaError][] } {
  if (!Array.isArray(value)) return { own: [typeError('array', value)], items: [] };
  const items: [Place, MetaError][] = [];
  const own: MetaError[] = [];
  const last = new Map<string, number>();
  let duplicate: [number, number] | undefined;
  // Ajv walks from the end, keeping the nearest later index of each string in a plain object, in
  // which `__proto__` can never be found again: its first duplicate pair is the lowest index that repeats.
  for (let index = value.length - 1; index >= 0; index--) {
    const item: unknown = value[index];
    if (typeof item !== 'string') continue;
    if (item === '__proto__') continue;
    const later = last.get(item);
    if (later !== undefined && duplicate === undefined) duplicate = [index, later];
    last.set(item, index);
  }
  value.forEach((item: unknown, index) => {
    if (typeof item !== 'string') items.push([place.child(index), typeError('string', item)]);
  });
  if (keywords.nonEmptyStringArrays && value.length < 1) own.push(minItemsError(1, value));
  if (duplicate !== undefined) own.push(uniqueError(duplicate[0], duplicate[1], value));
  return { own, items };
}

function checkStringArray(value: unknown, place: Place, keywords: DialectKeywords, log: MetaErrorLog): void {
  const { own, items } = stringArrayErrors(value, place, keywords);
  for (const [itemPlace, error] of items) log.report(itemPlace, [error]);
  if (own.length > 0) log.report(place, own);
}

function checkEnum(value: unknown, nonEmptyUnique: boolean, place: Place, log: MetaErrorLog): void {
  if (!Array.isArray(value)) return log.report(place, [typeError('array', value)]);
  if (!nonEmptyUnique) return;
  if (value.length < 1) return log.report(place, [minItemsError(1, value)]);
  const duplicate = deepDuplicate(value);
  if (duplicate !== undefined) log.report(place, [uniqueError(duplicate[1], duplicate[0], value)]);
}

function checkType(value: unknown, place: Place, log: MetaErrorLog): void {
  if (typeof value === 'string' && SIMPLE.has(value)) return;
  if (!Array.isArray(value)) return log.report(place, [enumError(SIMPLE_TYPES, value), typeError('array', value), anyOfError(value)]);
  // The array branch of the anyOf: when it holds, the enum branch's error is dropped, as in Ajv.
  const own: MetaError[] = [];
  if (value.length < 1) own.push(minItemsError(1, value));
  const duplicate = deepDuplicate(value);
  if (duplicate !== undefined) own.push(uniqueError(duplicate[1], duplicate[0], value));
  const strays: number[] = [];
  value.forEach((item: unknown, index) => {
    if (typeof item !== 'string' || !SIMPLE.has(item)) strays.push(index);
  });
  if (own.length === 0 && strays.length === 0) return;
  log.report(place, [enumError(SIMPLE_TYPES, value), ...own, anyOfError(value)]);
  for (const index of strays) log.report(place.child(index), [enumError(SIMPLE_TYPES, value[index])]);
}

/**
 * The pair Ajv's `uniqueItems` names for an array of any values (deep equality): the highest
 * index equal to an earlier one, and the nearest such earlier one. Linear, by canonical JSON.
 */
function deepDuplicate(values: readonly unknown[]): [number, number] | undefined {
  if (values.length < 2) return undefined;
  // Scalars are equal exactly when a Set finds them equal (0 and -0, NaN and NaN included).
  if (values.every((value) => typeof value !== 'object' || value === null) && new Set(values).size === values.length) return undefined;
  const seen = new Map<string, number>();
  let found: [number, number] | undefined;
  for (let index = 0; index < values.length; index++) {
    const key = canonical(values[index], 0);
    const earlier = seen.get(key);
    if (earlier !== undefined) found = [earlier, index];
    seen.set(key, index);
  }
  return found;
}

let distinct = 0;
// Object keys sorted: deep equality ignores their order. Past a depth no JSON text reaches within
// the limits, a value is taken as distinct rather than recursed into.
function canonical(value: unknown, depth: number): string {
  if (typeof value !== 'object' || value === null) return typeof value === 'string' ? JSON.stringify(value) : String(value) + typeof value;
  if (depth > 256) return `#${distinct++}`;
  if (Array.isArray(value)) return `[${value.map((item: unknown) => canonical(item, depth + 1)).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key], depth + 1)}`).join(',')}}`;
}
