import type { AST } from '@eslint-community/regexpp';
import fc from 'fast-check';
import { DIGIT, LINE_TERMINATORS, maybeNegate, normalize, SPACE, WORD, type Ranges } from '../char-ranges.js';
import { propertyRanges } from '../validators/unicode-property.js';

const SURROGATES: Ranges = [[0xd800, 0xdfff]];
const PRINTABLE_ASCII: Ranges = [[0x20, 0x7e]];
const BMP: Ranges = [[0, 0xffff]];

/** The code points a character, class or set escape of a pattern matches (the `u` flag, without `i`, as Ajv compiles it). */
export function rangesOf(node: AST.Character | AST.CharacterClass | AST.CharacterSet | AST.CharacterClassRange): Ranges {
  switch (node.type) {
    case 'Character':
      return [[node.value, node.value]];
    case 'CharacterClassRange':
      return [[node.min.value, node.max.value]];
    case 'CharacterSet':
      if (node.kind === 'any') return maybeNegate(LINE_TERMINATORS, true);
      if (node.kind === 'property') {
        if (node.strings) throw new RangeError('a property of strings');
        return maybeNegate(normalize(propertyRanges(`\\p${node.raw.slice(2)}`)), node.negate);
      }
      return maybeNegate(node.kind === 'digit' ? DIGIT : node.kind === 'word' ? WORD : SPACE, node.negate);
    case 'CharacterClass': {
      const members: (readonly [number, number])[] = [];
      for (const element of node.elements) {
        if (element.type !== 'Character' && element.type !== 'CharacterClassRange' && element.type !== 'CharacterSet') throw new RangeError(`a class member ${element.type}`);
        members.push(...rangesOf(element));
      }
      return maybeNegate(normalize(members), node.negate);
    }
  }
}

/**
 * One character drawn from the ranges, or undefined when they hold none: a bounded draw (an index
 * into the set), never a filter, so a class of only non-ASCII characters costs what any class does.
 * Mostly printable ASCII, then the BMP, where the set has some; lone surrogates only when it has
 * nothing else.
 */
export function characterArbitrary(ranges: Ranges): fc.Arbitrary<string> | undefined {
  const withoutSurrogates = intersect(ranges, maybeNegate(SURROGATES, true));
  const drawable = withoutSurrogates.length > 0 ? withoutSurrogates : ranges;
  if (drawable.length === 0) return undefined;
  const tiers: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [];
  let covered = 0;
  for (const [weight, within] of [[8, PRINTABLE_ASCII], [3, BMP]] as const) {
    const part = intersect(drawable, within);
    if (count(part) > covered) tiers.push({ weight, arbitrary: drawFrom(part) });
    covered = Math.max(covered, count(part));
  }
  if (count(drawable) > covered) tiers.push({ weight: 1, arbitrary: drawFrom(drawable) });
  return tiers.length === 1 ? (tiers[0] as { arbitrary: fc.Arbitrary<string> }).arbitrary : fc.oneof(...tiers);
}

function drawFrom(ranges: Ranges): fc.Arbitrary<string> {
  // Where each range starts among the set's code points, for a binary search per draw.
  const starts: number[] = [];
  let total = 0;
  for (const [low, high] of ranges) {
    starts.push(total);
    total += high - low + 1;
  }
  return fc.integer({ min: 0, max: total - 1 }).map((index) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] as number) <= index) low = middle;
      else high = middle - 1;
    }
    return String.fromCodePoint((ranges[low] as readonly [number, number])[0] + index - (starts[low] as number));
  });
}

function count(ranges: Ranges): number {
  return ranges.reduce((total, [low, high]) => total + high - low + 1, 0);
}

function intersect(a: Ranges, b: Ranges): Ranges {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as readonly [number, number];
    const y = b[j] as readonly [number, number];
    const low = Math.max(x[0], y[0]);
    const high = Math.min(x[1], y[1]);
    if (low <= high) out.push([low, high]);
    if (x[1] < y[1]) i++;
    else j++;
  }
  return out;
}
