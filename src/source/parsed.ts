import { MAX_NESTING } from './tree.js';

/** What a quick look at a tree `JSON.parse` made found. */
export interface ParsedSurvey {
  /** Object keys in the tree, for the duplicate-key check. */
  readonly keys: number;
  /** False when one of the checks `readTree` makes could report something: it must then read the tree itself. */
  readonly clean: boolean;
}

/**
 * Counts the keys of a tree `JSON.parse` made and looks for anything `readTree` would report on
 * it: a string or key that is not well-formed UTF-16 (looked at only when `stringsMayBeIllFormed`:
 * the text itself was not, or escapes a surrogate), a number past the safe integers (anywhere: the
 * survey does not tell schemas apart, `readTree` does), a `__proto__` key, an object with more than
 * `maxProperties` keys, nesting past {@link MAX_NESTING}. The tree is JSON.parse's own, so it holds
 * no cycle, getter or value JSON has no form for, and needs no copy: a clean tree is trusted as
 * it is, and the survey costs one walk without a path, a set of ancestors or an issue.
 */
export function surveyParsed(tree: unknown, maxProperties: number, stringsMayBeIllFormed: boolean): ParsedSurvey {
  const survey = new Survey(maxProperties, stringsMayBeIllFormed);
  const clean = survey.clean(tree, 0);
  return { keys: survey.keys, clean };
}

class Survey {
  keys = 0;

  constructor(
    private readonly maxProperties: number,
    private readonly checkStrings: boolean,
  ) {}

  clean(value: unknown, depth: number): boolean {
    if (typeof value === 'string') return !this.checkStrings || value.isWellFormed();
    if (typeof value === 'number') return Math.abs(value) <= Number.MAX_SAFE_INTEGER;
    if (value === null || typeof value !== 'object') return true;
    if (depth >= MAX_NESTING) return false;
    if (Array.isArray(value)) {
      for (const element of value) if (!this.clean(element, depth + 1)) return false;
      return true;
    }
    const keys = Object.keys(value);
    this.keys += keys.length;
    if (keys.length > this.maxProperties) return false;
    for (const key of keys) {
      if (key === '__proto__' || (this.checkStrings && !key.isWellFormed())) return false;
      if (!this.clean((value as Record<string, unknown>)[key], depth + 1)) return false;
    }
    return true;
  }
}

// An escape of a surrogate (`\uD800`–`\uDFFF`): paired or not, its strings are looked at one by one.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** Whether the strings `JSON.parse` makes of `text` may hold a lone surrogate. */
export function mayHoldLoneSurrogates(text: string): boolean {
  return !text.isWellFormed() || (text.includes('\\u') && SURROGATE_ESCAPE.test(text));
}
