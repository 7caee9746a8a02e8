import traverse from 'json-schema-traverse';

/** Called for each subschema: its value and its JSON pointer inside the schema. */
export type SubschemaVisitor = (subschema: Record<string, unknown>, pointer: string, isRoot: boolean) => void;

/**
 * Visits every subschema of a schema (the schema positions of every dialect's keywords,
 * never `enum`, `const`, `default` or `examples`). Callers bound the schema's depth first:
 * the walk is recursive.
 */
export function walkSubschemas(schema: unknown, visit: SubschemaVisitor): void {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return;
  traverse(schema as traverse.SchemaObject, {
    cb: (subschema: traverse.SchemaObject, pointer: string) => visit(subschema as Record<string, unknown>, pointer, pointer === ''),
  });
}
