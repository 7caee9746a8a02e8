import { requireLazily } from '../../runtime/lazy-require.js';

type Re2 = { compile(pattern: string): { test(input: string): boolean } };
let re2: Re2 | undefined;

/**
 * Whether `text` matches a schema's `pattern`, run on re2js (linear time, whatever the pattern),
 * or `undefined` when the linear engine cannot run the pattern as ECMAScript means it (lookaround,
 * backreferences, `\u` and `\p` escapes, which RE2 spells otherwise): a manifest's pattern must
 * never decide how long a vet takes.
 */
export function matchesLinear(pattern: string, text: string): boolean | undefined {
  if (/\\[upPkc]/.test(pattern)) return undefined;
  re2 ??= (requireLazily('re2js') as { RE2JS: Re2 }).RE2JS;
  try {
    return re2.compile(pattern).test(text);
  } catch {
    return undefined;
  }
}
