import type { Dialect } from '../dialects/table.js';
import { walkSchema, type SubschemaVisitor } from './walk/walk-schema.js';

export type { SubschemaPlace } from './walk/place.js';
export { walkSchema, type RefPlace, type SchemaWalk, type SubschemaVisitor, type WalkOptions } from './walk/walk-schema.js';

/**
 * Visits every subschema object of a schema, the root first, in document order, without
 * recursion and without building pointers nobody asks for: {@link walkSchema} with no meta-schema
 * check. Callers bound the schema's size first (a JS value, unlike parsed JSON, can share or cycle).
 *
 * @example
 * ```ts
 * walkSubschemas(schema, (subschema, place) => { if (typeof subschema.pattern === 'string') found.push(place.pointer()); });
 * ```
 */
export function walkSubschemas(schema: unknown, visit: SubschemaVisitor, dialect: Dialect = '2020-12'): void {
  walkSchema(schema, dialect, [visit], { metaSchema: false, values: false });
}
