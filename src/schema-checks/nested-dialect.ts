import { dialectByUri, type Dialect } from '../dialects/table.js';
import { joinPointer, type Issue } from '../issue.js';
import type { SubschemaVisitor } from './walk.js';

/** A subschema visitor adding `schema/nested-dialect` for a `$schema` below the root naming another dialect. */
/** The keyword {@link nestedDialectVisitor} reads. */
export const NESTED_DIALECT_KEYWORDS: readonly string[] = ['$schema'];

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
