import { joinPointer, type Issue } from '../issue.js';
import type { CallCost } from './call-cost.js';
import { hasPlainTag, type DataTags } from './object-tags.js';

/** Bounds on the data a call validator checks. */
export interface DataLimits {
  /** Nesting of arrays and objects (default 256). */
  readonly maxDepth: number;
  /** Values in all (default 1,000,000). */
  readonly maxValues: number;
}

/** The defaults: far beyond any real call, far below what overflows a validator's stack. */
export const DEFAULT_DATA_LIMITS: DataLimits = Object.freeze({ maxDepth: 256, maxValues: 1_000_000 });

/** How many checks of nested values one call may make when a schema checks each level several times. */
export const MAX_CHECKS_PER_CALL = 1_000_000;

/**
 * The steps a call may cost for each value the limits allow, when its data is weighed (a step is
 * about one keyword's check, some 10 ns: {@link CallCost}): data at the limit of values costs at
 * most a third of a second.
 */
export const STEPS_PER_VALUE = 32;

/**
 * The steps per value on the interpreted engine, whose step costs some 150 ns (it walks schema
 * objects rather than running generated code) and allocates: data at the limit of values costs
 * it at most about half a second, as {@link STEPS_PER_VALUE} does on Ajv.
 */
export const INTERPRETED_STEPS_PER_VALUE = 3;

/**
 * A schema that may cost a value at most this many steps is never weighed: data at the limits
 * costs it no more than a second, and weighing every call would cost more than such calls do.
 */
export const UNWEIGHED_STEPS = 4 * STEPS_PER_VALUE;

interface Frame {
  readonly value: object;
  readonly keys: readonly string[] | undefined;
  next: number;
  readonly key: string;
}

/**
 * Refuses data nested deeper or larger than the limits before a validator recurses into it, so a
 * model's 10,000-deep array is an issue, not a stack overflow. The data is walked depth first with
 * one frame per level and never copied: an array is counted by its `length` before its items are
 * visited, an object's keys are listed once and counted before its values are, so a 10^7-item
 * array costs one comparison. `checksPerLevel` (from the schema's shape) lowers the depth
 * bound so that `checksPerLevel ^ depth` stays within {@link MAX_CHECKS_PER_CALL}. With `cost`, each
 * value is also weighed by what the schema may cost it at its depth, and the sum held to
 * `stepsPerValue` steps for each value the limits allow ({@link STEPS_PER_VALUE} by default). With
 * `tags`, the same walk notes whether an object in the data has a tag other than `JSON.parse`'s
 * (what the interpreted engine must know, and would otherwise walk the data again to find).
 */
export function checkDataBounds(data: unknown, limits: DataLimits, checksPerLevel = 1, cost?: CallCost, stepsPerValue = STEPS_PER_VALUE, tags?: DataTags): Issue | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const fanOutDepth = checksPerLevel >= 2 ? Math.max(1, Math.floor(Math.log(MAX_CHECKS_PER_CALL) / Math.log(checksPerLevel))) : Infinity;
  const maxDepth = Math.min(limits.maxDepth, fanOutDepth);
  const maxSteps = limits.maxValues * stepsPerValue;
  // Data within the bounds (nearly all) is only counted; the walk below, which can say where, runs only on data that is not.
  if (maxDepth <= MAX_RECURSIVE_DEPTH) {
    if (fits(data, 0, maxDepth, { left: limits.maxValues - 1, steps: maxSteps - (cost?.at(0) ?? 0), cost, tags })) return undefined;
  }
  let values = 1;
  // The steps the values at each depth cost, summed.
  const steps: number[] = [cost?.at(0) ?? 0];
  let allSteps = steps[0] as number;
  const frames: Frame[] = [];
  const enter = (value: object, key: string): Issue | undefined => {
    if (frames.length >= maxDepth) return tooDeep(frames, key, maxDepth, maxDepth < limits.maxDepth ? checksPerLevel : undefined);
    if (tags !== undefined && !tags.otherTags && !hasPlainTag(value)) tags.otherTags = true;
    let size: number;
    let keys: string[] | undefined;
    // An object's keys are listed once, for its count and its walk: V8 lists them all before a
    // `for…in` can stop, so counting first cost a second pass (0.46 s more on a million keys).
    if (Array.isArray(value)) size = value.length;
    else {
      keys = Object.keys(value);
      size = keys.length;
    }
    values += size;
    if (values > limits.maxValues) return tooLarge(limits.maxValues);
    if (cost !== undefined && size > 0) {
      const below = frames.length + 1;
      const more = size * cost.at(below);
      steps[below] = (steps[below] ?? 0) + more;
      allSteps += more;
    }
    frames.push({ value, keys, next: 0, key });
    return undefined;
  };
  let refused = enter(data, '');
  while (refused === undefined && frames.length > 0) {
    const frame = frames[frames.length - 1] as Frame;
    const length = frame.keys === undefined ? (frame.value as unknown[]).length : frame.keys.length;
    if (frame.next >= length) {
      frames.pop();
      continue;
    }
    const key = frame.keys === undefined ? String(frame.next) : (frame.keys[frame.next] as string);
    frame.next++;
    const child = (frame.value as Record<string, unknown>)[key];
    if (child !== null && typeof child === 'object') refused = enter(child, key);
  }
  // Too deep or too many values says more than too costly: the weight is told only when neither is.
  return refused ?? (cost !== undefined && allSteps > maxSteps ? tooCostly(maxSteps, steps, cost) : undefined);
}

