import { joinPointer, type Issue, type Severity } from '../../issue.js';
import { DEFAULT_LIMITS } from '../../limits.js';
import { defaultAllowance, VetBudget } from '../../source/budget.js';
import { eachPattern, patternProblem } from '../patterns.js';
import { walkSubschemas, type SubschemaVisitor } from '../walk.js';
import type { Meter } from './automaton.js';
import { analyseSyntactically } from './syntactic.js';
import { LARGE_COUNT } from './tree.js';
import { choicesOf, MAX_CHOICES } from './choices.js';
import { cachedVerdict, cacheVerdict, type Verdict } from './verdict.js';

// Without an unbounded repeat the automaton has no cycle, so every attempt is bounded: linear. A
// counted repeat of LARGE_COUNT or more is analysed as unbounded too (`^(?:a|a){1,30}$` takes a
// backtracking engine seconds on 28 characters), so it is no proof of linearity.
const UNBOUNDED_REPEAT = /[*+]|\{\d+,\}/;
const COUNTED_REPEAT = /\{(?:\d+,)?(\d+)\}/g;

/** Whether a pattern has a repeat the ReDoS analysis reads as unbounded: without one, every attempt is bounded. */
export function mayBeSuperLinear(pattern: string): boolean {
  if (UNBOUNDED_REPEAT.test(pattern)) return true;
  for (const [, count] of pattern.matchAll(COUNTED_REPEAT)) if (Number(count) >= LARGE_COUNT) return true;
  return false;
}
// A polynomial pattern on strings this short costs at most this many steps (1,000² for quadratic).
const SMALL_WORST_CASE = 1_000_000;

let collecting: Set<string> | undefined;

/**
 * A subschema visitor for ReDoS: each `pattern` and `patternProperties` key that can take
 * super-linear time to match some strings gets `schema/pattern-redos` with an attack's shape
 * (exponential: `severity`, an error on pack tools; polynomial: a warning, none when `maxLength`
 * keeps the worst case small), and each pattern not decided gets `schema/pattern-unanalysed`
 * (a warning on pack tools, info on MCP tools). The syntactic pass decides most patterns at once;
 * a verdict cached from recheck (see `vetToolManifestAsync`) decides the rest. All of it draws on
 * `budget` (the vet's one budget; a fresh default one when absent).
 *
 * @example
 * ```ts
 * const issues: Issue[] = [];
 * walkSubschemas(schema, redosVisitor('error', '/input', issues, budget));
 * ```
 */
export function redosVisitor(severity: Severity, basePointer: string, issues: Issue[], budget: VetBudget = new VetBudget(defaultAllowance(DEFAULT_LIMITS))): SubschemaVisitor {
  const meter = meterOf(budget);
  return (subschema, place) =>
    eachPattern(subschema, (pattern, tokens) => {
      if (patternProblem(pattern) !== undefined) return;
      const repeats = mayBeSuperLinear(pattern);
      if (!repeats && (choicesOf(pattern) ?? 0) <= MAX_CHOICES) return;
      // Many choices and no repeat: neither the syntactic pass nor recheck, whose complexity is in the
      // input's length, sees a blow-up that a bounded pattern's size makes: it stays unanalysed.
      const verdict = repeats ? verdictOf(pattern, meter, budget) : manyChoicesVerdict();
      const pointer = basePointer + joinPointer(place.pointer(), ...tokens);
      const quoted = JSON.stringify(pattern);
      if (verdict.status === 'undecided') {
        if (verdict.tier === 'syntactic' && repeats) collecting?.add(pattern);
        // Past the wall-clock backstop (limits.maxVetMs), not the counted units: the vet itself says it stopped short (limit/budget).
        if (verdict.reason === 'budget' && budget.expired()) budget.skip('redos', pointer, 'the ReDoS analysis of this pattern');
        issues.push(unanalysed(pattern, pointer, severity, reasonText(verdict.reason)));
        return;
      }
      if (verdict.status === 'safe') return;
      if (verdict.complexity === 'polynomial' && boundedSmall(subschema, tokens, verdict.degree)) return;
      const kind = verdict.complexity === 'exponential' ? 'exponential' : `polynomial (degree ${verdict.degree ?? '≥2'})`;
      issues.push({
        code: 'schema/pattern-redos',
        severity: verdict.complexity === 'exponential' ? severity : 'warning',
        pointer,
        message: `The pattern ${quoted} can take ${kind} time to match some strings, such as ${verdict.attack}.`,
        hint: verdict.complexity === 'exponential' ? 'Remove the ambiguity: no nested or overlapping repetitions of the same characters (e.g. `(a|a)*`, `(a+)+`).' : 'Separate repetitions of the same characters with a character neither can match (e.g. `\\s*\\w*\\s*`), anchor the pattern with `^`, or bound the string with `maxLength`.',
      });
    });
}

