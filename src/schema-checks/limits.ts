import { joinPointer, type Issue } from '../issue.js';

/** The deepest nesting of objects and arrays a tool's schema may have. */
export const DEFAULT_MAX_SCHEMA_DEPTH = 64;

/**
 * Refuses a schema nested deeper than `maxDepth` levels of objects and arrays, before any
 * recursive walk (or Ajv) sees it: `limit/depth` at the first place that is too deep.
 */
export function checkSchemaDepth(schema: unknown, basePointer: string, maxDepth = DEFAULT_MAX_SCHEMA_DEPTH): Issue[] {
  const stack: [unknown, string, number][] = [[schema, '', 0]];
  while (stack.length > 0) {
    const [value, pointer, depth] = stack.pop() as [unknown, string, number];
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) {
      return [
        {
          code: 'limit/depth',
          severity: 'error',
          pointer: basePointer + pointer,
          message: `The schema nests deeper than ${maxDepth} levels of objects and arrays here.`,
          hint: 'Flatten it, or name repeated parts in $defs and point at them with $ref.',
        },
      ];
    }
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, child] of entries) stack.push([child, joinPointer(pointer, key), depth + 1]);
  }
  return [];
}
