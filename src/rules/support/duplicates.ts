/** An item of an array that repeats an earlier one. */
export interface Repeat<T> {
  /** Where the repeat is. */
  readonly index: number;
  /** Where the item it repeats first appears. */
  readonly first: number;
  readonly item: T;
}

/**
 * Every item whose key an earlier item already had, with where that key first appeared.
 *
 * @example
 * ```ts
 * findRepeats([{ name: 'a' }, { name: 'b' }, { name: 'a' }], (need) => need.name);
 * // → [{ index: 2, first: 0, item: { name: 'a' } }]
 * ```
 */
export function findRepeats<T>(items: readonly T[], keyOf: (item: T) => string): Repeat<T>[] {
  // Most lists hold one item or none: nothing to key.
  if (items.length < 2) return [];
  const firstByKey = new Map<string, number>();
  const repeats: Repeat<T>[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, index);
    else repeats.push({ index, first, item });
  });
  return repeats;
}
