import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { compileLinear } from '../../src/validators/re2-syntax.js';
import { SUITE_DIALECTS, suiteGroups } from '../corpora/test-suite.js';
import { mcpTool } from '../fixtures.js';

// The linear-time engine must match what ECMAScript's RegExp (the `u` flag, as JSON Schema says)
// matches: fuzzed patterns over every construct RE2 can run, on fuzzed strings of the characters
// where the two syntaxes part (Unicode's spaces, the line terminators, astral letters).

const seed = Number(process.env.FUZZ_SEED ?? 20261201);
const ALPHABET = ['a', 'b', 'A', 'Z', '1', '9', '_', '-', '.', ' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u1680', '\u2028', '\u2029', '\u3000', '\ufeff', 'é', 'Ω', 'ж', '٣', '😀', '𝒜'];

const linear = compileLinear;

const literal = fc.constantFrom('a', 'b', 'Z', '1', '_', '-', '\\.', ' ', '\\t', '\\n', '\\r', '\\u00e9', '\\u{1F600}', 'Ω', '\\x41', '\\/');
const set = fc.constantFrom('.', '\\s', '\\S', '\\d', '\\D', '\\w', '\\W', '\\p{L}', '\\P{Lu}', '\\p{Letter}', '\\p{Script=Greek}', '\\p{Nd}');
const classMember = fc.oneof(literal, fc.constantFrom('\\s', '\\S', '\\d', '\\W', '\\p{L}', 'a-z', 'A-Z', '0-9', '\\u00a0-\\u3000', '.', '\\-'));
const characterClass = fc.tuple(fc.boolean(), fc.array(classMember, { minLength: 1, maxLength: 3 })).map(([negate, members]) => `[${negate ? '^' : ''}${members.join('')}]`);
const { pattern } = fc.letrec((tie) => ({
  atom: fc.oneof({ depthSize: 'small' }, literal, set, characterClass, tie('group')),
  group: tie('alternation').chain((inner) => fc.constantFrom(`(?:${inner})`, `(${inner})`)),
  quantified: fc.tuple(tie('atom'), fc.constantFrom('', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?', '{1,2}?')).map(([atom, quantifier]) => `${atom}${quantifier}`),
  sequence: fc.array(tie('quantified'), { minLength: 1, maxLength: 4 }).map((items) => items.join('')),
  alternation: fc.array(tie('sequence'), { minLength: 1, maxLength: 2 }).map((items) => items.join('|')),
  pattern: fc.tuple(fc.constantFrom('', '^'), tie('alternation'), fc.constantFrom('', '$', '\\b')).map(([start, body, end]) => `${start}${body}${end}`),
}));
// The grammar can join a `-` and a set into what ECMAScript refuses (`[a-\s]`): only patterns it takes are compared.
const validPattern = pattern.filter((source) => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
});
const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 6 }).map((characters) => characters.join(''));

describe('RE2 syntax means what the ECMAScript pattern means', () => {
  test('fuzzed patterns on fuzzed strings: the same matches as RegExp with the u flag', () => {
    fc.assert(
      fc.property(validPattern, fc.array(text, { minLength: 8, maxLength: 8 }), (source, inputs) => {
        const native = new RegExp(source, 'u');
        const matcher = linear(source);
        for (const input of inputs) expect(matcher.test(input), `${source} on ${JSON.stringify(input)}`).toBe(native.test(input));
      }),
      { seed, numRuns: 1_500 },
    );
  });

  test.each([
    ['\\s takes in Unicode’s spaces', '^\\s+$', '\u00a0\u3000\ufeff', true],
    ['. leaves out every line terminator', '^.$', '\u2028', false],
    ['. takes one astral character', '^.$', '😀', true],
    ['\\S inside a class', '^[\\Sa]+$', 'ab😀', true],
    ['\\S inside a class leaves out Unicode’s spaces', '^[\\Sa]+$', '\u00a0', false],
    ['an empty class matches nothing', '^[]$', 'a', false],
    ['[^] matches anything', '^[^]$', '\n', true],
    ['a long General_Category name', '^\\p{Uppercase_Letter}$', 'Ω', true],
    // Found by an attacker: RE2 read Script_Extensions as Script, and refused short script names and binary properties.
    ['Script_Extensions is not Script', '^\\p{Script_Extensions=Greek}$', '\u0342', true],
    ['a short script name', '^\\p{sc=Grek}$|^qqqqq$', 'α', true],
    ['a short script name, not a match', '^\\p{Script=Latn}+$|^qqqqq$', 'αβ', false],
    ['a binary property', '^\\p{Alphabetic}+$|^qqqqq$', 'abcé', true],
    ['a negated script inside a class', '^[\\P{scx=Greek}]$|^qqqqq$', 'α', false],
    ['an emoji property, astral', '^\\p{Emoji_Presentation}$|^qqqqq$', '😀', true],
  ])('%s', (_, source, input, matches) => {
    expect(new RegExp(source, 'u').test(input)).toBe(matches);
    expect(linear(source).test(input)).toBe(matches);
  });

  test.each([
    ['lookahead', 'a(?=b)', /lookaround/],
    ['lookbehind', '(?<=a)b', /lookaround/],
    ['a backreference', '(a)\\1', /backreferences/],
  ])('%s needs backtracking: it is refused', (_, source, message) => {
    expect(() => linear(source)).toThrow(message);
  });
});

// The suite's optional ECMAScript-regex cases, through the public validators on the default linear engine.
const regexGroups = SUITE_DIALECTS.flatMap(({ folder, uri }) =>
  suiteGroups(folder, { optional: true })
    .filter((group) => group.file.endsWith('ecmascript-regex.json') || group.file.endsWith('non-bmp-regex.json'))
    .filter((group) => !JSON.stringify(group.schema).includes('"format"'))
    .map((group) => ({ ...group, folder, uri })),
);

test.each(regexGroups.map((group) => [`${group.folder} ${group.description}`, group] as const))('the suite’s %s', (_, group) => {
  const schema = typeof group.schema === 'object' && group.schema !== null ? { $schema: group.uri, ...(group.schema as object) } : group.schema;
  const { input } = compileToolValidators(mcpTool({ input: schema }), { rules: { 'schema/input-not-object': 'off' } });
  for (const { data, valid, description } of group.tests) expect(input(data).valid, description).toBe(valid);
});
