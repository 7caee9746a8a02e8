import { chainPointer, type Issue } from '../issue.js';

/** Bounds on the data a call validator checks. */
export interface DataLimits {
  /** Nesting of arrays and objects (default 256). */
  readonly maxDepth: number;
  /** Values in all (default 1,000,000). */
  readonly maxValues: number;
}

/** The defaults: far beyond any real call, far below what overflows a validator's stack. */
export const DEFAULT_DATA_LIMITS: DataLimits = { maxDepth: 256, maxValues: 1_000_000 };

/**
 * Refuses data nested deeper or larger than the limits before a validator recurses into it, so a
 * model's 10,000-deep array is an issue, not a stack overflow.
 */
export function checkDataBounds(data: unknown, limits: DataLimits): Issue | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const stack: Entry[] = [{ value: data, depth: 0, key: '', parent: undefined }];
  let values = 0;
  while (stack.length > 0) {
    const entry = stack.pop() as Entry;
    if (++values > limits.maxValues) {
      return { code: 'call/too-large', severity: 'error', pointer: '', message: `The value holds more than ${limits.maxValues.toLocaleString('en')} values.`, hint: 'Send less data in one call.' };
    }
    const { value, depth } = entry;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limits.maxDepth) {
      return { code: 'call/too-deep', severity: 'error', pointer: chainPointer(entry), message: `The value nests deeper than ${limits.maxDepth} levels of arrays and objects here.`, hint: 'No tool call needs that depth; flatten the value.' };
    }
    for (const key of Object.keys(value)) stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, key, parent: entry });
  }
  return undefined;
}

interface Entry {
  readonly value: unknown;
  readonly depth: number;
  readonly key: string;
  readonly parent: Entry | undefined;
}
