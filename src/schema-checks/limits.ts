import { chainPointer, type Issue } from '../issue.js';
import type { Limits } from '../limits.js';

/** What one pass over a schema found: a breached bound, and whether any object has a reference. */
export interface SchemaMeasure {
  readonly issues: Issue[];
  /** Some object has `$ref`, `$dynamicRef` or `$recursiveRef`: only then can expansion outgrow the schema. */
  readonly hasRefs: boolean;
  /** Some object below the root has an `$id`, `id` or anchor: ids can then collide. */
  readonly hasIds: boolean;
}

interface Entry {
  readonly value: unknown;
  readonly parent: Entry | undefined;
  readonly key: string | number;
  readonly depth: number;
}

/**
 * Refuses a schema nested deeper than `maxDepth` levels of objects and arrays, or holding more
 * than `maxSubschemas` objects, before any recursive walk (or Ajv) sees it: `limit/depth` or
 * `limit/subschemas` at the first place that breaks the bound.
 */
export function measureSchema(schema: unknown, basePointer: string, limits: Limits): SchemaMeasure {
  const stack: Entry[] = [{ value: schema, parent: undefined, key: '', depth: 0 }];
  let objects = 0;
  let hasRefs = false;
  let hasIds = false;
  while (stack.length > 0) {
    const entry = stack.pop() as Entry;
    const { value, depth } = entry;
    if (value === null || typeof value !== 'object') continue;
    if (depth > limits.maxDepth) {
      const issue = limit('limit/depth', basePointer + chainPointer(entry), `The schema nests deeper than ${limits.maxDepth} levels of objects and arrays here.`, 'Flatten it, or name repeated parts in $defs and point at them with $ref.');
      return { issues: [issue], hasRefs, hasIds };
    }
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) stack.push({ value: value[index], parent: entry, key: index, depth: depth + 1 });
      continue;
    }
    if (++objects > limits.maxSubschemas) {
      const issue = limit('limit/subschemas', basePointer, `The schema holds more than ${limits.maxSubschemas.toLocaleString('en')} subschemas.`, 'Split the tool, or share repeated parts through $defs.');
      return { issues: [issue], hasRefs, hasIds };
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (key === '$ref' || key === '$dynamicRef' || key === '$recursiveRef') hasRefs = true;
      else if (depth > 0 && (key === '$id' || key === 'id' || key === '$anchor' || key === '$dynamicAnchor')) hasIds = true;
      stack.push({ value: (value as Record<string, unknown>)[key], parent: entry, key, depth: depth + 1 });
    }
  }
  return { issues: [], hasRefs, hasIds };
}



function limit(code: string, pointer: string, message: string, hint: string): Issue {
  return { code, severity: 'error', pointer, message, hint };
}
