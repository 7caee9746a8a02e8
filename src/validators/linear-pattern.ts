import type { AST, RegExpParser } from '@eslint-community/regexpp';
import { regexpp } from '../runtime/regexpp.js';
import { longestMatch } from './linear-size.js';
import { ALL, DIGIT, maybeNegate, normalize, SPACE, WORD, type Ranges } from '../char-ranges.js';

// The one question the validators ask of a pattern's shape. The sound syntactic ReDoS pass of
// src/schema-checks/redos/ can answer it instead: point isProvablyLinear at it.

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
  let parsed: AST.Pattern;
  try {
    parsed = parsedPattern(pattern);
  } catch {
    return false;
  }
  if (parsed.alternatives.length !== 1) return false;
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

/** re2's largest repeat count. */
const RE2_MAX_REPEAT = 1000;

/**
 * The same pattern with every repeat count over re2's limit of 1,000 split into repeats it takes,
 * matching exactly the same strings, each in only one way: the required copies as exact repeats,
 * then the optional ones nested, `(?:x{1000}…|x{0,999})`. So `x{1,2000}` becomes
 * `x{1}(?:x{1000}x{0,999}|x{0,999})`, `x{1500,}` becomes `x{1000}x{500,}`. A split into
 * `x{1,1000}x{0,1000}` would match the same strings, but a match could cross from one part to the
 * other after any count, and the linear-time engine follows every crossing at once: a
 * 2,000-character string took it 300 ms. A pattern that does not parse is returned as it is.
 *
 * @example
 * ```ts
 * splitLargeRepeats('^[a-z]{1,2000}$'); // → '^[a-z]{1}(?:[a-z]{1000}[a-z]{0,999}|[a-z]{0,999})$'
 * ```
 */
export function splitLargeRepeats(pattern: string): string {
  let parsed: AST.Pattern;
  try {
    parsed = parsedPattern(pattern);
  } catch {
    return pattern;
  }
  return emit(parsed, pattern);
}

function emit(node: AST.Node, source: string): string {
  if (node.type === 'Quantifier' && (node.min > RE2_MAX_REPEAT || (Number.isFinite(node.max) && node.max > RE2_MAX_REPEAT))) {
    const atom = emit(node.element, source);
    const wrapped = node.element.type === 'Character' || node.element.type === 'CharacterClass' || node.element.type === 'CharacterSet' || node.element.type === 'Group' || node.element.type === 'CapturingGroup' ? atom : `(?:${atom})`;
    return splitRepeat(wrapped, node.min, node.max, node.greedy ? '' : '?');
  }
  const children = childrenOf(node);
  if (children.length === 0) return node.raw;
  let text = '';
  let at = node.start;
  for (const child of children) {
    text += source.slice(at, child.start) + emit(child, source);
    at = child.end;
  }
  return text + source.slice(at, node.end);
}

// `atom{min,max}` (`max` past re2's limit, or `min`) as repeats re2 takes, with one way to match each string.
function splitRepeat(atom: string, min: number, max: number, lazy: string): string {
  let text = '';
  let required = min;
  for (; required > RE2_MAX_REPEAT; required -= RE2_MAX_REPEAT) text += `${atom}{${RE2_MAX_REPEAT}}`;
  if (!Number.isFinite(max)) return `${text}${atom}{${required},}${lazy}`;
  const optional = max - min;
  if (required + optional <= RE2_MAX_REPEAT) return text + (optional === 0 ? `${atom}{${required}}` : `${atom}{${required},${required + optional}}${lazy}`);
  if (required > 0) text += `${atom}{${required}}`;
  return text + optionalCopies(atom, optional, lazy);
}

// Up to `count` copies of `atom`: fewer than 1,000, or 1,000 and then up to `count` − 1,000 more (the two share no length).
function optionalCopies(atom: string, count: number, lazy: string): string {
  if (count <= RE2_MAX_REPEAT) return `${atom}{0,${count}}${lazy}`;
  return `(?:${atom}{${RE2_MAX_REPEAT}}${optionalCopies(atom, count - RE2_MAX_REPEAT, lazy)}|${atom}{0,${RE2_MAX_REPEAT - 1}}${lazy})`;
}

function childrenOf(node: AST.Node): readonly AST.Node[] {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives;
    case 'Alternative':
      return node.elements;
    case 'Quantifier':
      return [node.element];
    case 'Assertion':
      return node.kind === 'lookahead' || node.kind === 'lookbehind' ? node.alternatives : [];
    default:
      return [];
  }
}
