import { memoize } from '../memo.js';
import type { VetBudget } from '../source/budget.js';
import { compileLinear, type BoundedLinearMatcher } from '../validators/re2-syntax.js';

/**
 * The most steps (program size times input length) a vet spends matching one value: some 40 ms.
 * Each match also draws on the vet's ReDoS budget, a unit per hundred steps.
 */
export const VET_MATCH_STEPS = 2_000_000;

/**
 * Whether `text` matches a schema's `pattern`, run on re2js (linear time, whatever the pattern)
 * with ECMAScript's meaning, or `undefined` when the linear engine cannot run the pattern
 * (lookaround, backreferences), or the match would cost more than {@link VET_MATCH_STEPS} or
 * than is left of `budget`: a manifest's pattern must never decide how long a vet takes.
 */
export function matchesLinear(pattern: string, text: string, budget?: VetBudget): boolean | undefined {
  try {
    // Compiling costs about its program's size too: asked of the budget before, and paid after, once per vet and pattern.
    if (budget !== undefined && budget.remaining('redos') === 0) return undefined;
    const matcher = compiled(pattern);
    if (matcher === undefined) return undefined;
    const steps = matcher.steps(text);
    if (steps > VET_MATCH_STEPS) return undefined;
    if (budget !== undefined && !budget.spend('redos', Math.ceil(steps / 100))) return undefined;
    return matcher.test(text);
  } catch {
    return undefined;
  }
}

// Compiled once per pattern: a thousand env entries of one pattern compiled it a thousand times (4 s).
const compiled = memoize((pattern: string): BoundedLinearMatcher | undefined => {
  try {
    return compileLinear(pattern);
  } catch {
    return undefined;
  }
}, 256);
