import { createRequire } from 'node:module';
import { joinPointer, type Issue, type Severity } from '../issue.js';
import { eachPattern, patternProblem } from './patterns.js';
import { walkSubschemas, type SubschemaVisitor } from './walk.js';

const require = createRequire(import.meta.url);

interface RecheckResult {
  readonly status: 'safe' | 'vulnerable' | 'unknown';
  readonly attack?: { readonly pattern: string };
  readonly complexity?: { readonly type: string; readonly degree?: number };
}
type CheckSync = (source: string, flags: string, params: { timeout: number }) => RecheckResult;

// recheck's browser build is its pure-JS analyser: synchronous, in-process, no child process or
// worker. It is large, so it is loaded only when a schema has a pattern worth analysing.
let checkSync: CheckSync | undefined;
const verdicts = new Map<string, RecheckResult>();
const MAX_CACHED = 10_000;

/** How long one pattern may be analysed, and all of one schema's new patterns together. */
export const REDOS_TIMEOUT_MS = 1_000;
const SCHEMA_BUDGET_MS = 3_000;

// Without a repetition nothing can backtrack more than linearly.
const REPEATS = /[*+]|\{\d*,\d*\}/;

/**
 * A subschema visitor adding `schema/pattern-redos` for each `pattern` and `patternProperties`
 * key that takes super-linear time on some input (ReDoS), with the shape of an attack string.
 * Each pattern is analysed once per process (cached), for at most {@link REDOS_TIMEOUT_MS}, and
 * all of one schema's new patterns within a budget; a pattern not decided in time is let pass.
 */
export function redosVisitor(severity: Severity, basePointer: string, issues: Issue[]): SubschemaVisitor {
  const deadline = Date.now() + SCHEMA_BUDGET_MS;
  return (subschema, place) =>
    eachPattern(subschema, (pattern, tokens) => {
      if (!REPEATS.test(pattern) || patternProblem(pattern) !== undefined) return;
      const verdict = analyse(pattern, deadline);
      if (verdict?.status !== 'vulnerable') return;
      const kind = verdict.complexity?.type === 'exponential' ? 'exponential' : `polynomial (degree ${verdict.complexity?.degree ?? '≥2'})`;
      issues.push({
        code: 'schema/pattern-redos',
        severity,
        pointer: basePointer + joinPointer(place.pointer(), ...tokens),
        message: `The pattern ${JSON.stringify(pattern)} can take ${kind} time to match some strings, such as ${verdict.attack?.pattern ?? 'a long repetition'}.`,
        hint: 'Remove the ambiguity: no nested or overlapping repetitions of the same characters (e.g. `(a|a)*`, `(a+)+`, `\\s*\\s*`).',
      });
    });
}

/** {@link redosVisitor} over a whole schema: an error on pack tools, a warning on MCP tools. */
export function findRedosPatterns(schema: unknown, severity: Severity, basePointer: string): Issue[] {
  const issues: Issue[] = [];
  walkSubschemas(schema, redosVisitor(severity, basePointer, issues));
  return issues;
}

function analyse(pattern: string, deadline: number): RecheckResult | undefined {
  const known = verdicts.get(pattern);
  if (known !== undefined) return known;
  const left = deadline - Date.now();
  if (left <= 0) return undefined;
  checkSync ??= (require('recheck/lib/browser.js') as { checkSync: CheckSync }).checkSync;
  let verdict: RecheckResult;
  try {
    verdict = checkSync(pattern, 'u', { timeout: Math.min(REDOS_TIMEOUT_MS, left) });
  } catch {
    verdict = { status: 'unknown' };
  }
  if (verdicts.size >= MAX_CACHED) verdicts.clear();
  verdicts.set(pattern, verdict);
  return verdict;
}
