import { dialectByUri, type Dialect } from '../dialects/table.js';
import { joinPointer, type Issue } from '../issue.js';
import { walkSubschemas } from './walk.js';

/**
 * Finds a `$schema` below the root that names another dialect than the schema's own:
 * Ajv validates a whole schema in one dialect, so the inner declaration cannot take effect.
 */
export function findNestedDialects(schema: unknown, dialect: Dialect, basePointer: string): Issue[] {
  const issues: Issue[] = [];
  walkSubschemas(schema, (subschema, pointer, isRoot) => {
    if (isRoot || typeof subschema.$schema !== 'string') return;
    const nested = dialectByUri(subschema.$schema);
    if (nested === undefined || nested.id === dialect) return;
    issues.push({
      code: 'schema/nested-dialect',
      severity: 'error',
      pointer: basePointer + joinPointer(pointer, '$schema'),
      message: `This subschema declares ${nested.id}, but the schema is ${dialect}; one schema cannot mix dialects.`,
      hint: `Remove the nested "$schema" and write the subschema in ${dialect}.`,
    });
  });
  return issues;
}
