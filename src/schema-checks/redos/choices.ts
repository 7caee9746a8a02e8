import type { AST } from '@eslint-community/regexpp';
import { regexpp } from '../../runtime/regexpp.js';

/**
 * A pattern without an unbounded or large repeat has no cycle for the ambiguity analysis to find,
 * yet a backtracking engine may still try its choices in every combination: 23 optional `[ab]?`
 * before 23 `[ab]` are 2^23 ways to fail on 46 characters (3 s). Past this many ways, such a
 * pattern is not taken as linear.
 */
export const MAX_CHOICES = 1 << 20;

/**
 * An upper bound on the ways a backtracking engine may try to match a pattern at one position:
 * each quantifier multiplies by its count of lengths (`x?` by 2, `x{1,5}` by 5, powered by its
 * body's own), each group or pattern by its alternatives' sum. Stops counting past
 * {@link MAX_CHOICES}; undefined when the pattern does not parse (vet reports it elsewhere).
 */
export function choicesOf(pattern: string): number | undefined {
  try {
    return waysToTry(new (regexpp().RegExpParser)({ ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, { unicode: true }), MAX_CHOICES, () => MAX_CHOICES + 1);
  } catch {
    return undefined;
  }
}

/**
 * The ways through a parsed pattern (or any node of it) as {@link choicesOf} counts them, stopping
 * past `cap`, with an unbounded repeat of a body of `body` ways counted as `unbounded(body)`.
 */
export function waysToTry(node: AST.Node, cap: number, unbounded: (body: number) => number): number {
  const capped = (count: number) => Math.min(count, cap + 1);
  const ways = (at: AST.Node): number => {
    switch (at.type) {
      case 'Pattern':
      case 'Group':
      case 'CapturingGroup':
        return capped(at.alternatives.reduce((sum, alternative) => sum + ways(alternative), 0));
      case 'Alternative':
        return at.elements.reduce((product, element) => capped(product * ways(element)), 1);
      case 'Quantifier': {
        const body = ways(at.element);
        if (!Number.isFinite(at.max)) return capped(unbounded(body));
        // Each of the lengths min…max; each repetition of the body its own choices.
        return capped((at.max - at.min + 1) * body ** Math.min(at.max, 64));
      }
      default:
        return 1;
    }
  };
  return ways(node);
}
