import { isObject } from '../json.js';
import { decimalPlaces } from './multiple-of.js';

// Relative weights of a call's steps, measured on Ajv's generated code: a failed branch of a union
// records its errors before the next is tried; a pattern or format is a regular expression's run.
const SCHEMA = 2;
/** What each branch of an `anyOf` or `oneOf` adds. */
export const BRANCH = 16;
/** A pattern's or format's run, or a key tested against one of `patternProperties`. */
export const MATCHING = 10;
const EXACT_DECIMAL = 200;
const WEIGHED_STRINGS = ['pattern', 'format'];

/**
 * What one schema object costs a value it applies to, before its subschemas: its keywords, each
 * pattern, each name it may require, and every value of its `enum` and `const` (comparing a value
 * with an object compares their members).
 */
export function ownWeight(node: Record<string, unknown>): number {
  let weight = SCHEMA + Object.keys(node).length;
  if (Array.isArray(node['enum'])) for (const member of node['enum']) weight += valuesIn(member);
  if ('const' in node) weight += valuesIn(node['const']);
  if (Array.isArray(node['required'])) weight += node['required'].length;
  for (const keyword of ['dependentRequired', 'dependencies']) {
    if (isObject(node[keyword])) for (const names of Object.values(node[keyword])) if (Array.isArray(names)) weight += names.length;
  }
  for (const keyword of WEIGHED_STRINGS) if (typeof node[keyword] === 'string') weight += MATCHING;
  // Past 15 decimal places a multiple is checked in BigInt arithmetic, some microseconds a value (1e-300: 5 s over a million numbers).
  if (typeof node['multipleOf'] === 'number' && decimalPlaces(node['multipleOf']) > 15) weight += EXACT_DECIMAL;
  return weight;
}

// How many JSON values a value holds, itself included (a schema's values are acyclic, vetted JSON).
function valuesIn(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1;
  let count = 1;
  for (const child of Array.isArray(value) ? value : Object.values(value)) count += valuesIn(child);
  return count;
}

