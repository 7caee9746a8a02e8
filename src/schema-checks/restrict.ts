import type { CustomMetaSchema } from '../dialects/meta-schema.js';
import { dialectRow, type Dialect } from '../dialects/table.js';
import { keywordsOutOfUse, usesVocabularies } from '../dialects/vocabularies.js';
import { isObject } from '../json.js';
import { eachSubschema } from './subschemas.js';

/**
 * Rewrites, in place, a schema whose `$schema` names a registered meta-schema into the plain
 * dialect it builds on: the root `$schema` becomes the dialect's URI, and the keywords only the
 * vocabularies out of use define are dropped at every schema position (never inside `const`,
 * `enum`, `default` or `examples`, and not inside an embedded resource declaring a `$schema` of its
 * own), so every engine evaluates exactly what the meta-schema's vocabularies say. Returns how many
 * keywords it dropped. `schema` must be the caller's own copy.
 *
 * @example
 * ```ts
 * const vocab = (name: string) => `https://json-schema.org/draft/2020-12/vocab/${name}`;
 * const copy = { $schema: 'https://example.com/no-validation', properties: { n: { minimum: 10 } } };
 * restrictToMetaSchema(copy, '2020-12', { base: '2020-12', chain: ['https://example.com/no-validation'], vocabularies: [vocab('core'), vocab('applicator')] }); // → 1
 * // copy is now { $schema: 'https://json-schema.org/draft/2020-12/schema', properties: { n: {} } }
 * ```
 */
export function restrictToMetaSchema(schema: unknown, dialect: Dialect, meta: CustomMetaSchema): number {
  if (!isObject(schema)) return 0;
  schema['$schema'] = dialectRow(dialect).uri;
  if (meta.vocabularies === undefined || !usesVocabularies(dialect)) return 0;
  const dropped = keywordsOutOfUse(dialect, meta.vocabularies);
  const ownDialect = new Set<object>();
  let rewrites = 0;
  eachSubschema(schema, (subschema, place) => {
    if (place.parent !== undefined && (ownDialect.has(place.parent) || typeof subschema['$schema'] === 'string')) {
      ownDialect.add(subschema);
      return;
    }
    for (const keyword of dropped) {
      if (!Object.hasOwn(subschema, keyword)) continue;
      delete subschema[keyword];
      rewrites++;
    }
  }, Infinity);
  return rewrites;
}

/**
 * A copy of `schema` rewritten by {@link restrictToMetaSchema}: what vet checks in place of a
 * schema declaring a registered meta-schema. Objects and arrays are copied (own keys defined, never
 * assigned), anything else is shared. Iterative; the caller has bounded the schema's depth and size.
 */
export function restrictedCopy(schema: unknown, dialect: Dialect, meta: CustomMetaSchema): unknown {
  const copy = copyTree(schema);
  restrictToMetaSchema(copy, dialect, meta);
  return copy;
}

function copyTree(value: unknown): unknown {
  const fresh = (from: object): object => (Array.isArray(from) ? new Array<unknown>(from.length) : {});
  if (typeof value !== 'object' || value === null) return value;
  const root = fresh(value);
  const stack: [from: object, to: object][] = [[value, root]];
  while (stack.length > 0) {
    const [from, to] = stack.pop() as [object, object];
    for (const key of Object.keys(from)) {
      let child = (from as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) {
        const target = fresh(child);
        stack.push([child, target]);
        child = target;
      }
      Object.defineProperty(to, key, { value: child, enumerable: true, writable: true, configurable: true });
    }
  }
  return root;
}

