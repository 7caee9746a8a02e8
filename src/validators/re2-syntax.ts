import type { AST } from '@eslint-community/regexpp';
import { requireLazily } from '../runtime/lazy-require.js';
import { DIGIT, LINE_TERMINATORS, maybeNegate, SPACE, WORD, type Ranges } from '../char-ranges.js';
import { parsedPattern } from './linear-pattern.js';
import { splitLargeRepeats } from './large-repeats.js';
import { anchoredReach, InputTooLong, linearProgramSize, MAX_LINEAR_PROGRAM, PatternTooLarge, spendMatchSteps } from './linear-size.js';
import { propertyRanges } from './unicode-property.js';
import { accountDfa, limitDfa, type Re2Pattern } from './linear-dfa.js';
import { trimSearchEnds } from './search-ends.js';
import { relaxUnreachableCounts } from './reachable-counts.js';

/** A compiled linear-time pattern: `test` searches its input, as `RegExp.prototype.test` does. */
export interface LinearMatcher {
  test(input: string): boolean;
}

/** A pattern compiled by {@link compileLinear}: `test`, and the steps a test of an input takes. */
export interface BoundedLinearMatcher extends LinearMatcher {
  /** The size of the pattern's program as written, in instructions: what the bounds on programs count. */
  readonly size: number;
  /** The compiled program's size (up to twice `size` where a repeat is split) times the length matched (after the cut to an anchored pattern's reach). */
  steps(input: string): number;
}
type Re2Module = { RE2JS: { compile(pattern: string): LinearMatcher & Re2Pattern } };
let re2: Re2Module['RE2JS'] | undefined;

/**
 * An ECMAScript pattern (the `u` flag) compiled on re2js, which matches in time linear in the
 * input: its unanchored ends' repeats cut to their least count ({@link trimSearchEnds}), parsed,
 * its repeat counts split to re2's limit, written in RE2's syntax with the same meaning
 * ({@link re2Syntax}); `searched` is that cut pattern, passed by a caller that has it already.
 * Where some upper counts bind only on longer inputs, a second program without them
 * ({@link relaxUnreachableCounts}) matches the inputs short enough. Throws when the pattern is no
 * ECMAScript pattern or needs backtracking (lookaround, backreferences). Its `test` throws
 * {@link InputTooLong} for an input it cannot match within {@link MAX_MATCH_STEPS} (the program's
 * size times the input's length); a pattern anchored at its start with bounded repeats looks only
 * at what a match can reach.
 */
export function compileLinear(pattern: string, searched = trimSearchEnds(pattern)): BoundedLinearMatcher {
  re2 ??= (requireLazily('re2js') as Re2Module).RE2JS;
  const asWritten = parsedPattern(searched);
  const written = linearProgramSize(asWritten);
  if (written > MAX_LINEAR_PROGRAM) throw new PatternTooLarge(written);
  const full = program(searched, asWritten);
  const reach = anchoredReach(full.parsed);
  const relaxation = relaxUnreachableCounts(searched, asWritten);
  const relaxed = relaxation === undefined ? undefined : program(relaxation.pattern, parsedPattern(relaxation.pattern));
  const upTo = relaxation?.upTo ?? -1;
  const programFor = (length: number): Program => (relaxed !== undefined && length <= upTo ? relaxed : full);

  // A match that must start at the start and cannot reach past `reach` is decided by what it can reach.
  const reachedLength = (input: string) => (reach === undefined ? input.length : Math.min(input.length, reach + 1));
  const reached = (input: string) => {
    const length = reachedLength(input);
    return length < input.length ? input.slice(0, length) : input;
  };
  return {
    test: (input) => {
      const text = reached(input);
      const { matcher, size } = programFor(text.length);
      const left = spendMatchSteps(size * text.length);
      if (left !== undefined) throw new InputTooLong(pattern, input, Math.floor(left / size));
      try {
        return matcher.test(text);
      } finally {
        accountDfa(matcher);
      }
    },
    size: written,
    steps: (input) => {
      const length = reachedLength(input);
      return programFor(length).size * length;
    },
  };
}

interface Program {
  readonly parsed: AST.Pattern;
  readonly matcher: LinearMatcher & Re2Pattern;
  /** Its size in instructions, split repeats counted as compiled. */
  readonly size: number;
}

// One pattern's program: a split repeat's optional copies are written twice (`splitLargeRepeats`), so it may be up to twice the pattern.
function program(pattern: string, asWritten: AST.Pattern): Program {
  const split = splitLargeRepeats(pattern, asWritten);
  const parsed = split === pattern ? asWritten : parsedPattern(split);
  const matcher = (re2 as Re2Module['RE2JS']).compile(re2Syntax(parsed));
  limitDfa(matcher);
  return { parsed, matcher, size: linearProgramSize(parsed, 2 * MAX_LINEAR_PROGRAM + 2) };
}

// ECMAScript's long General_Category names; RE2 knows only the short ones.
const CATEGORIES: Readonly<Record<string, string>> = {
  Letter: 'L', Cased_Letter: 'LC', Uppercase_Letter: 'Lu', Lowercase_Letter: 'Ll', Titlecase_Letter: 'Lt', Modifier_Letter: 'Lm', Other_Letter: 'Lo',
  Mark: 'M', Combining_Mark: 'M', Nonspacing_Mark: 'Mn', Spacing_Mark: 'Mc', Enclosing_Mark: 'Me',
  Number: 'N', Decimal_Number: 'Nd', digit: 'Nd', Letter_Number: 'Nl', Other_Number: 'No',
  Punctuation: 'P', punct: 'P', Connector_Punctuation: 'Pc', Dash_Punctuation: 'Pd', Open_Punctuation: 'Ps', Close_Punctuation: 'Pe', Initial_Punctuation: 'Pi', Final_Punctuation: 'Pf', Other_Punctuation: 'Po',
  Symbol: 'S', Math_Symbol: 'Sm', Currency_Symbol: 'Sc', Modifier_Symbol: 'Sk', Other_Symbol: 'So',
  Separator: 'Z', Space_Separator: 'Zs', Line_Separator: 'Zl', Paragraph_Separator: 'Zp',
  Other: 'C', Control: 'Cc', cntrl: 'Cc', Format: 'Cf', Surrogate: 'Cs', Private_Use: 'Co', Unassigned: 'Cn',
};

