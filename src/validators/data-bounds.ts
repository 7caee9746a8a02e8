import { joinPointer, type Issue } from '../issue.js';

/** Bounds on the data a call validator checks. */
export interface DataLimits {
  /** Nesting of arrays and objects (default 256). */
  readonly maxDepth: number;
  /** Values in all (default 1,000,000). */
  readonly maxValues: number;
}

/** The defaults: far beyond any real call, far below what overflows a validator's stack. */
export const DEFAULT_DATA_LIMITS: DataLimits = { maxDepth: 256, maxValues: 1_000_000 };

/** How many checks of nested values one call may make when a schema checks each level several times. */
export const MAX_CHECKS_PER_CALL = 1_000_000;

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
 * visited, an object's keys are counted (stopping at the limit) before they are listed, so a
 * 10^7-item array costs one comparison. `checksPerLevel` (from the schema's shape) lowers the depth
 * bound so that `checksPerLevel ^ depth` stays within {@link MAX_CHECKS_PER_CALL}.
 */
export function checkDataBounds(data: unknown, limits: DataLimits, checksPerLevel = 1): Issue | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const fanOutDepth = checksPerLevel >= 2 ? Math.max(1, Math.floor(Math.log(MAX_CHECKS_PER_CALL) / Math.log(checksPerLevel))) : Infinity;
  const maxDepth = Math.min(limits.maxDepth, fanOutDepth);
  // Data within the bounds (nearly all) is only counted; the walk below, which can say where, runs only on data that is not.
  if (maxDepth <= MAX_RECURSIVE_DEPTH) {
    if (fits(data, 0, maxDepth, { left: limits.maxValues - 1 })) return undefined;
  }
  let values = 1;
  const frames: Frame[] = [];
  const enter = (value: object, key: string): Issue | undefined => {
    if (frames.length >= maxDepth) return tooDeep(frames, key, maxDepth, maxDepth < limits.maxDepth ? checksPerLevel : undefined);
    let size: number;
    let keys: string[] | undefined;
    if (Array.isArray(value)) size = value.length;
    else {
      size = 0;
      for (const name in value) if (Object.hasOwn(value, name) && ++size + values > limits.maxValues) break;
    }
    values += size;
    if (values > limits.maxValues) return tooLarge(limits.maxValues);
    if (!Array.isArray(value)) keys = Object.keys(value);
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
  return refused;
}

// The deepest data counted by recursion: its frames are small, and far fewer than a stack holds.
const MAX_RECURSIVE_DEPTH = 512;

// Whether `value` nests no deeper than `maxDepth` and holds no more than `budget.left` values more, with nothing allocated.
function fits(value: object, depth: number, maxDepth: number, budget: { left: number }): boolean {
  if (depth >= maxDepth) return false;
  // An object's own enumerable values, as `for…in` with `hasOwn` visits them, in one builtin call: a
  // value array costs less than its object, and enumerating keys one by one costs more than copying.
  const children: readonly unknown[] = Array.isArray(value) ? value : Object.values(value);
  budget.left -= children.length;
  if (budget.left < 0) return false;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (child !== null && typeof child === 'object' && !fits(child, depth + 1, maxDepth, budget)) return false;
  }
  return true;
}

function tooLarge(maxValues: number): Issue {
  return { code: 'call/too-large', severity: 'error', pointer: '', message: `The value holds more than ${maxValues.toLocaleString('en')} values.`, hint: 'Send less data in one call.' };
}

function tooDeep(frames: readonly Frame[], key: string, maxDepth: number, checksPerLevel: number | undefined): Issue {
  const pointer = joinPointer('', ...frames.slice(1).map((frame) => frame.key), key);
  const message =
    checksPerLevel === undefined
      ? `The value nests deeper than ${maxDepth} levels of arrays and objects here.`
      : `The value nests deeper than ${maxDepth} levels here, and this schema checks each level up to ${checksPerLevel} times, so checking it would take more than ${MAX_CHECKS_PER_CALL.toLocaleString('en')} steps.`;
  return { code: 'call/too-deep', severity: 'error', pointer, message, hint: 'No tool call needs that depth; flatten the value.' };
}
