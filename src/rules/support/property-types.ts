import { isObject } from '../../json.js';
import { isJsonType } from '../../schema-checks/keywords.js';
import { rootSchemas } from './root-schemas.js';
import { rootPropertySchemas } from './root-property-schemas.js';

/** A JSON value's kind, as a URL placeholder's value is judged: `integer` counts as `number`. */
export type ValueKind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

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
 * propertyKinds({ properties: { id: { type: ['integer', 'null'] } } }, 'id'); // Set { 'number', 'null' }
 * ```
 */
export function propertyKinds(input: unknown, name: string): ReadonlySet<ValueKind> | undefined {
  // A root that applies alone (no root `$ref` or `allOf`, as most are) gives its property one schema.
  const plain = isObject(input) && typeof input.$ref !== 'string' && !Array.isArray(input.allOf);
  const properties = plain ? input.properties : undefined;
  const schemas = !plain ? rootPropertySchemas(input).get(name) : isObject(properties) && Object.hasOwn(properties, name) ? [properties[name]] : undefined;
  if (schemas === undefined) return undefined;
  const budget = { left: MAX_VISITS };
  let kinds = ALL;
  for (const property of schemas) {
    const found = kindsOf(property, input, 0, budget);
    if (found === OUT_OF_BOUNDS) return undefined;
    kinds &= found;
  }
  return new Set(VALUE_KINDS.filter((_, index) => (kinds & (1 << index)) !== 0));
}

// Kinds as bits, VALUE_KINDS' order: a property asked about costs no set until the answer.
const ALL = (1 << VALUE_KINDS.length) - 1;
const OUT_OF_BOUNDS = -1;
const BIT: Readonly<Record<string, number>> = { string: 1, number: 2, integer: 2, boolean: 4, null: 8, object: 16, array: 32 };

/** What one schema allows, as bits; OUT_OF_BOUNDS when the bounds ran out. */
function kindsOf(schema: unknown, document: unknown, depth: number, budget: { left: number }): number {
  if (schema === false) return 0;
  if (!isObject(schema)) return ALL;
  if (depth > MAX_DEPTH || --budget.left < 0) return OUT_OF_BOUNDS;
  let kinds = ALL;
  for (const node of rootSchemas(schema, document)) {
    const { type } = node;
    // A `type` that names no JSON type is schema/invalid's to report: it narrows nothing here.
    if (typeof type === 'string' ? isJsonType(type) : Array.isArray(type) && type.every(isJsonType)) kinds &= typeBits(type as string | string[]);
    if (Object.hasOwn(node, 'const')) kinds &= bitOfValue(node.const);
    if (Array.isArray(node.enum)) {
      let members = 0;
      for (const member of node.enum) members |= bitOfValue(member);
      kinds &= members;
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = node[keyword];
      if (!Array.isArray(branches)) continue;
      let union = 0;
      for (const branch of branches) {
        const found = kindsOf(branch, document, depth + 1, budget);
        if (found === OUT_OF_BOUNDS) return OUT_OF_BOUNDS;
        union |= found;
      }
      kinds &= union;
    }
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
