import type { AST } from '@eslint-community/regexpp';

/**
 * The most instructions a pattern may take on the linear-time engine. re2js compiles a counted
 * repeat into a copy of its body per count, and its time per input character grows with the
 * program: `x{0,300000}` ran it out of memory while compiling, and `[\p{L}\p{N}]{1,1000}$` took
 * seconds on a 100 KB string. Far above a real tool's patterns (`^[A-Z]{3}-[0-9]{4}$` is a few dozen; `^(?:[A-Za-z ,.]|-){1,2000}$` about 5,000).
 */
export const MAX_LINEAR_PROGRAM = 20_000;

/** The most instructions all of one manifest's linear-time patterns may take together: each is compiled and kept with its validator. */
export const MAX_LINEAR_PROGRAMS = 200_000;

/** Thrown for a pattern whose program would be over {@link MAX_LINEAR_PROGRAM} (or, `together`, that takes all the patterns over {@link MAX_LINEAR_PROGRAMS}): its size, as estimated. */
export class PatternTooLarge extends Error {
  constructor(
    readonly size: number,
    readonly together = false,
  ) {
    // The count stops just past the bound, so the size is only known to be past it.
    super(
      together
        ? `with it, the manifest's patterns would be ${size.toLocaleString('en')} instructions, over the ${MAX_LINEAR_PROGRAMS.toLocaleString('en')} the linear-time engine is given for them all`
        : `its program would be over the ${MAX_LINEAR_PROGRAM.toLocaleString('en')} instructions the linear-time engine is given`,
    );
    this.name = 'PatternTooLarge';
  }
}

/**
 * The instructions the linear-time engine makes of a parsed pattern, about: one per character,
 * class or assertion, a repeat's body once per count it may take (at least once more for an
 * unbounded one), alternatives added up. Stops counting past `cap` ({@link MAX_LINEAR_PROGRAM}).
 */
export function linearProgramSize(node: AST.Node, cap = MAX_LINEAR_PROGRAM): number {
  const bounded = (size: number) => Math.min(size, cap + 1);
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives.reduce((sum, alternative) => bounded(sum + linearProgramSize(alternative, cap)), 1);
    case 'Alternative':
      return node.elements.reduce((sum, element) => bounded(sum + linearProgramSize(element, cap)), 0);
    case 'Quantifier': {
      const copies = Number.isFinite(node.max) ? Math.max(node.max, 1) : node.min + 1;
      return bounded(copies * linearProgramSize(node.element, cap) + copies);
    }
    default:
      return 1;
  }
}

/**
 * The most steps (program instructions times input characters) one match on the linear-time
 * engine may take: re2js's time grows with both. A step of an ASCII class costs about 1 ns, one of
 * a large Unicode property 20–40 ns (`[\p{L}\p{N}]{1,1000}$` on a 100 KB string took 4.7 s,
 * `^(?:\w+\s?){1,1000}$` 8.6 s): at the bound, 50 ms to 2 s. One of a pattern whose DFA does not
 * fit its cache (`[ab]*a[ab]{16}…`, whose states double with each `[ab]`) costs some 20 ns once
 * re2js leaves the DFA for its NFA (`MAX_DFA_BYTES_PER_PATTERN`): 32 such patterns on
 * 40,000-character strings take a call about 1 s within the bound. It is not lower because the
 * program's size is paid only where the DFA does not fit: a realistic `^(?:[A-Za-z ,.]|-){1,2000}$`
 * is charged 30,000,000 steps for one 2,000-character string, and matches it in under a millisecond.
 */
export const MAX_MATCH_STEPS = 50_000_000;

/**
 * Steps left to the matches of the call in progress ({@link withMatchBudget}); outside a call,
 * each match alone is held to {@link MAX_MATCH_STEPS}.
 */
let callBudget: { left: number } | undefined;

/**
 * Runs one validator call with {@link MAX_MATCH_STEPS} for all its matches on the linear-time
 * engine together: ten long strings against one large pattern took 7 s when each match had its own.
 */
export function withMatchBudget<T>(run: () => T): T {
  const outer = callBudget;
  callBudget = { left: MAX_MATCH_STEPS };
  try {
    return run();
  } finally {
    callBudget = outer;
  }
}

/** Takes `steps` from the call's budget; the steps that were left when they are more (nothing taken). */
export function spendMatchSteps(steps: number): number | undefined {
  const left = callBudget?.left ?? MAX_MATCH_STEPS;
  if (steps > left) return left;
  if (callBudget !== undefined) callBudget.left -= steps;
  return undefined;
}

/** Thrown by a linear-time pattern's `test` for an input it cannot match within what is left of {@link MAX_MATCH_STEPS}. */
export class InputTooLong extends Error {
  constructor(
    readonly pattern: string,
    /** The string refused: a validator's issue says where it is. */
    readonly input: string,
    readonly longest: number,
  ) {
    super(`a string of ${input.length.toLocaleString('en')} characters, longer than the ${longest.toLocaleString('en')} the pattern ${JSON.stringify(pattern)} can still be matched against in this call`);
    this.name = 'InputTooLong';
  }
}

/**
 * How many UTF-16 code units of its input a match may reach, when every match must start at the
 * input's start (each alternative begins with `^`) and be of bounded length; undefined otherwise.
 * Only those first units (and one more, which `$` and `\b` look at) can decide such a match.
 */
export function anchoredReach(pattern: AST.Pattern): number | undefined {
  if (!anchoredAtStart(pattern)) return undefined;
  const longest = longestMatch(pattern);
  // A code point under the `u` flag may take two code units.
  return Number.isFinite(longest) ? 2 * longest : undefined;
}

/** Whether every match of the pattern must start at the input's start: each alternative begins with `^`. */
export function anchoredAtStart(pattern: AST.Pattern): boolean {
  return pattern.alternatives.every(startsAnchored);
}

function startsAnchored(alternative: AST.Alternative): boolean {
  const first = alternative.elements[0];
  if (first === undefined) return false;
  if (first.type === 'Assertion') return first.kind === 'start';
  return (first.type === 'Group' || first.type === 'CapturingGroup') && first.alternatives.every(startsAnchored);
}

/** The most code points a parsed pattern (or any node of it) may match: Infinity with an unbounded repeat. */
export function longestMatch(node: AST.Node): number {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return Math.max(0, ...node.alternatives.map(longestMatch));
    case 'Alternative':
      return node.elements.reduce((sum, element) => sum + longestMatch(element), 0);
    case 'Quantifier':
      return node.max === 0 ? 0 : node.max * longestMatch(node.element);
    case 'Assertion':
      return 0;
    case 'Character':
    case 'CharacterClass':
    case 'CharacterSet':
    case 'ExpressionCharacterClass':
      return 1;
    default:
      return Infinity;
  }
}
