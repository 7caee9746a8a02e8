import { ambiguityOf } from './ambiguity.js';
import { describeAttack, proveAttack } from './attack.js';
import { buildAutomaton, OutOfWork, type Meter } from './automaton.js';
import { LARGE_COUNT, parsePattern, type ParsedPattern } from './tree.js';
import type { Verdict } from './verdict.js';
import { describeThrown } from '../../thrown.js';

/** The most work the syntactic pass spends on one pattern before leaving it to recheck. */
export const SYNTACTIC_UNITS_PER_PATTERN = 50_000;

/**
 * The first tier of ReDoS analysis, without recheck: parses the pattern (regexpp, `u` flag),
 * builds the automaton a backtracking search explores and measures its ambiguity. Sound both
 * ways: `safe` only when no input makes the search super-linear; `vulnerable` only with an attack
 * proven to match nowhere. A counted repeat of {@link LARGE_COUNT} or more is also read as
 * unbounded: exponential so (`^(?:a|a){1,30}$`), the pattern is, to its counts; without any
 * ambiguity so, it is safe however large its counts. Lookarounds, backreferences, word boundaries
 * in an attack, other huge counted repeats and anything past {@link SYNTACTIC_UNITS_PER_PATTERN}
 * are `undecided`.
 *
 * `meter` is asked for every unit of work; when it refuses, the verdict is `undecided` with the
 * reason `budget` (not a fact about the pattern, so not to be cached).
 *
 * @example
 * ```ts
 * analyseSyntactically('^[a-z]+-[0-9]+$', () => true); // { status: 'safe', tier: 'syntactic' }
 * analyseSyntactically('^(a|a)*$', () => true).status; // 'vulnerable'
 * ```
 */
export function analyseSyntactically(pattern: string, meter: Meter): Verdict {
  let spent = 0;
  let refused = false;
  const bounded: Meter = (units) => {
    spent += units;
    if (spent > SYNTACTIC_UNITS_PER_PATTERN) return false;
    if (!meter(units)) return !(refused = true);
    return true;
  };
  const parsed = parsePattern(pattern);
  if (parsed.largeCounts) {
    // Large counted repeats read as unbounded first, which costs little: exponential so, the
    // pattern is to its counts; without any ambiguity so, none written out to the counts either.
    const relaxed = parsePattern(pattern, LARGE_COUNT);
    const loose = relaxed.ok ? analyse(relaxed, bounded, () => refused) : undefined;
    if (loose !== undefined && ((loose.status === 'vulnerable' && loose.complexity === 'exponential') || loose.status === 'safe')) return loose;
    if (refused) return { status: 'undecided', tier: 'syntactic', reason: 'budget' };
  }
  return parsed.ok ? analyse(parsed, bounded, () => refused) : { status: 'undecided', tier: 'syntactic', reason: parsed.reason };
}

function analyse(parsed: Extract<ParsedPattern, { ok: true }>, bounded: Meter, wasRefused: () => boolean): Verdict {
  try {
    if (!bounded(parsed.atoms.length)) throw new OutOfWork();
    const automaton = buildAutomaton(parsed.root, parsed.atoms, bounded);
    const ambiguity = ambiguityOf(automaton, bounded);
    if (ambiguity.kind === 'none') return { status: 'safe', tier: 'syntactic' };
    if (parsed.hasWordBoundary) return { status: 'undecided', tier: 'syntactic', reason: 'a word boundary in an ambiguous pattern' };
    const attack = proveAttack(automaton, ambiguity, bounded);
    if (attack === undefined) return { status: 'undecided', tier: 'syntactic', reason: 'an ambiguity without a proven failing continuation' };
    const repeats = ambiguity.kind === 'exponential' ? 30 : Math.max(1, Math.ceil(10_000 / attack.pump.length));
    return { status: 'vulnerable', tier: 'syntactic', complexity: ambiguity.kind, ...(ambiguity.degree === undefined ? {} : { degree: ambiguity.degree }), attack: describeAttack(attack, repeats) };
  } catch (thrown) {
    if (wasRefused()) return { status: 'undecided', tier: 'syntactic', reason: 'budget' };
    if (thrown instanceof OutOfWork || thrown instanceof RangeError) return { status: 'undecided', tier: 'syntactic', reason: 'too costly for the syntactic pass' };
    // A bug here must cost a verdict, never the vet.
    return { status: 'undecided', tier: 'syntactic', reason: `the syntactic pass failed (${describeThrown(thrown)})` };
  }
}
