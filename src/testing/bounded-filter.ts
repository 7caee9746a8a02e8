import fc from 'fast-check';

/** Why a filter gave up: every try refused, or enough refused for their cost alone (`'costly'`). */
export type GaveUp = 'tries' | 'costly';

// A check that refuses candidates for their cost says so for every one of about that size: a few
// such refusals in a row, with none taken, say the schema is too costly, without drawing `tries`
// of them (100 objects of 3,000 properties took 18 s before their refusal).
const COSTLY_REFUSALS = 10;

/**
 * An arbitrary that keeps only the values `accept` takes (`'costly'` is a refusal for the value's
 * cost, not its validity), drawing at most `tries` candidates per value; when none is taken,
 * `exhausted` is told the refused ones and why, and throws. fast-check's own `filter` draws without
 * end, which a schema no value satisfies turns into a hang.
 */
export class BoundedFilter<T> extends fc.Arbitrary<T> {
  constructor(
    private readonly inner: fc.Arbitrary<T>,
    private readonly accept: (value: T) => boolean | 'costly',
    private readonly tries: number,
    private readonly exhausted: (refused: readonly T[], why: GaveUp) => never,
  ) {
    super();
  }

  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<T> {
    const refused: T[] = [];
    let costly = 0;
    for (let attempt = 0; attempt < this.tries; attempt++) {
      const candidate = this.inner.generate(random, biasFactor);
      const verdict = this.accept(candidate.value);
      if (verdict === true) return candidate;
      if (refused.length < 20) refused.push(candidate.value);
      if (verdict === 'costly' && ++costly >= Math.min(COSTLY_REFUSALS, this.tries)) return this.exhausted(refused, 'costly');
    }
    return this.exhausted(refused, 'tries');
  }

  canShrinkWithoutContext(value: unknown): value is T {
    return this.inner.canShrinkWithoutContext(value) && this.accept(value) === true;
  }

  shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
    return this.inner.shrink(value, context).filter((candidate) => this.accept(candidate.value) === true);
  }
}
