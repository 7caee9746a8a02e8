import type fc from 'fast-check';

/**
 * How much a generated value holds, counted as one per JSON value plus one per string character
 * (property names not counted): the least any value of an arbitrary holds, and the most the
 * generator makes it hold. The generator's bound, the option `maxSize`, caps both.
 */
export interface Size {
  readonly least: number;
  readonly most: number;
}

/** A null, a boolean, a number, or a value the generator bounds on its own (a format's string). */
export const ONE: Size = { least: 1, most: 1 };

// Kept beside the arbitraries, as their memo keeps arbitraries: what is built never changes size.
const sizes = new WeakMap<object, Size>();

/** The arbitrary, its size recorded. */
export function sized<T>(arb: fc.Arbitrary<T>, size: Size): fc.Arbitrary<T> {
  sizes.set(arb, size);
  return arb;
}

/** The size recorded for an arbitrary; one value when none was. */
export function sizeOf(arb: fc.Arbitrary<unknown>): Size {
  return sizes.get(arb) ?? ONE;
}

/** The least and the most of one value out of several arbitraries (a union). */
export function eitherSize(arbs: readonly fc.Arbitrary<unknown>[]): Size {
  let least = Infinity;
  let most = 0;
  for (const arb of arbs) {
    const size = sizeOf(arb);
    least = Math.min(least, size.least);
    most = Math.max(most, size.most);
  }
  return arbs.length === 0 ? ONE : { least, most };
}

/** How much a JSON value from the schema (a `const`, an `enum` value, a `default`) holds, counted up to `cap`. */
export function sizeOfValue(value: unknown, cap: number): number {
  let total = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0 && total <= cap) {
    const next = pending.pop();
    total += typeof next === 'string' ? 1 + next.length : 1;
    if (next !== null && typeof next === 'object') pending.push(...(Array.isArray(next) ? next : Object.values(next)));
  }
  return total;
}
