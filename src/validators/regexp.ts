import { requireLazily } from '../runtime/lazy-require.js';
import { joinPointer, type Issue } from '../issue.js';
import { eachPattern } from '../schema-checks/patterns.js';
import { walkSubschemas } from '../schema-checks/walk.js';
import { isProvablyLinear, splitLargeRepeats } from './linear-pattern.js';

interface Re2 {
  test(input: string): boolean;
}
type Re2Module = { RE2JS: { compile(pattern: string): Re2 } };
let re2: Re2Module['RE2JS'] | undefined;

/** What Ajv needs of a pattern object: `test`, and a `toString` naming the pattern (Ajv caches patterns by it). */
export interface PatternMatcher {
  test(input: string): boolean;
  toString(): string;
}

/**
 * Ajv's `code.regExp` with linear-time matching: a pattern {@link isProvablyLinear} calls linear
 * runs on native `RegExp` (no cost over Ajv's own); any other runs on re2js, a linear-time engine,
 * so no pattern can take more than time proportional to its input, whatever a model sends.
 * ECMAScript escapes RE2 spells differently (`\u0041`, `\u{1F600}`) are translated, and repeat
 * counts over re2's limit of 1,000 are split exactly (`x{1,2000}` is `x{1,1000}x{0,1000}`).
 */
export function linearRegExp(pattern: string, flags: string): PatternMatcher {
  if (isProvablyLinear(pattern)) return new RegExp(pattern, flags);
  re2 ??= (requireLazily('re2js') as Re2Module).RE2JS;
  const compiled = re2.compile(toRe2Syntax(splitLargeRepeats(pattern)));
  return { test: (input) => compiled.test(input), toString: () => `/${pattern}/${flags}` };
}

/**
 * Every `pattern` and `patternProperties` key the linear-time engine cannot run (lookaround,
 * backreferences: they need backtracking), as `validator/pattern-needs-backtracking` issues.
 */
export function findBacktrackingPatterns(schema: unknown, basePointer: string): Issue[] {
  const issues: Issue[] = [];
  walkSubschemas(schema, (subschema, place) =>
    eachPattern(subschema, (pattern, tokens) => {
      try {
        linearRegExp(pattern, 'u');
      } catch (error) {
        issues.push({
          code: 'validator/pattern-needs-backtracking',
          severity: 'error',
          pointer: basePointer + joinPointer(place.pointer(), ...tokens),
          message: `The pattern ${JSON.stringify(pattern)} cannot run on the linear-time engine (${(error as Error).message.replace(/^error parsing regexp: /, '')}); only a backtracking engine, which a model's input could make run for seconds, takes it.`,
          hint: "Rewrite it without lookaround, backreferences or binary Unicode properties, or compile with { regExp: 'native' } for a source you trust.",
        });
      }
    }),
  );
  return issues;
}

// ECMAScript's long General_Category names; RE2 knows only the short ones.
const CATEGORIES: Record<string, string> = {
  Letter: 'L', Uppercase_Letter: 'Lu', Lowercase_Letter: 'Ll', Titlecase_Letter: 'Lt', Modifier_Letter: 'Lm', Other_Letter: 'Lo',
  Mark: 'M', Combining_Mark: 'M', Nonspacing_Mark: 'Mn', Spacing_Mark: 'Mc', Enclosing_Mark: 'Me',
  Number: 'N', Decimal_Number: 'Nd', digit: 'Nd', Letter_Number: 'Nl', Other_Number: 'No',
  Punctuation: 'P', punct: 'P', Connector_Punctuation: 'Pc', Dash_Punctuation: 'Pd', Open_Punctuation: 'Ps', Close_Punctuation: 'Pe', Initial_Punctuation: 'Pi', Final_Punctuation: 'Pf', Other_Punctuation: 'Po',
  Symbol: 'S', Math_Symbol: 'Sm', Currency_Symbol: 'Sc', Modifier_Symbol: 'Sk', Other_Symbol: 'So',
  Separator: 'Z', Space_Separator: 'Zs', Line_Separator: 'Zl', Paragraph_Separator: 'Zp',
  Other: 'C', Control: 'Cc', cntrl: 'Cc', Format: 'Cf', Surrogate: 'Cs', Private_Use: 'Co', Unassigned: 'Cn',
};

// ECMAScript spellings RE2 writes differently: `\u0041` and `\u{1F600}` are `\x{…}`; `\p{Letter}`,
// `\p{gc=Lu}` and `\p{Script=Greek}` are `\p{L}`, `\p{Lu}` and `\p{Greek}`.
function toRe2Syntax(pattern: string): string {
  return pattern
    .replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})/g, (_match, braced: string | undefined, plain: string | undefined) => `\\x{${braced ?? plain}}`)
    .replace(/\\([pP])\{(?:(?:General_Category|gc|Script|sc|Script_Extensions|scx)=)?([A-Za-z_]+)\}/g, (_match, sign: string, name: string) => `\\${sign}{${CATEGORIES[name] ?? name}}`);
}
