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
    return ways(new (regexpp().RegExpParser)({ ecmaVersion: 2025 }).parsePattern(pattern, 0, pattern.length, { unicode: true }));
  } catch {
    return undefined;
  }
}

function ways(node: AST.Node): number {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return capped(node.alternatives.reduce((sum, alternative) => sum + ways(alternative), 0));
    case 'Alternative':
      return node.elements.reduce((product, element) => capped(product * ways(element)), 1);
    case 'Quantifier': {
      if (!Number.isFinite(node.max)) return MAX_CHOICES + 1;
      const body = ways(node.element);
      // Each of the lengths min…max; each repetition of the body its own choices.
      return capped((node.max - node.min + 1) * body ** Math.min(node.max, 64));
    }
    default:
      return 1;
  }
}

function capped(count: number): number {
  return Math.min(count, MAX_CHOICES + 1);
}
