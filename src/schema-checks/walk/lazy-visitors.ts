import type { SubschemaVisitor } from './walk-schema.js';

/** Visitors the walk asks for by index, when it first wakes each. */
export interface VisitorSource {
  readonly count: number;
  visitor(index: number): SubschemaVisitor;
}

/**
 * Visitors made the first time the walk wakes each one, from makers that take one context: a vet
 * walks several schemas, and most wake few of their visitors or none (a schema without `pattern`
 * never needs the pattern checks), so building every visitor for every walk would cost more than
 * the checks themselves. Build the makers once (at module load) and one of these per walk.
 *
 * @example
 * ```ts
 * const MAKERS = [(found: Issue[]) => patternVisitor('/input', found)];
 * walkSchema(schema, '2020-12', new LazyVisitors(MAKERS, found), { subscriptions });
 * ```
 */
export class LazyVisitors<Context> implements VisitorSource {
  private made: (SubschemaVisitor | undefined)[] | undefined;

  constructor(
    private readonly makers: readonly ((context: Context) => SubschemaVisitor)[],
    private readonly context: Context,
  ) {}

  /** How many visitors there are, made or not. */
  get count(): number {
    return this.makers.length;
  }

  /** The visitor at `index`, made now if it was not yet. */
  visitor(index: number): SubschemaVisitor {
    const made = (this.made ??= []);
    return (made[index] ??= (this.makers[index] as (context: Context) => SubschemaVisitor)(this.context));
  }
}
