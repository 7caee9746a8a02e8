import type { AST, RegExpParser } from '@eslint-community/regexpp';
import { regexpp } from '../runtime/regexpp.js';
import { longestMatch } from './linear-size.js';
import { ALL, DIGIT, maybeNegate, normalize, SPACE, WORD, type Ranges } from '../char-ranges.js';

// The question the validators ask first of a pattern's shape, at no cost; for an anchored pattern
// it does not prove, they ask the syntactic ReDoS pass (native-safe.ts).

// The characters an unanchored pattern may look at from each position of its input: the ways its
// bounded repeats may be tried, times the longest match. So small, since it is paid at every
// position: `[a-z]{0,999}x` tried 1,000 lengths at each of 10^6 positions (3.8 s), and `a{60000}b`,
// with no choice at all, read 60,000 characters at each of 10^5 (15 s).
const MAX_UNANCHORED_WORK = 64;

let regExpParser: RegExpParser | undefined;
const parser = (): RegExpParser => (regExpParser ??= new (regexpp().RegExpParser)());

/** A pattern parsed as Ajv compiles it (the `u` flag); throws a `SyntaxError` when it is none. */
export function parsedPattern(pattern: string): AST.Pattern {
  return parser().parsePattern(pattern, 0, pattern.length, { unicode: true });
}

/** {@link parsedPattern}, or undefined when the pattern is none. */
export function parsedOrNone(pattern: string): AST.Pattern | undefined {
  try {
    return parsedPattern(pattern);
  } catch {
    return undefined;
  }
}

/**
 * Whether a backtracking engine provably matches `pattern` (with the `u` flag, as Ajv compiles it)
 * in time linear in the input, so native `RegExp` is safe for it. Conservative: `false` means
 * "not proven", never "vulnerable". Proven: a single anchored sequence (`^…`) of characters,
 * classes and unquantified groups in which every repeat is over one character class and is
 * followed only by what that class cannot match (`^[a-z]+-[0-9]+$`, `^[A-Za-z ,.]{1,2000}$`),
 * or an unanchored pattern whose repeats are all bounded and whose matches are short (`\d{3}-\d{4}`).
 *
 * @example
 * ```ts
 * isProvablyLinear('^[a-z]+-[0-9]+$'); // → true
 * isProvablyLinear('^(a|a)*$'); // → false
 * isProvablyLinear('^a*a*$'); // → false (quadratic)
 * ```
 */
export function isProvablyLinear(pattern: string): boolean {
  const parsed = parsedOrNone(pattern);
  if (parsed === undefined || parsed.alternatives.length !== 1) return false;
  const elements = flatten((parsed.alternatives[0] as AST.Alternative).elements);
  if (elements === undefined) return false;
  // Every quantifier that may match more than one way is a choice a backtracking engine may try
  // both ways: an optional element too (23 of `[ab]?` before 23 of `[ab]` is 2^23 ways).
  const repeats = elements.filter((element): element is AST.Quantifier => element.type === 'Quantifier' && element.max > element.min);
  if (repeats.some((repeat) => rangesOf(repeat.element) === undefined)) return false;
  const anchored = elements[0]?.type === 'Assertion' && elements[0].kind === 'start';
  if (!anchored) return repeats.reduce((work, repeat) => work * (Number.isFinite(repeat.max) ? repeat.max + 1 : Infinity), longestMatch(parsed)) <= MAX_UNANCHORED_WORK;
  return elements.every((element, index) => element.type !== 'Quantifier' || element.max === element.min || followedByDisjoint(element, elements.slice(index + 1)));
}

// Unquantified groups of one alternative are spliced in; anything that needs more than one path is refused.
function flatten(elements: readonly AST.Element[]): AST.Element[] | undefined {
  const flat: AST.Element[] = [];
  for (const element of elements) {
    if (element.type === 'Group' || element.type === 'CapturingGroup') {
      if (element.alternatives.length !== 1) return undefined;
      const inner = flatten((element.alternatives[0] as AST.Alternative).elements);
      if (inner === undefined) return undefined;
      flat.push(...inner);
    } else if (element.type === 'Backreference' || (element.type === 'Assertion' && (element.kind === 'lookahead' || element.kind === 'lookbehind'))) {
      return undefined;
    } else if (element.type === 'Quantifier' && rangesOf(element.element) === undefined && element.max > 1) {
      return undefined;
    } else if (element.type === 'Quantifier' && element.element.type !== 'Character' && element.element.type !== 'CharacterClass' && element.element.type !== 'CharacterSet') {
      return undefined;
    } else {
      flat.push(element);
    }
  }
  return flat;
}

// Every character that may come right after the repeat must be outside its class: the repeat then has one way to end.
function followedByDisjoint(repeat: AST.Quantifier, rest: readonly AST.Element[]): boolean {
  const own = rangesOf(repeat.element) as Ranges;
  for (const next of rest) {
    if (next.type === 'Assertion') {
      if (next.kind === 'end') return true;
      continue;
    }
    const atom = next.type === 'Quantifier' ? next.element : next;
    const ranges = rangesOf(atom);
    if (ranges === undefined || overlaps(own, ranges)) return false;
    if (next.type !== 'Quantifier' || next.min > 0) return true;
  }
  return true;
}

function rangesOf(node: AST.Node): Ranges | undefined {
  switch (node.type) {
    case 'Character':
      return [[node.value, node.value]];
    case 'CharacterSet':
      if (node.kind === 'any') return ALL;
      if (node.kind === 'property') return undefined;
      return maybeNegate(node.kind === 'digit' ? DIGIT : node.kind === 'word' ? WORD : SPACE, node.negate);
    case 'CharacterClass': {
      if (node.unicodeSets) return undefined;
      const ranges: [number, number][] = [];
      for (const element of node.elements) {
        if (element.type === 'CharacterClassRange') ranges.push([element.min.value, element.max.value]);
        else {
          const inner = rangesOf(element);
          if (inner === undefined) return undefined;
          ranges.push(...inner.map(([low, high]) => [low, high] as [number, number]));
        }
      }
      return maybeNegate(normalize(ranges), node.negate);
    }
    default:
      return undefined;
  }
}

function overlaps(a: Ranges, b: Ranges): boolean {
  return a.some(([low, high]) => b.some(([otherLow, otherHigh]) => low <= otherHigh && otherLow <= high));
}
