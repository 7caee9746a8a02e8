import fc from 'fast-check';

/**
 * An arbitrary that keeps only the values `accept` takes, drawing at most `tries` candidates per
 * value; when none is taken, `exhausted` is told the refused ones and throws. fast-check's own
 * `filter` draws without end, which a schema no value satisfies turns into a hang.
 */
export class BoundedFilter<T> extends fc.Arbitrary<T> {
  constructor(
    private readonly inner: fc.Arbitrary<T>,
    private readonly accept: (value: T) => boolean,
    private readonly tries: number,
    private readonly exhausted: (refused: readonly T[]) => never,
  ) {
    super();
  }

  generate(random: fc.Random, biasFactor: number | undefined): fc.Value<T> {
    const refused: T[] = [];
    for (let attempt = 0; attempt < this.tries; attempt++) {
      const candidate = this.inner.generate(random, biasFactor);
      if (this.accept(candidate.value)) return candidate;
      if (refused.length < 20) refused.push(candidate.value);
    }
    return this.exhausted(refused);
  }

  canShrinkWithoutContext(value: unknown): value is T {
    return this.inner.canShrinkWithoutContext(value) && this.accept(value);
  }

  shrink(value: T, context: unknown): fc.Stream<fc.Value<T>> {
    return this.inner.shrink(value, context).filter((candidate) => this.accept(candidate.value));
  }
}
