/**
 * Maps an async sequence with up to `window` calls in flight, yielding the results in the
 * sequence's order. `map` must not reject: a rejection waiting its turn would be unhandled.
 *
 * @example
 * ```ts
 * for await (const outcome of inOrder(targets, (target) => vetTarget(target, options, stdin), 16)) …
 * ```
 */
export async function* inOrder<T, R>(source: AsyncIterable<T>, map: (item: T) => Promise<R>, window: number): AsyncGenerator<R> {
  const pending: Promise<R>[] = [];
  for await (const item of source) {
    pending.push(map(item));
    if (pending.length >= window) yield await (pending.shift() as Promise<R>);
  }
  while (pending.length > 0) yield await (pending.shift() as Promise<R>);
}