/**
 * A parsed ECMAScript pattern (`u` flag) in RE2's syntax, meaning the same: every character is
 * written as a code point (`\x{…}`) or a letter or digit, and each of ECMAScript's sets as the
 * ranges ECMAScript gives it, since RE2's own differ: `\s` takes in Unicode's spaces (RE2's is
 * ASCII), `.` leaves out `\r`, U+2028 and U+2029 as well as `\n`. Groups capture nothing (a
 * pattern only tests). Repeat counts must already be within RE2's 1,000 (`splitLargeRepeats`).
 * Throws an `Error` naming what needs backtracking: lookaround and backreferences.
 *
 * @example
 * ```ts
 * re2Syntax(parsed('^\\s+$')); // → '^[\\x{9}-\\x{D}\\x{20}\\x{A0}…]+$'
 * ```
 */
export function re2Syntax(pattern: AST.Pattern): string {
  return alternatives(pattern.alternatives);
}

function alternatives(list: readonly AST.Alternative[]): string {
  return list.map((alternative) => alternative.elements.map(element).join('')).join('|');
}

function element(node: AST.Element): string {
  switch (node.type) {
    case 'Character':
      return character(node.value);
    case 'CharacterSet':
      return node.kind === 'property' ? classOf(property(node)) : `[${rangesText(setRanges(node))}]`;
    case 'CharacterClass':
      return characterClass(node);
    case 'Group':
    case 'CapturingGroup':
      return `(?:${alternatives(node.alternatives)})`;
    case 'Quantifier':
      return element(node.element) + count(node) + (node.greedy ? '' : '?');
    case 'Assertion':
      return assertion(node);
    case 'Backreference':
      throw new Error('backreferences need backtracking');
    default:
      throw new Error(`${node.type} is not supported`);
  }
}

function count({ min, max }: AST.Quantifier): string {
  if (max === Infinity) return min === 0 ? '*' : min === 1 ? '+' : `{${min},}`;
  if (min === 0 && max === 1) return '?';
  return min === max ? `{${min}}` : `{${min},${max}}`;
}

function assertion(node: AST.Assertion): string {
  switch (node.kind) {
    case 'start':
      return '^';
    case 'end':
      return '$';
    case 'word':
      // ECMAScript's word boundary, with the `u` flag and without `i`, is ASCII's, as RE2's is.
      return node.negate ? '\\B' : '\\b';
    default:
      throw new Error('lookaround needs backtracking');
  }
}

function characterClass(node: AST.CharacterClass): string {
  let text = '';
  for (const member of node.elements) {
    if (member.type === 'Character') text += character(member.value);
    else if (member.type === 'CharacterClassRange') text += `${character(member.min.value)}-${character(member.max.value)}`;
    else if (member.type === 'CharacterSet') text += member.kind === 'property' ? property(member) : rangesText(setRanges(member));
    else throw new Error(`${member.type} is not supported`);
  }
  // RE2 refuses an empty class: `[]` matches no character, `[^]` any.
  if (text === '') return node.negate ? `[${rangesText(maybeNegate([], true))}]` : '[^\\x{0}-\\x{10FFFF}]';
  return node.negate ? `[^${text}]` : `[${text}]`;
}

function setRanges(node: AST.EscapeCharacterSet | AST.AnyCharacterSet): Ranges {
  if (node.kind === 'any') return maybeNegate(LINE_TERMINATORS, true);
  return maybeNegate(node.kind === 'digit' ? DIGIT : node.kind === 'word' ? WORD : SPACE, node.negate);
}

// What goes inside a class for a property escape: a General_Category as RE2 names it (`\p{Letter}`
// and `\p{gc=Lu}` are `\p{L}` and `\p{Lu}`); any other (a script, its extensions, a binary
// property), the ranges this engine's `RegExp` gives it, since RE2 reads them otherwise or not at all.
function property(node: AST.UnicodePropertyCharacterSet): string {
  if (node.key === 'General_Category' && node.value !== null) return `\\${node.negate ? 'P' : 'p'}{${CATEGORIES[node.value] ?? node.value}}`;
  const ranges = maybeNegate(propertyRanges(`\\p${node.raw.slice(2)}`), node.negate);
  return ranges.length === 0 ? '' : rangesText(ranges);
}

// A class of what property() gives; RE2 refuses an empty class, which matches no character.
function classOf(members: string): string {
  return members === '' ? '[^\\x{0}-\\x{10FFFF}]' : `[${members}]`;
}

function rangesText(ranges: Ranges): string {
  return ranges.map(([low, high]) => (low === high ? character(low) : `${character(low)}-${character(high)}`)).join('');
}

function character(codePoint: number): string {
  const isPlain = (codePoint >= 0x30 && codePoint <= 0x39) || (codePoint >= 0x41 && codePoint <= 0x5a) || (codePoint >= 0x61 && codePoint <= 0x7a);
  return isPlain ? String.fromCodePoint(codePoint) : `\\x{${codePoint.toString(16).toUpperCase()}}`;
}
