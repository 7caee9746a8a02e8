import { isObject } from '../../json.js';
import { isJsonType } from '../../schema-checks/keywords.js';
import { rootSchemas } from './root-schemas.js';
import { appliesAlone } from '../../schema-checks/walk/root-facts.js';
import { schemasOfProperty } from './root-property-schemas.js';
import { substitutedNames } from './placeholders.js';

/** A JSON value's kind, as a URL placeholder's value is judged: `integer` counts as `number`. */
export type ValueKind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

/** Each kind as a message names it: `an object`, `null`. */
export const KIND_WORDS: Readonly<Record<ValueKind, string>> = { string: 'a string', number: 'a number', boolean: 'a boolean', null: 'null', object: 'an object', array: 'an array' };

/** Every value kind: what a schema that narrows nothing allows. */
export const VALUE_KINDS: readonly ValueKind[] = ['string', 'number', 'boolean', 'null', 'object', 'array'];
// Branches within branches: a real property nests a few; the bounds keep a hostile one cheap.
const MAX_DEPTH = 16;
const MAX_VISITS = 2_000;

/**
 * The kinds of value a property `name` of the input's root may hold, as the schemas that apply to
 * the root (the root, a root `$ref`, a root `allOf`) declare it: each one's `type`, `enum` and
 * `const`, through the property schema's own `$ref` and `allOf`, and a root `anyOf`/`oneOf` of it as
 * the union of its branches. Undefined when no such schema declares the property, or when what it
 * allows could not be worked out within the bounds (so nothing is claimed). Never throws.
 *
 * @example
 * ```ts
 * kindNames(propertyKinds({ properties: { id: { type: ['integer', 'null'] } } }, 'id') ?? 0); // ['number', 'null']
 * ```
 *
 * The kinds are bits, one for each of {@link VALUE_KINDS} in its order ({@link kindNames} lists
 * them): a placeholder asked about costs no set.
 */
export function propertyKinds(input: unknown, name: string): number | undefined {
  const schemas = schemasOfProperty(input, name);
  if (schemas === undefined) return undefined;
  const budget = { left: MAX_VISITS };
  let kinds = ALL;
  for (const property of schemas) {
    const found = kindsOf(property, input, 0, budget);
    if (found === OUT_OF_BOUNDS) return undefined;
    kinds &= found;
  }
  return kinds;
}

/**
 * Each name a URL, header or body template fills, once, with the kinds ({@link propertyKinds}' bits)
 * its input property may hold, where its schema narrows them: not a name no schema declares, one
 * declared `false`, or one whose schema says nothing of its type (not taken to mean an object or null).
 */
export function placeholderKinds(template: string, input: unknown): { readonly name: string; readonly kinds: number }[] {
  const found: { name: string; kinds: number }[] = [];
  const names = substitutedNames(template);
  for (let index = 0; index < names.length; index++) {
    const name = names[index] as string;
    const kinds = propertyKinds(input, name);
    if (kinds !== undefined && kinds !== 0 && kinds !== ALL_KINDS) found.push({ name, kinds });
  }
  return found;
}

/** The kinds of {@link propertyKinds}' bits, in {@link VALUE_KINDS}' order. */
export function kindNames(kinds: number): ValueKind[] {
  return VALUE_KINDS.filter((_, index) => (kinds & (1 << index)) !== 0);
}

/** Every kind, as {@link propertyKinds}' bits. */
export const ALL_KINDS = (1 << VALUE_KINDS.length) - 1;
/** The string, number and boolean kinds, as bits: what a URL can hold. */
export const SCALAR_KINDS = 0b111;
const ALL = ALL_KINDS;
const OUT_OF_BOUNDS = -1;
const BIT: Readonly<Record<string, number>> = { string: 1, number: 2, integer: 2, boolean: 4, null: 8, object: 16, array: 32 };

/** What one schema allows, as bits; OUT_OF_BOUNDS when the bounds ran out. */
function kindsOf(schema: unknown, document: unknown, depth: number, budget: { left: number }): number {
  if (schema === false) return 0;
  if (!isObject(schema)) return ALL;
  if (depth > MAX_DEPTH || --budget.left < 0) return OUT_OF_BOUNDS;
  // A schema that applies alone (most) is read as it is, without listing the schemas that apply.
  if (appliesAlone(schema)) return nodeKinds(schema, document, depth, budget);
  let kinds = ALL;
  for (const node of rootSchemas(schema, document)) {
    const found = nodeKinds(node, document, depth, budget);
    if (found === OUT_OF_BOUNDS) return OUT_OF_BOUNDS;
    kinds &= found;
  }
  return kinds;
}

/** What one schema object's own `type`, `const`, `enum`, `anyOf` and `oneOf` allow. */
function nodeKinds(node: Record<string, unknown>, document: unknown, depth: number, budget: { left: number }): number {
  let kinds = ALL;
  const { type } = node;
  // A `type` that names no JSON type is schema/invalid's to report: it narrows nothing here.
  if (typeof type === 'string' ? isJsonType(type) : Array.isArray(type) && type.every(isJsonType)) kinds &= typeBits(type as string | string[]);
  if (Object.hasOwn(node, 'const')) kinds &= bitOfValue(node.const);
  if (Array.isArray(node.enum)) {
    let members = 0;
    for (const member of node.enum) members |= bitOfValue(member);
    kinds &= members;
  }
  for (const branches of [node.anyOf, node.oneOf]) {
    if (!Array.isArray(branches)) continue;
    let union = 0;
    for (const branch of branches) {
      const found = kindsOf(branch, document, depth + 1, budget);
      if (found === OUT_OF_BOUNDS) return OUT_OF_BOUNDS;
      union |= found;
    }
    kinds &= union;
  }
  return kinds;
}

function typeBits(type: string | readonly string[]): number {
  if (typeof type === 'string') return BIT[type] as number;
  let bits = 0;
  for (const name of type) bits |= BIT[name] as number;
  return bits;
}

function bitOfValue(value: unknown): number {
  if (value === null) return BIT['null'] as number;
  if (Array.isArray(value)) return BIT['array'] as number;
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? (BIT[type] as number) : (BIT['object'] as number);
}
