import { waysToTry } from '../schema-checks/redos/choices.js';
import { mayBeSuperLinear, verdictOf } from '../schema-checks/redos/index.js';
import { cachedVerdict } from '../schema-checks/redos/verdict.js';
import { parsedOrNone } from './linear-pattern.js';
import { anchoredAtStart } from './linear-size.js';

/**
 * The most ways a backtracking engine may try one pass through a pattern's choices (each
 * unbounded repeat's body once): what a match may cost a character at most, for a pattern whose
 * choices never multiply from one repetition to the next.
 */
export const MAX_NATIVE_CHOICES = 64;

/**
 * Whether native `RegExp` matches `pattern` (the `u` flag) in time linear in the input, with a
 * small constant, by issue 8's syntactic ReDoS pass: it is anchored at its start (so a search
 * makes one attempt, not one per position), the pass calls it `safe` (its automaton has no
 * ambiguity a backtracking search could pay for over and over: sound, and held to recheck on
 * fuzzed patterns), and one pass through its choices has at most {@link MAX_NATIVE_CHOICES} ways
 * (the pass judges the input's length, not a pattern's own size: `^(?:a|b)(?:a|b)…$`, 2^n ways
 * and no repeat, is linear to it). Such ordinary patterns as `^[^@\s]+@example\.com$`,
 * `^(?:[a-z0-9-]+\.)+[a-z]{2,}$`, `^\p{L}+$` or `^(?:GET|POST)$` then cost what Ajv's own do.
 * Verdicts are the vet's, cached per pattern; a pattern with a repeat read as unbounded that the
 * vet left undecided (its budget ran out) stays on re2js.
 *
 * @example
 * ```ts
 * safeNatively('^(?:[a-z0-9-]+\\.)+[a-z]{2,}$'); // → true
 * safeNatively('^(a|a)*$'); // → false (exponential)
 * safeNatively('(?:[a-z0-9-]+\\.)+[a-z]{2,}'); // → false (not anchored)
 * ```
 */
export function safeNatively(pattern: string): boolean {
  const parsed = parsedOrNone(pattern);
  // One pass through its choices: an unbounded repeat's body once, taken or left (the pass rules out that repetitions multiply).
  if (parsed === undefined || !anchoredAtStart(parsed) || waysToTry(parsed, MAX_NATIVE_CHOICES, (body) => 2 * body) > MAX_NATIVE_CHOICES) return false;
  // The vet analyses each pattern with a repeat read as unbounded, within its budget: one it left
  // undecided stays on re2js rather than make the compile pay for it. One without, the pass decides at once.
  if (cachedVerdict(pattern) === undefined && mayBeSuperLinear(pattern)) return false;
  const verdict = verdictOf(pattern);
  // Only the syntactic pass is sound: recheck's verdict is a search's, which can miss.
  return verdict.tier === 'syntactic' && verdict.status === 'safe';
}
