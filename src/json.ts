import { splitPointer } from './issue.js';

/** Whether a value is a JSON object: not null, not an array. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a JSON pointer inside `root`, through objects' own keys and arrays' indices; undefined when it names nothing there. */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const token of splitPointer(pointer)) node = node !== null && typeof node === 'object' && Object.hasOwn(node, token) ? (node as Record<string, unknown>)[token] : undefined;
  return node;
}
