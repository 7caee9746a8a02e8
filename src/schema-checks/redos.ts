import { createRequire } from 'node:module';
import { joinPointer, type Issue, type Severity } from '../issue.js';
import { patternProblem } from './patterns.js';
import { walkSubschemas } from './walk.js';

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
 * Finds `pattern`s and `patternProperties` keys that take super-linear time on some input
 * (ReDoS): `schema/pattern-redos` at the keyword, with the shape of an attack string. An error
 * on pack tools, a warning on MCP tools. Each pattern is analysed once per process (cached), for
 * at most {@link REDOS_TIMEOUT_MS}; a pattern the analyser cannot decide in time is let pass.
 */
export function findRedosPatterns(schema: unknown, severity: Severity, basePointer: string): Issue[] {
  const issues: Issue[] = [];
  const deadline = Date.now() + SCHEMA_BUDGET_MS;
  const check = (pattern: string, pointer: string): void => {
    if (!REPEATS.test(pattern) || patternProblem(pattern) !== undefined) return;
    const verdict = analyse(pattern, deadline);
    if (verdict?.status !== 'vulnerable') return;
    const kind = verdict.complexity?.type === 'exponential' ? 'exponential' : `polynomial (degree ${verdict.complexity?.degree ?? '≥2'})`;
    issues.push({
      code: 'schema/pattern-redos',
      severity,
      pointer: basePointer + pointer,
      message: `The pattern ${JSON.stringify(pattern)} can take ${kind} time to match some strings, such as ${verdict.attack?.pattern ?? 'a long repetition'}.`,
      hint: 'Remove the ambiguity: no nested or overlapping repetitions of the same characters (e.g. `(a|a)*`, `(a+)+`, `\\s*\\s*`).',
    });
  };
  walkSubschemas(schema, (subschema, pointer) => {
    if (typeof subschema.pattern === 'string') check(subschema.pattern, joinPointer(pointer, 'pattern'));
    const map = subschema.patternProperties;
    if (map !== null && typeof map === 'object' && !Array.isArray(map)) {
      for (const key of Object.keys(map)) check(key, joinPointer(pointer, 'patternProperties', key));
    }
  });
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
