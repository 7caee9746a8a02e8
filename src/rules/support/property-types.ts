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
  const budget = { left: MAX_VISITS };
  let kinds: Set<ValueKind> | undefined;
  for (const property of rootPropertySchemas(input).get(name) ?? []) {
    const found = kindsOf(property, input, 0, budget);
    if (found === undefined) return undefined;
    kinds = kinds === undefined ? new Set(found) : intersect(kinds, found);
  }
  return kinds;
}

/** What one schema allows; undefined when the bounds ran out. */
function kindsOf(schema: unknown, document: unknown, depth: number, budget: { left: number }): Set<ValueKind> | undefined {
  if (schema === false) return new Set();
  if (!isObject(schema)) return new Set(VALUE_KINDS);
  if (depth > MAX_DEPTH || --budget.left < 0) return undefined;
  let kinds = new Set(VALUE_KINDS);
  for (const node of rootSchemas(schema, document)) {
    const types = Array.isArray(node.type) ? node.type : node.type === undefined ? undefined : [node.type];
    // A `type` that names no JSON type is schema/invalid's to report: it narrows nothing here.
    if (types !== undefined && types.every(isJsonType)) kinds = intersect(kinds, types.map((type) => (type === 'integer' ? 'number' : type)));
    if (Object.hasOwn(node, 'const')) kinds = intersect(kinds, [kindOfValue(node.const)]);
    if (Array.isArray(node.enum)) kinds = intersect(kinds, node.enum.map(kindOfValue));
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = node[keyword];
      if (!Array.isArray(branches)) continue;
      const union = new Set<ValueKind>();
      for (const branch of branches) {
        const found = kindsOf(branch, document, depth + 1, budget);
        if (found === undefined) return undefined;
        for (const kind of found) union.add(kind);
      }
      kinds = intersect(kinds, union);
    }
  }
  return kinds;
}

function kindOfValue(value: unknown): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'object';
}

function intersect(kinds: ReadonlySet<ValueKind>, allowed: Iterable<ValueKind>): Set<ValueKind> {
  const keep = new Set(allowed);
  return new Set([...kinds].filter((kind) => keep.has(kind)));
}
