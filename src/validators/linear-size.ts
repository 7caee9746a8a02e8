import type { AST } from '@eslint-community/regexpp';

/**
 * The most instructions a pattern may take on the linear-time engine. re2js compiles a counted
 * repeat into a copy of its body per count, and its time per input character grows with the
 * program: `x{0,300000}` ran it out of memory while compiling, and `[\p{L}\p{N}]{1,1000}$` took
 * seconds on a 100 KB string. Far above a real tool's patterns (`^[A-Z]{3}-[0-9]{4}$` is a few dozen; `^(?:[A-Za-z ,.]|-){1,2000}$` about 5,000).
 */
export const MAX_LINEAR_PROGRAM = 20_000;

/** Thrown for a pattern whose program would be over {@link MAX_LINEAR_PROGRAM}: its size, as estimated. */
export class PatternTooLarge extends Error {
  constructor(readonly size: number) {
    super(`its program would be ${size.toLocaleString('en')} instructions, more than the ${MAX_LINEAR_PROGRAM.toLocaleString('en')} the linear-time engine is given`);
    this.name = 'PatternTooLarge';
  }
}

/**
 * The instructions the linear-time engine makes of a parsed pattern, about: one per character,
 * class or assertion, a repeat's body once per count it may take (at least once more for an
 * unbounded one), alternatives added up. Stops counting past {@link MAX_LINEAR_PROGRAM}.
 */
export function linearProgramSize(node: AST.Node): number {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives.reduce((sum, alternative) => bounded(sum + linearProgramSize(alternative)), 1);
    case 'Alternative':
      return node.elements.reduce((sum, element) => bounded(sum + linearProgramSize(element)), 0);
    case 'Quantifier': {
      const copies = Number.isFinite(node.max) ? Math.max(node.max, 1) : node.min + 1;
      return bounded(copies * linearProgramSize(node.element) + copies);
    }
    default:
      return 1;
  }
}

function bounded(size: number): number {
  return Math.min(size, MAX_LINEAR_PROGRAM + 1);
}
