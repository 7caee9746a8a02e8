import type { JsonError } from 'json-schema-library';
import type { Dialect } from '../dialects/table.js';
import type { Issue } from '../issue.js';
import { isErrorCap } from './ajv-engine.js';
import type { CallCost } from './call-cost.js';
import { checkDataBounds, INTERPRETED_STEPS_PER_VALUE, STEPS_PER_VALUE, UNWEIGHED_STEPS, type DataLimits } from './data-bounds.js';
import { pointerToString } from './string-place.js';
import type { Compiled } from './engines.js';
import type { InterpretedValidator } from './interpreted.js';
import type { DataTags } from './object-tags.js';
import { dataIssues } from './errors.js';
import { escapedLine } from './data-words.js';
import { asAjvErrors } from './interpreted-errors.js';
import type { AjvError } from './messages.js';
import type { ToolValidator, ValidationResult } from './options.js';
import type { SchemaShape } from './shape.js';
import { sitesOfValidator } from './site-words.js';
import { describeThrown } from '../thrown.js';
import { InputTooLong, MAX_MATCH_STEPS, withMatchBudget } from './linear-size.js';
import { withCallMemo } from './call-memo.js';

/** The most issues one call reports by default; the last then says how many more there were. */
export const DEFAULT_MAX_ISSUES = 100;

const VALID: ValidationResult = Object.freeze({ valid: true, issues: Object.freeze([]) as unknown as Issue[] });

/**
 * The validator of one schema. Valid data costs one run of Ajv's fast validator (no error
 * collection), measured first only when the schema's shape needs it; invalid data's problems are
 * then listed by the allErrors validator, which stops at a cap, and at most `maxIssues` issues are
 * reported. Where the schema throws no errors away (`oneRun`), the allErrors validator is the one
 * that decides: invalid data is checked once. Data that fills the cap is measured before its
 * problems are listed, so a ten-million-item array of wrong items is `call/too-large`. Where the
 * schema may cost a value more than {@link UNWEIGHED_STEPS} steps (`cost`), every call's data is
 * weighed first, so a thousand-branch union over 200,000 items is `call/too-large`, not a minute's work.
 * The interpreted engine's calls are always weighed, against {@link INTERPRETED_STEPS_PER_VALUE}.
 * An Ajv run that reached the cap inside a `contains` is listed again by the interpreted engine,
 * whose cap counts none of the errors a composite throws away.
 */
export function toolValidator(
  field: 'input' | 'output',
  dialect: Dialect,
  compiled: Exclude<Compiled, { failure: string }>,
  shape: SchemaShape,
  bounds: { readonly dataLimits: DataLimits; readonly maxIssues: number; readonly linearPatterns?: boolean },
  cost: CallCost,
): ToolValidator {
  // The interpreted engine's steps cost many of Ajv's: its calls are always weighed, and given fewer.
  const interpreted = compiled.engine === 'interpreted';
  const weighed = interpreted || cost.heaviest === undefined || cost.heaviest > UNWEIGHED_STEPS ? cost : undefined;
  const measureFirst = shape.measureFirst || interpreted || weighed !== undefined;
  const stepsPerValue = interpreted ? INTERPRETED_STEPS_PER_VALUE : STEPS_PER_VALUE;
  const measure = (data: unknown, tags?: DataTags) => checkDataBounds(data, bounds.dataLimits, shape.checksPerLevel, weighed, stepsPerValue, tags);
  const fast = compiled.engine === 'ajv' ? compiled.fast : undefined;
  const oneRun = compiled.engine === 'ajv' && compiled.oneRun;
  // What each of the validator's error sites always says, built on first need.
  const sites = sitesOfValidator(field, shape.refers);
  const check = (data: unknown): ValidationResult => {
    // Valid data on Ajv's path that needs no measuring: one call of the fast validator, nothing else.
    if (fast !== undefined && !measureFirst) {
      try {
        if (fast(data)) return VALID;
        if (oneRun) return listed(data, (fast.errors ?? []) as AjvError[], false);
        return checkFully(data, true);
      } catch (thrown) {
        // One run that reached the cap has its errors already: they are listed, not collected again.
        if (oneRun && isErrorCap(thrown)) {
          try {
            return listed(data, thrown.kindgiErrorCap as AjvError[], true);
          } catch (error) {
            return failed(field, error, data, bounds.dataLimits.maxValues);
          }
        }
        // anything else, the full path below reports
      }
    }
    return checkFully(data, false);
  };
  const checkFully = (data: unknown, knownInvalid: boolean): ValidationResult => {
    try {
      // The interpreted engine's calls are always measured, and the measuring notes what it must know of the data's tags.
      const tags: DataTags | undefined = interpreted ? { otherTags: false } : undefined;
      const early = measureFirst ? measure(data, tags) : undefined;
      if (early !== undefined) return { valid: false, issues: [early] };
      if (compiled.engine === 'interpreted') return interpretedRun(compiled.interpreted, data, tags);
      if (!knownInvalid && !oneRun && compiled.fast(data)) return VALID;
      const full = compiled.full();
      try {
        // On two runs the fast one has found the data invalid: the other is asked only for the problems.
        if (full(data) && oneRun) return VALID;
        return listed(data, (full.errors ?? compiled.fast.errors ?? []) as AjvError[], false);
      } catch (thrown) {
        if (!isErrorCap(thrown)) throw thrown;
        return capped(data, thrown.kindgiErrorCap as AjvError[]);
      }
    } catch (error) {
      return failed(field, error, data, bounds.dataLimits.maxValues);
    }
  };
  const interpretedRun = (validator: InterpretedValidator, data: unknown, tags: DataTags | undefined): ValidationResult => {
    let errors: readonly JsonError[];
    let stopped = false;
    try {
      errors = validator.validate(data, tags);
    } catch (thrown) {
      if (!isErrorCap(thrown)) throw thrown;
      errors = thrown.kindgiErrorCap as JsonError[];
      stopped = true;
    }
    // Its cap counts no error a composite threw away.
    return errors.length === 0 ? VALID : reported(asAjvErrors(errors, data), stopped, false);
  };
  // Ajv counts toward its cap the errors a composite throws away: a run that reached it inside a
  // \`contains\` holds only those (each of 1,500 items' miss, which no item had to match) and not the
  // \`contains\` error. The interpreted engine, whose thrown-away errors never count, lists the problems
  // instead, where its weighing of the data lets it. (A union's failed branches also count, but a run
  // cut short in one keeps every union before it whole: its report stays Ajv's.)
  const capped = (data: unknown, errors: readonly AjvError[]): ValidationResult => {
    if (compiled.engine === 'ajv' && shape.discardsErrors && (errors.at(-1)?.schemaPath.includes('/contains/') ?? false)) {
      const second = compiled.uncapped();
      const tags: DataTags = { otherTags: false };
      if ('engine' in second && second.engine === 'interpreted' && checkDataBounds(data, bounds.dataLimits, shape.checksPerLevel, cost, INTERPRETED_STEPS_PER_VALUE, tags) === undefined) return interpretedRun(second.interpreted, data, tags);
    }
    return listed(data, errors, true);
  };
  // Invalid data's issues; data that filled the error cap is measured first, unless it was before the run.
  const listed = (data: unknown, errors: readonly AjvError[], stopped: boolean): ValidationResult => {
    const late = stopped && !measureFirst ? measure(data) : undefined;
    if (late !== undefined) return { valid: false, issues: [late] };
    const kept = errors.length > 0 || compiled.engine !== 'ajv' ? errors : ((compiled.fast.errors ?? []) as AjvError[]);
    return reported(kept, stopped, shape.discardsErrors);
  };
  // Either engine's errors as the call's issues, worded through the validator's error sites.
  const reported = (errors: readonly AjvError[], stopped: boolean, countsDiscarded: boolean): ValidationResult =>
    report(dataIssues(errors, field, sites, shape.oneSchemaPerPlace, shape.keepsEveryError), stopped, bounds.maxIssues, countsDiscarded);
  // A schema with patterns on the linear-time engine: all of one call's matches share one budget of steps.
  // A schema that compares whole values (`uniqueItems`, a `const` or `enum` of objects): one call reads each value once, however many checks meet it.
  const remembering = shape.comparesValues ? (data: unknown): ValidationResult => withCallMemo(() => check(data)) : check;
  const run = bounds.linearPatterns === true ? (data: unknown): ValidationResult => withMatchBudget(() => remembering(data)) : remembering;
  // Frozen: compileToolValidators hands the same validators to every caller of one manifest, so none may change another's.
  return Object.freeze(Object.assign(run, { field, dialect, engine: compiled.engine }));
}

