import fc from 'fast-check';

// A small grammar of the constructs whose interplay makes ReDoS: literals and classes that
// overlap or not, groups, alternations, quantifiers, word boundaries.
const atom = fc.constantFrom('a', 'b', '[ab]', '[a-c]', '\\d', '.', '[^a]', '\\s', '\\w');
const quantifier = fc.constantFrom('', '', '*', '+', '?', '{1,3}', '{2,}');

/** Pattern bodies of that grammar, without anchors. */
export const redosBody: fc.Arbitrary<string> = fc.letrec<{ term: string; sequence: string }>((tie) => ({
  term: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(atom, quantifier).map(([a, q]) => a + q),
    fc.constant('\\b'),
    fc.tuple(fc.array(tie('sequence'), { minLength: 1, maxLength: 3 }), quantifier).map(([alternatives, q]) => `(?:${alternatives.join('|')})${q}`),
  ),
  sequence: fc.array(tie('term'), { minLength: 1, maxLength: 3 }).map((terms) => terms.join('')),
})).sequence;
