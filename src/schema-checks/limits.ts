import { joinPointer, type Issue } from '../issue.js';
import type { Limits } from '../limits.js';

/**
 * Refuses a schema nested deeper than `maxDepth` levels of objects and arrays, or holding more
 * than `maxSubschemas` objects, before any recursive walk (or Ajv) sees it: `limit/depth` or
 * `limit/subschemas` at the first place that breaks the bound.
 */
export function checkSchemaSize(schema: unknown, basePointer: string, limits: Limits): Issue[] {
  const stack: [unknown, string, number][] = [[schema, '', 0]];
  let objects = 0;
  while (stack.length > 0) {
    const [value, pointer, depth] = stack.pop() as [unknown, string, number];
    if (value === null || typeof value !== 'object') continue;
    if (depth > limits.maxDepth) {
      return [limit('limit/depth', basePointer + pointer, `The schema nests deeper than ${limits.maxDepth} levels of objects and arrays here.`, 'Flatten it, or name repeated parts in $defs and point at them with $ref.')];
    }
    if (!Array.isArray(value) && ++objects > limits.maxSubschemas) {
      return [limit('limit/subschemas', basePointer, `The schema holds more than ${limits.maxSubschemas.toLocaleString('en')} subschemas.`, 'Split the tool, or share repeated parts through $defs.')];
    }
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, child] of entries) stack.push([child, joinPointer(pointer, key), depth + 1]);
  }
  return [];
}

function limit(code: string, pointer: string, message: string, hint: string): Issue {
  return { code, severity: 'error', pointer, message, hint };
}
