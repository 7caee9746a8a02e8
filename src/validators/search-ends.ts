import type { AST } from '@eslint-community/regexpp';
import { parsedOrNone } from './linear-pattern.js';

/**
 * The pattern with each repeat at an unanchored end of a top-level alternative cut to its least
 * count: a test that finds `x{m,n}R` anywhere finds `x{m}R` (it starts where the last `m` copies
 * do), and one that finds `Rx{m,n}` finds `Rx{m}` (its start); what an assertion inside looks at
 * is the input, which does not move. So `test` answers the same for every input, and the
 * linear-time engine no longer follows a thread from every position through every count:
 * `[a-z]{1,3000}$` took re2js 450 ms on a 2,000-character string, and is `[a-z]{1}$`. The cut
 * stops at the first element that is no repeat (an assertion such as `^`, `$` or `\b`, a
 * character) or that must match at least once. A pattern that does not parse, or would not once
 * cut, is returned as it is.
 *
 * @example
 * ```ts
 * trimSearchEnds('[a-z]{2,300}-\\d+'); // → '[a-z]{2}-\\d{1}'
 * trimSearchEnds('.*secret.*'); // → 'secret'
 * trimSearchEnds('^[a-z]{1,300}$'); // → '^[a-z]{1,300}$'
 * ```
 */
export function trimSearchEnds(pattern: string): string {
  const parsed = parsedOrNone(pattern);
  if (parsed === undefined) return pattern;
  const trimmedPattern = parsed.alternatives.map((alternative) => trimmed(alternative.elements, pattern)).join('|');
  // A backreference to a group cut away would not parse: such a pattern is refused as it is written.
  return parsedOrNone(trimmedPattern) === undefined ? pattern : trimmedPattern;
}

function trimmed(elements: readonly AST.Element[], source: string): string {
  let start = 0;
  let end = elements.length;
  let head = '';
  let tail = '';
  for (; start < end; start++) {
    const element = elements[start] as AST.Element;
    if (element.type !== 'Quantifier') break;
    if (element.min > 0) {
      head = leastCopies(element);
      start++;
      break;
    }
  }
  for (; end > start; end--) {
    const element = elements[end - 1] as AST.Element;
    if (element.type !== 'Quantifier') break;
    if (element.min > 0) {
      tail = leastCopies(element);
      end--;
      break;
    }
  }
  const middle = start < end ? source.slice((elements[start] as AST.Element).start, (elements[end - 1] as AST.Element).end) : '';
  return head + middle + tail;
}

function leastCopies(repeat: AST.Quantifier): string {
  return `${repeat.element.raw}{${repeat.min}}`;
}
