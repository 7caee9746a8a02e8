import { joinPointer, type Issue } from '../issue.js';
import { eachPattern } from '../schema-checks/patterns.js';
import { walkSubschemas } from '../schema-checks/walk.js';
import { isProvablyLinear, parsedOrNone } from './linear-pattern.js';
import { repeatsAGroup, StackGuardedPattern } from './stack-guard.js';
import { safeNatively } from './native-safe.js';
import { MAX_LINEAR_PROGRAMS, PatternTooLarge } from './linear-size.js';
import { compileLinear } from './re2-syntax.js';
import { trimSearchEnds } from './search-ends.js';

/** What Ajv needs of a pattern object: `test`, and a `toString` naming the pattern (Ajv caches patterns by it). */
export interface PatternMatcher {
  test(input: string): boolean;
  toString(): string;
  /** Its program's size, when it runs on the linear-time engine. */
  readonly size?: number;
}

/**
 * Ajv's `code.regExp` with linear-time matching: a pattern {@link isProvablyLinear} calls linear
 * runs on native `RegExp` (no cost over Ajv's own), as does an anchored one that the syntactic
 * ReDoS pass calls safe, with few choices ({@link safeNatively}: `^(?:[a-z0-9-]+\.)+[a-z]{2,}$`),
 * and one that is either once its unanchored ends' repeats are cut to their least count
 * ({@link trimSearchEnds}: `[\w-]{1,128}` is `[\w-]{1}`, the same for a test). Any other runs on
 * re2js, a linear-time engine, so no pattern can take more than time proportional to its input,
 * whatever a model sends. The pattern is parsed as ECMAScript and written in RE2's syntax with the
 * same meaning ({@link compileLinear}: ECMAScript's `\s` and `.` are not RE2's), and repeat counts
 * over re2's limit of 1,000 are split exactly, with one way to match each string (`x{1,2000}` is
 * `x{1}(?:x{1000}x{0,999}|x{0,999})`); an input too short to reach a repeat's upper count is
 * matched without it (`relaxUnreachableCounts`). A pattern run natively that repeats a group, which
 * could overflow V8's backtracking stack on a string of millions of characters, answers that one
 * input on re2js ({@link StackGuardedPattern}).
 */
export function linearRegExp(pattern: string, flags: string): PatternMatcher {
  const source = nativeSource(pattern);
  if (source !== undefined) return natively(pattern, source, flags);
  const compiled = compileLinear(pattern);
  return { test: (input) => compiled.test(input), toString: () => `/${pattern}/${flags}`, size: compiled.size };
}

/**
 * What {@link linearRegExp} runs natively for a pattern: the pattern itself when it is proven to
 * match in linear time, or the pattern with its unanchored ends' repeats cut to their least count
 * (a test answers the same) when that is; undefined when neither is, and the pattern runs on re2js.
 */
export function nativeSource(pattern: string): string | undefined {
  if (isProvablyLinear(pattern) || safeNatively(pattern)) return pattern;
  const searched = trimSearchEnds(pattern);
  return searched !== pattern && (isProvablyLinear(searched) || safeNatively(searched)) ? searched : undefined;
}

/** Whether {@link linearRegExp} runs the pattern on native `RegExp` (guarded or not), not on the linear-time engine. */
export function runsNatively(matcher: PatternMatcher): boolean {
  return matcher instanceof RegExp || matcher instanceof StackGuardedPattern;
}

// Native `RegExp` for `source`, guarded where its backtracking stack could overflow.
function natively(pattern: string, source: string, flags: string): PatternMatcher {
  const parsed = parsedOrNone(source);
  return parsed !== undefined && repeatsAGroup(parsed) ? new StackGuardedPattern(pattern, source, flags) : new RegExp(source, flags);
}

/**
 * Every `pattern` and `patternProperties` key the linear-time engine cannot run, as issues:
 * `validator/pattern-needs-backtracking` (lookaround, backreferences) or
 * `validator/pattern-too-large` (a program over `MAX_LINEAR_PROGRAM`: counted repeats too large).
 * `reached`: subschemas a reference leads compile into beyond the walk (`checkRefs`' `unwalked`).
 */
export function findBacktrackingPatterns(schema: unknown, basePointer: string, reached: readonly { readonly value: unknown; readonly pointer: string }[] = [], programs = { total: 0 }): Issue[] {
  const issues: Issue[] = [...reached.flatMap((target) => findBacktrackingPatterns(target.value, basePointer + target.pointer, [], programs))];
  walkSubschemas(schema, (subschema, place) =>
    eachPattern(subschema, (pattern, tokens) => {
      // Past the bound for them all, no more programs are compiled: the manifest is refused already.
      if (programs.total > MAX_LINEAR_PROGRAMS) return;
      try {
        const matcher = linearRegExp(pattern, 'u');
        if (runsNatively(matcher)) return;
        // Each program is compiled and kept with the validator: together they are bounded too (400 of 8,000 instructions ran compile out of memory).
        const before = programs.total;
        programs.total += matcher.size ?? 0;
        if (before <= MAX_LINEAR_PROGRAMS && programs.total > MAX_LINEAR_PROGRAMS) throw new PatternTooLarge(programs.total, true);
      } catch (error) {
        if (error instanceof PatternTooLarge) {
          issues.push({
            code: 'validator/pattern-too-large',
            severity: 'error',
            pointer: basePointer + joinPointer(place.pointer(), ...tokens),
            message: `The pattern ${JSON.stringify(pattern)} cannot run on the linear-time engine: ${error.message}, which would cost memory to compile and time on every long string.`,
            hint: "Use smaller repeat counts (a `maxLength` bounds the string instead), anchor the pattern (`^…$`) so that it runs natively, or compile with { regExp: 'native' } for a source you trust.",
          });
          return;
        }
        issues.push({
          code: 'validator/pattern-needs-backtracking',
          severity: 'error',
          pointer: basePointer + joinPointer(place.pointer(), ...tokens),
          message: `The pattern ${JSON.stringify(pattern)} cannot run on the linear-time engine (${(error as Error).message.replace(/^error parsing regexp: /, '')}); only a backtracking engine, which a model's input could make run for seconds, takes it.`,
          hint: "Rewrite it without lookaround or backreferences, or compile with { regExp: 'native' } for a source you trust.",
        });
      }
    }),
  );
  return issues;
}
