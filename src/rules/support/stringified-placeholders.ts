import type { Severity } from '../../issue.js';
import { listWords } from '../../suggest.js';
import { KIND_WORDS, kindNames, placeholderKinds, SCALAR_KINDS, type ValueKind } from './property-types.js';

/** A placeholder of a header value or text body whose property can only be a value that `String()` writes as no text of it. */
export interface StringifiedPlaceholder {
  readonly name: string;
  /** An error for an object or null (never the value's text); a warning for an array (its items, joined by commas). */
  readonly severity: Severity;
  /** What the property can only be: `an object or null`. */
  readonly canOnlyBe: string;
  /** What the runtime writes for each: `an object as the text "[object Object]"`. */
  readonly written: string;
}

const WRITTEN: Readonly<Partial<Record<ValueKind, string>>> = {
  object: 'an object as the text "[object Object]"',
  array: 'an array as its items joined by commas, without brackets or quotes (an object item as "[object Object]")',
  null: 'null as an empty string',
};

/**
 * The placeholders of a header value or `text` body template whose input property can only be an
 * object, an array or null, each name once: the runtime's synthesizer fills these with
 * `String(value)` (null as ''), not with JSON. A property that may also be a string, number or
 * boolean, or whose schema narrows nothing, is not one; an undeclared one is another rule's.
 *
 * @example
 * ```ts
 * stringifiedPlaceholders('{filter}', { properties: { filter: { type: 'object' } } });
 * // [{ name: 'filter', severity: 'error', canOnlyBe: 'an object', written: 'an object as the text "[object Object]"' }]
 * ```
 */
export function stringifiedPlaceholders(template: string, input: unknown): StringifiedPlaceholder[] {
  const found: StringifiedPlaceholder[] = [];
  for (const { name, kinds } of placeholderKinds(template, input)) {
    if ((kinds & SCALAR_KINDS) !== 0) continue;
    const names = kindNames(kinds);
    found.push({
      name,
      severity: names.includes('object') || !names.includes('array') ? 'error' : 'warning',
      canOnlyBe: listWords(names.map((kind) => KIND_WORDS[kind])),
      written: listWords(names.map((kind) => WRITTEN[kind] ?? kind), 'and'),
    });
  }
  return found;
}
