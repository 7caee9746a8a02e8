import { dialectByUri, type Dialect } from '../dialects/table.js';
import { joinPointer, type Issue } from '../issue.js';
import { walkSubschemas, type SubschemaVisitor } from './walk.js';

/** A subschema visitor adding `schema/nested-dialect` for a `$schema` below the root naming another dialect. */
export function nestedDialectVisitor(dialect: Dialect, basePointer: string, issues: Issue[]): SubschemaVisitor {
  return (subschema, place) => {
    if (place.isRoot || typeof subschema.$schema !== 'string') return;
    const nested = dialectByUri(subschema.$schema);
    if (nested === undefined || nested.id === dialect) return;
    issues.push({
      code: 'schema/nested-dialect',
      severity: 'error',
      pointer: basePointer + joinPointer(place.pointer(), '$schema'),
      message: `This subschema declares ${nested.id}, but the schema is ${dialect}; one schema cannot mix dialects.`,
      hint: `Remove the nested "$schema" and write the subschema in ${dialect}.`,
    });
  };
}

/**
 * Finds a `$schema` below the root that names another dialect than the schema's own:
 * Ajv validates a whole schema in one dialect, so the inner declaration cannot take effect.
 */
export function findNestedDialects(schema: unknown, dialect: Dialect, basePointer: string): Issue[] {
  const issues: Issue[] = [];
  walkSubschemas(schema, nestedDialectVisitor(dialect, basePointer, issues));
  return issues;
}