function failed(field: 'input' | 'output', error: unknown, data: unknown, maxValues: number): ValidationResult {
  if (error instanceof InputTooLong) return { valid: false, issues: [tooLongToMatch(error, data, maxValues)] };
  // What was thrown may come from the data (a getter's message): escaped, so it cannot start a line of its own.
  const reason = escapedLine(describeThrown(error));
  // (The interpreted engine's TooManyDiscardedErrors is told by its name: that module loads only with the engine.)
  const tooDeep = error instanceof RangeError || (error instanceof Error && error.name === 'TooManyDiscardedErrors');
  const issue: Issue = {
    code: 'call/validator-failed',
    severity: 'error',
    pointer: '',
    message: `The ${field} could not be checked: the validator stopped with ${reason}.`,
    hint: tooDeep
      ? 'Treat the value as invalid; the schema (or the data) nests or recurses deeper than the validator can follow.'
      : 'Treat the value as invalid; reading it threw, as a getter or a Proxy may: pass plain data, as JSON.parse returns it.',
  };
  return { valid: false, issues: [issue] };
}

function tooLongToMatch(error: InputTooLong, data: unknown, maxValues: number): Issue {
  const pointer = pointerToString(data, error.input, maxValues);
  return {
    code: 'call/too-large',
    severity: 'error',
    pointer: pointer ?? '',
    message: `The value could not be checked: ${pointer === undefined ? 'it holds' : 'this is'} ${error.message}, within the ${MAX_MATCH_STEPS.toLocaleString('en')} steps the linear-time engine is given for one call's matches.`,
    hint: 'Send a shorter string; a schema can bound it with `maxLength`, or anchor the pattern (`^…`) with bounded repeats so that only a match’s reach is looked at.',
  };
}

function report(issues: Issue[], stopped: boolean, maxIssues: number, discardsErrors: boolean): ValidationResult {
  if (issues.length <= maxIssues && !stopped) return { valid: false, issues };
  const kept = issues.slice(0, maxIssues);
  const more = issues.length - kept.length;
  const message = stopped
    ? `Checking stopped at its cap of errors${discardsErrors ? ' (those of alternatives that did not match count too)' : ''}, so there may be more problems than the ${kept.length.toLocaleString('en')} listed${more > 0 ? ` and ${more.toLocaleString('en')} more collected` : ''}.`
    : `${more.toLocaleString('en')} more ${more === 1 ? 'problem was' : 'problems were'} found and not listed (at most ${maxIssues.toLocaleString('en')} are).`;
  kept.push({ code: 'call/too-many-issues', severity: 'error', pointer: '', message, hint: 'Fix the problems listed, or raise the `maxIssues` option to see more.' });
  return { valid: false, issues: kept };
}
