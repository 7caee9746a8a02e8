import { joinPointer } from '../issue.js';

/**
 * The pointer to the first place in `data` that holds the string `target` (the very string, or
 * one equal to it), looked for depth first through at most `maxValues` values; undefined when it
 * is not found within them. For an issue about a string that a validator met without saying where.
 */
export function pointerToString(data: unknown, target: string, maxValues: number): string | undefined {
  if (data === target) return '';
  const stack: { readonly value: unknown; readonly pointer: string }[] = [{ value: data, pointer: '' }];
  let visited = 0;
  while (stack.length > 0 && visited < maxValues) {
    const { value, pointer } = stack.pop() as { value: unknown; pointer: string };
    if (value === null || typeof value !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
    visited += entries.length;
    for (const [key, child] of entries) if (child === target) return joinPointer(pointer, key);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index] as [string, unknown];
      if (child !== null && typeof child === 'object') stack.push({ value: child, pointer: joinPointer(pointer, key) });
    }
  }
  return undefined;
}
