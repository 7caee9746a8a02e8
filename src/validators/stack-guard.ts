import type { AST } from '@eslint-community/regexpp';
import type { PatternMatcher } from './regexp.js';
import { compileLinear, type LinearMatcher } from './re2-syntax.js';

/**
 * Whether native `RegExp` may overflow its backtracking stack on a long input: the pattern repeats
 * a group. V8 pushes an entry for each repetition of a group it may have to undo, and throws a
 * `RangeError` past its stack's size (`^(?:a|b)+$` against ten million characters; a few million
 * for some shapes); a repeated character or class is a loop that pushes none (`^[a-z]+$` is safe
 * at any length).
 */
export function repeatsAGroup(node: AST.Node): boolean {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives.some(repeatsAGroup);
    case 'Assertion':
      return 'alternatives' in node && node.alternatives.some(repeatsAGroup);
    case 'Alternative':
      return node.elements.some(repeatsAGroup);
    case 'Quantifier':
      return (node.max > 1 && (node.element.type === 'Group' || node.element.type === 'CapturingGroup')) || repeatsAGroup(node.element);
    default:
      return false;
  }
}

/**
 * Native `RegExp` for a pattern proven to match in linear time, which answers on the linear-time
 * engine the one input whose match overflows its backtracking stack. The match is still linear
 * there (re2js), within the call's budget of steps, so a long string gets its answer (or
 * `call/too-large`), never `call/validator-failed`. `source` is what runs natively (the pattern
 * itself, or it with its unanchored ends cut); `pattern` is what the engine compiles and what the
 * matcher is named by.
 */
export class StackGuardedPattern implements PatternMatcher {
  readonly #native: RegExp;
  #linear: LinearMatcher | undefined;

  constructor(
    readonly pattern: string,
    source: string,
    readonly flags: string,
  ) {
    this.#native = new RegExp(source, flags);
  }

  test(input: string): boolean {
    try {
      return this.#native.test(input);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return this.#fallback(error).test(input);
    }
  }

  toString(): string {
    return `/${this.pattern}/${this.flags}`;
  }

  #fallback(overflow: RangeError): LinearMatcher {
    try {
      this.#linear ??= compileLinear(this.pattern);
    } catch {
      // A pattern the linear engine cannot take (it needs lookaround, say) keeps the overflow.
      throw overflow;
    }
    return this.#linear;
  }
}
