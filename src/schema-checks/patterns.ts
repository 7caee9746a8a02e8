import { BoundedCache } from '../bounded-cache.js';
import { joinPointer, type Issue } from '../issue.js';
import type { SubschemaVisitor } from './walk.js';

// ajv-formats' `regex` format refuses `\Z`, which JavaScript reads as a plain `Z`.
const Z_ANCHOR = /[^\\]\\Z/;

// Both the validity and the ReDoS visitors ask about each pattern on every vet: compile it once.
const problems = new BoundedCache<string | undefined>(10_000);

/** Why a pattern would not compile the way Ajv compiles it (with the `u` flag), or undefined. */
export function patternProblem(pattern: string): string | undefined {
  if (problems.has(pattern)) return problems.get(pattern);
  const problem = findPatternProblem(pattern);
  problems.set(pattern, problem);
  return problem;
}

function findPatternProblem(pattern: string): string | undefined {
  if (Z_ANCHOR.test(pattern)) return '`\\Z` is not a JavaScript anchor; use `$`';
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (thrown) {
    return (thrown as Error).message.replace(/^Invalid regular expression: (\/.*\/u?: )?/s, '').toLowerCase();
  }
}

/** Calls `visit` with each `pattern` and `patternProperties` key of one subschema, and the tokens to its keyword. */
/** The keywords {@link eachPattern} reads, and so every visitor of patterns. */
export const PATTERN_KEYWORDS: readonly string[] = ['pattern', 'patternProperties'];

export function eachPattern(subschema: Record<string, unknown>, visit: (pattern: string, tokens: string[]) => void): void {
  const { pattern, patternProperties } = subschema;
  if (typeof pattern === 'string') visit(pattern, ['pattern']);
  if (patternProperties !== null && typeof patternProperties === 'object' && !Array.isArray(patternProperties)) {
    for (const key of Object.keys(patternProperties)) visit(key, ['patternProperties', key]);
  }
}

/** A subschema visitor adding `schema/invalid-pattern` for each pattern Ajv could not compile. */
export function invalidPatternVisitor(basePointer: string, issues: Issue[]): SubschemaVisitor {
  return (subschema, place) =>
    eachPattern(subschema, (pattern, tokens) => {
      const problem = patternProblem(pattern);
      if (problem === undefined) return;
      issues.push({
        code: 'schema/invalid-pattern',
        severity: 'error',
        pointer: basePointer + joinPointer(place.pointer(), ...tokens),
        message: `The pattern ${JSON.stringify(pattern)} is not a valid regular expression in Unicode mode: ${problem}.`,
        hint: 'JSON Schema patterns are ECMA-262 regular expressions compiled with the `u` flag: escape only characters that need it (`\\/` and `\\-` outside classes are errors).',
      });
    });
}
