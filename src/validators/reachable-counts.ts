import type { AST } from '@eslint-community/regexpp';
import { asAtom, rewriteRepeats } from './rewrite-repeats.js';

// Repeats of fewer counts make small programs: left as they are, they do not lower `upTo` either.
const RELAXED_FROM = 16;

/** A pattern with the upper counts that short inputs cannot reach dropped, and how short an input must be. */
export interface RelaxedCounts {
  /** The pattern with each counted repeat `B{m,n}` (n ≥ 16, every match of `B` at least one character) written `B{m,}`. */
  readonly pattern: string;
  /** The longest input on which the two find the same matches: the least `n` times the shortest match of `B`. */
  readonly upTo: number;
}

/**
 * The pattern without the upper counts an input of at most `upTo` code units cannot reach. In a
 * match, each count of `B{m,n}` takes at least `s` characters (`B`'s shortest match), so on an
 * input of `L` units it counts at most `L / s` times: where `L ≤ n × s`, `n` never binds, and
 * `B{m,}` finds the same matches. The linear-time engine's program for `B{m,}` holds `m + 1`
 * copies of `B` where `B{m,n}` holds `n`, and each step costs it about the copies a match may be
 * in at once: `^(?:\w+\s?){1,2000}$` took re2js 130–350 ms on 2,000 characters, and
 * `^(?:\w+\s?){1,}$` takes under a millisecond. Undefined when no repeat can be relaxed.
 *
 * @example
 * ```ts
 * relaxUnreachableCounts('^(?:\\w+\\s?){1,2000}$', parsedPattern('^(?:\\w+\\s?){1,2000}$'));
 * // → { pattern: '^(?:\\w+\\s?){1,}$', upTo: 2000 }
 * ```
 */
export function relaxUnreachableCounts(pattern: string, parsed: AST.Pattern): RelaxedCounts | undefined {
  let upTo = Infinity;
  const relaxed = rewriteRepeats(parsed, pattern, (repeat, body) => {
    if (!Number.isFinite(repeat.max) || repeat.max <= repeat.min || repeat.max < RELAXED_FROM) return undefined;
    const shortest = shortestMatch(repeat.element);
    if (shortest < 1) return undefined;
    upTo = Math.min(upTo, repeat.max * shortest);
    return `${asAtom(repeat, body)}{${repeat.min},}${repeat.greedy ? '' : '?'}`;
  });
  return upTo === Infinity ? undefined : { pattern: relaxed, upTo };
}

/** The fewest characters a node of a parsed pattern (`u` flag) matches; 0 for what may match none. */
export function shortestMatch(node: AST.Node): number {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return Math.min(...node.alternatives.map(shortestMatch));
    case 'Alternative':
      return node.elements.reduce((sum, element) => sum + shortestMatch(element), 0);
    case 'Quantifier':
      return node.min * shortestMatch(node.element);
    case 'Character':
    case 'CharacterSet':
      return 1;
    case 'CharacterClass':
      // Under the `v` flag a class may hold strings, the empty one too.
      return node.unicodeSets ? 0 : 1;
    default:
      return 0;
  }
}