/** {@link redosVisitor} over a whole schema. */
export function findRedosPatterns(schema: unknown, severity: Severity, basePointer: string, budget?: VetBudget): Issue[] {
  const issues: Issue[] = [];
  walkSubschemas(schema, redosVisitor(severity, basePointer, issues, budget));
  return issues;
}

/**
 * Runs `vet` and returns, besides its result, the patterns it met that the syntactic pass left
 * undecided and no recheck verdict decides: the work for the asynchronous tier.
 */
export function collectUndecidedPatterns<T>(vet: () => T): { readonly result: T; readonly patterns: string[] } {
  const outer = collecting;
  const patterns = new Set<string>();
  collecting = patterns;
  try {
    return { result: vet(), patterns: [...patterns] };
  } finally {
    collecting = outer;
  }
}

/**
 * A pattern's verdict: the cached one, or the syntactic pass's, cached unless `budget` (the vet's;
 * none for a caller that bounds the pattern otherwise) ran out first.
 */
export function verdictOf(pattern: string, meter: Meter = () => true, budget?: VetBudget): Verdict {
  const known = cachedVerdict(pattern);
  if (known !== undefined) return known;
  if (budget !== undefined && budget.remaining('redos') === 0) return { status: 'undecided', tier: 'syntactic', reason: 'budget' };
  const verdict = analyseSyntactically(pattern, meter);
  // Running out of the vet's budget says nothing about the pattern: the next vet tries again.
  return verdict.status === 'undecided' && verdict.reason === 'budget' ? verdict : cacheVerdict(pattern, verdict);
}

// Built on first use: formatting a number for a locale loads ICU's data, a third of the library's import when it ran there.
let manyChoices: Verdict | undefined;
const manyChoicesVerdict = (): Verdict =>
  (manyChoices ??= { status: 'undecided', tier: 'syntactic', reason: `more than ${MAX_CHOICES.toLocaleString('en')} ways to try it at each position, which the analysis of repeats does not follow` });

function unanalysed(pattern: string, pointer: string, severity: Severity, reason: string): Issue {
  return {
    code: 'schema/pattern-unanalysed',
    // An MCP tool's schema is the server's; a pack author can rewrite their own.
    severity: severity === 'error' ? 'warning' : 'info',
    pointer,
    message: `The pattern ${JSON.stringify(pattern)} was not analysed for ReDoS (${reason}), so it may take super-linear time to match some strings.`,
    hint: 'Vet with vetToolManifestAsync to run the full analysis, or simplify the pattern: no lookarounds or backreferences, no repetitions of overlapping characters.',
  };
}

function reasonText(reason: string): string {
  return reason === 'budget' ? 'the vet’s ReDoS budget ran out first' : reason;
}

/** Whether the subschema bounds the strings `tokens`' pattern applies to so that the worst case is small. */
function boundedSmall(subschema: Record<string, unknown>, tokens: string[], degree: number | undefined): boolean {
  const names = subschema.propertyNames;
  const bound = tokens[0] === 'pattern' ? subschema.maxLength : names !== null && typeof names === 'object' ? (names as Record<string, unknown>).maxLength : undefined;
  return degree !== undefined && typeof bound === 'number' && bound >= 0 && bound ** degree <= SMALL_WORST_CASE;
}

// The budget is asked in batches: counting is cheap, asking costs a map look-up and a clock read.
function meterOf(budget: VetBudget): Meter {
  let pending = 0;
  let refused = false;
  return (units) => {
    if (refused) return false;
    pending += units;
    if (pending < 64) return true;
    refused = !budget.spend('redos', pending);
    pending = 0;
    return !refused;
  };
}
