import { compileLinear } from '../../validators/re2-syntax.js';

/**
 * Whether `text` matches a schema's `pattern`, run on re2js (linear time, whatever the pattern)
 * with ECMAScript's meaning, or `undefined` when the linear engine cannot run the pattern
 * (lookaround, backreferences): a manifest's pattern must never decide how long a vet takes.
 */
export function matchesLinear(pattern: string, text: string): boolean | undefined {
  try {
    return compileLinear(pattern).test(text);
  } catch {
    return undefined;
  }
}