// The deepest data counted by recursion: its frames are small, and far fewer than a stack holds.
const MAX_RECURSIVE_DEPTH = 512;

interface Budget {
  left: number;
  steps: number;
  readonly cost: CallCost | undefined;
  readonly tags: DataTags | undefined;
}

// Whether `value` nests no deeper than `maxDepth`, holds no more than `budget.left` values more and costs no more than `budget.steps`, with nothing allocated.
function fits(value: object, depth: number, maxDepth: number, budget: Budget): boolean {
  if (depth >= maxDepth) return false;
  if (budget.tags !== undefined && !budget.tags.otherTags && !hasPlainTag(value)) budget.tags.otherTags = true;
  // An object's own enumerable values, as `for…in` with `hasOwn` visits them, in one builtin call: a
  // value array costs less than its object, and enumerating keys one by one costs more than copying.
  const children: readonly unknown[] = Array.isArray(value) ? value : Object.values(value);
  budget.left -= children.length;
  if (budget.left < 0) return false;
  if (budget.cost !== undefined && children.length > 0) {
    budget.steps -= children.length * budget.cost.at(depth + 1);
    if (budget.steps < 0) return false;
  }
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (child !== null && typeof child === 'object' && !fits(child, depth + 1, maxDepth, budget)) return false;
  }
  return true;
}

function tooLarge(maxValues: number): Issue {
  return { code: 'call/too-large', severity: 'error', pointer: '', message: `The value holds more than ${maxValues.toLocaleString('en')} values.`, hint: 'Send less data in one call.' };
}

function tooCostly(maxSteps: number, steps: readonly number[], cost: CallCost): Issue {
  let heaviest = 0;
  for (let depth = 1; depth < steps.length; depth++) if ((steps[depth] ?? 0) > (steps[heaviest] ?? 0)) heaviest = depth;
  const where = heaviest === 0 ? 'the value itself' : heaviest === 1 ? 'each value 1 level down' : `each value ${heaviest} levels down`;
  return {
    code: 'call/too-large',
    severity: 'error',
    pointer: '',
    message: `Checking the value would take more than ${maxSteps.toLocaleString('en')} steps: its schema may take ${cost.at(heaviest).toLocaleString('en')} for ${where} (many anyOf or oneOf branches, patternProperties or enum members there), and the value holds too many such values.`,
    hint: 'Send less data in one call, or give the schema fewer alternatives at that depth.',
  };
}

function tooDeep(frames: readonly Frame[], key: string, maxDepth: number, checksPerLevel: number | undefined): Issue {
  const cycle = firstCycle(frames);
  if (cycle !== undefined) {
    const at = (depth: number) => joinPointer('', ...frames.slice(1, depth + 1).map((frame) => frame.key));
    return {
      code: 'call/too-deep',
      severity: 'error',
      pointer: at(cycle.again),
      message: `The value contains itself here: this is the same ${Array.isArray(frames[cycle.again]?.value) ? 'array' : 'object'} as ${cycle.first === 0 ? 'the whole value' : `the one at "${at(cycle.first)}"`}, so it nests without end.`,
      hint: 'No JSON value contains itself; send a copy without the cycle.',
    };
  }
  const pointer = joinPointer('', ...frames.slice(1).map((frame) => frame.key), key);
  const message =
    checksPerLevel === undefined
      ? `The value nests deeper than ${maxDepth} levels of arrays and objects here.`
      : `The value nests deeper than ${maxDepth} levels here, and this schema checks each level up to ${checksPerLevel} times, so checking it would take more than ${MAX_CHECKS_PER_CALL.toLocaleString('en')} steps.`;
  return { code: 'call/too-deep', severity: 'error', pointer, message, hint: 'No tool call needs that depth; flatten the value.' };
}

// The first place on the walk's path whose value is one of its own ancestors (data with a cycle reaches the depth bound along it).
function firstCycle(frames: readonly Frame[]): { first: number; again: number } | undefined {
  const depthOf = new Map<object, number>();
  for (let depth = 0; depth < frames.length; depth++) {
    const value = (frames[depth] as Frame).value;
    const first = depthOf.get(value);
    if (first !== undefined) return { first, again: depth };
    depthOf.set(value, depth);
  }
  return undefined;
}
