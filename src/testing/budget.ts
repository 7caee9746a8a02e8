import type { BuildContext } from './build.js';

/**
 * The context that builds values holding at most `budget` (see `Size`): a share of its parent's,
 * for a child of which several must be made. Each budget has its own memo, since what it builds is
 * smaller, and all share one record of what is being built, since a reference loop is one at any
 * budget. A budget no smaller than the context's is the context itself.
 */
export function withinBudget(ctx: BuildContext, budget: number): BuildContext {
  if (budget >= ctx.budget) return ctx;
  let made = ctx.budgets.get(budget);
  if (made === undefined) {
    made = { doc: ctx.doc, memo: new WeakMap(), building: ctx.building, budget, budgets: ctx.budgets };
    ctx.budgets.set(budget, made);
  }
  return made;
}

/**
 * What each of `count` values that must all be made may hold within `budget`, given the least each
 * holds (`least`, and `leastOfAll` for all of them): its least and an even part of what is left,
 * rounded down to a power of two, or to its least where that is more. Their shares sum to no more than
 * `budget` when their leasts do.
 */
export function shareOf(least: number, leastOfAll: number, count: number, budget: number): number {
  const share = least + Math.max(0, Math.floor((budget - leastOfAll) / Math.max(1, count)));
  // Few distinct budgets, so few contexts: a child reached by many paths is built once per budget, not once per path.
  const rounded = 2 ** Math.floor(Math.log2(share));
  return rounded >= least ? rounded : least;
}

/** The bound a refusal ran into, in words: the option, or the share of it a value was given. */
export function boundWords(ctx: BuildContext): string {
  const { maxSize } = ctx.doc.options;
  return ctx.budget >= maxSize ? `the option maxSize, ${maxSize}` : `its share, ${ctx.budget}, of the option maxSize, ${maxSize}`;
}
