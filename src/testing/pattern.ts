import type { AST } from '@eslint-community/regexpp';
import fc from 'fast-check';
import { parsedOrNone } from '../validators/linear-pattern.js';
import { characterArbitrary, rangesOf } from './code-points.js';

/** Strings a pattern matches, and how many characters they hold at least and at most. */
export interface PatternStrings {
  readonly arb: fc.Arbitrary<string>;
  readonly least: number;
  readonly most: number;
}

/** What {@link patternStrings} found: the strings, or that no string matches (`why` says where). */
export type PatternResult = { readonly kind: 'strings'; readonly strings: PatternStrings } | { readonly kind: 'none'; readonly why: string } | { readonly kind: 'unread' };

// An unanchored end gets at most this many characters of its own.
const MAX_AFFIX = 5;

/**
 * Strings matching `pattern` (as Ajv compiles it, with the `u` flag), built from the parsed pattern
 * with every class a bounded draw over its code points: fast-check's `stringMatching` filters
 * printable ASCII for a negated class, without end when the class holds none (`[^\x00-\x7F]`).
 * A repeat gets at most `slack` more than its least count, halved until the longest string fits
 * `budget` characters. `none` when no string matches (`[^\s\S]`); `unread` for what it cannot generate
 * (a backreference, a pattern it cannot parse), which the caller generates otherwise.
 * Lookarounds and word boundaries are left to the place's check.
 */
export function patternStrings(pattern: string, slack: number, budget: number): PatternResult {
  const parsed = parsedOrNone(pattern);
  if (parsed === undefined) return { kind: 'unread' };
  let reading: Reading;
  try {
    reading = { shared: new Map(), slack, budget };
    let built = topLevel(reading, parsed);
    while (built !== undefined && built.most > budget && reading.slack > 0) {
      reading = { shared: reading.shared, slack: Math.floor(reading.slack / 2), budget };
      built = topLevel(reading, parsed);
    }
    return built === undefined ? { kind: 'none', why: reading.impossible ?? 'no string matches it' } : { kind: 'strings', strings: built };
  } catch (error) {
    if (error instanceof RangeError) return { kind: 'unread' };
    throw error;
  }
}

interface Reading {
  /** Each class's draw, made once for all the rebuilds. */
  readonly shared: Map<AST.Node, ReturnType<typeof characterArbitrary>>;
  readonly slack: number;
  /** Past it, a repeat is counted, not built: the caller refuses a pattern whose least is past it. */
  readonly budget: number;
  impossible?: string;
}

const EMPTY: PatternStrings = { arb: fc.constant(''), least: 0, most: 0 };
const AFFIX: PatternStrings = { arb: fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.string({ maxLength: MAX_AFFIX }) }), least: 0, most: MAX_AFFIX };

// An unanchored side of an alternative may have anything before or after what it matches.
function topLevel(reading: Reading, pattern: AST.Pattern): PatternStrings | undefined {
  return either(
    pattern.alternatives.map((alternative) => {
      const body = sequence(reading, alternative.elements);
      if (body === undefined) return undefined;
      const start = hasAssertion(alternative, 'start') ? [] : [AFFIX];
      const end = hasAssertion(alternative, 'end') ? [] : [AFFIX];
      return joined([...start, body, ...end]);
    }),
  );
}

function sequence(reading: Reading, elements: readonly AST.Element[]): PatternStrings | undefined {
  const parts: PatternStrings[] = [];
  for (const element of elements) {
    const part = node(reading, element);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  return joined(parts);
}

function node(reading: Reading, element: AST.Element): PatternStrings | undefined {
  switch (element.type) {
    case 'Assertion':
      return EMPTY;
    case 'Group':
    case 'CapturingGroup':
      return either(element.alternatives.map((alternative) => sequence(reading, alternative.elements)));
    case 'Quantifier':
      return repeated(reading, element);
    case 'Character':
    case 'CharacterClass':
    case 'CharacterSet':
      return character(reading, element);
    default:
      throw new RangeError(`a ${element.type}`);
  }
}

function character(reading: Reading, element: AST.Character | AST.CharacterClass | AST.CharacterSet): PatternStrings | undefined {
  if (!reading.shared.has(element)) reading.shared.set(element, characterArbitrary(rangesOf(element)));
  const arb = reading.shared.get(element);
  if (arb === undefined) {
    reading.impossible ??= `${element.raw} matches no character`;
    return undefined;
  }
  return { arb, least: 1, most: 1 };
}

function repeated(reading: Reading, quantifier: AST.Quantifier): PatternStrings | undefined {
  const item = node(reading, quantifier.element);
  if (item === undefined) return quantifier.min === 0 ? EMPTY : undefined;
  const least = quantifier.min * item.least;
  if (least > reading.budget) return { arb: EMPTY.arb, least, most: least };
  const max = quantifier.min + Math.min(quantifier.max - quantifier.min, reading.slack);
  if (max === 0) return EMPTY;
  return {
    arb: fc.array(item.arb, { minLength: quantifier.min, maxLength: max }).map((parts) => parts.join('')),
    least,
    most: max * item.most,
  };
}

function joined(parts: readonly PatternStrings[]): PatternStrings {
  if (parts.length === 1) return parts[0] as PatternStrings;
  return {
    arb: fc.tuple(...parts.map((part) => part.arb)).map((texts) => texts.join('')),
    least: parts.reduce((total, part) => total + part.least, 0),
    most: parts.reduce((total, part) => total + part.most, 0),
  };
}

function either(options: readonly (PatternStrings | undefined)[]): PatternStrings | undefined {
  const possible = options.filter((option): option is PatternStrings => option !== undefined);
  if (possible.length <= 1) return possible[0];
  return {
    arb: fc.oneof(...possible.map((option) => option.arb)),
    least: Math.min(...possible.map((option) => option.least)),
    most: Math.max(...possible.map((option) => option.most)),
  };
}

// `^` or `$` anywhere in the alternative: without the `m` flag either pins that end of the string.
function hasAssertion(node: AST.Alternative, kind: 'start' | 'end'): boolean {
  const pending: AST.Node[] = [...node.elements];
  while (pending.length > 0) {
    const next = pending.pop() as AST.Node;
    if (next.type === 'Assertion' && next.kind === kind) return true;
    if (next.type === 'Group' || next.type === 'CapturingGroup') for (const alternative of next.alternatives) pending.push(...alternative.elements);
    if (next.type === 'Quantifier') pending.push(next.element);
  }
  return false;
}
