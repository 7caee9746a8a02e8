import { describeThrown } from '../thrown.js';

/**
 * What `read` reads of a caller's value; when it throws (a getter, a Proxy trap, a revoked
 * Proxy), the `TypeError` that `wrong` makes of what could not be read (`part`, or the whole
 * value) and why. What was thrown is only described, never passed on: it may be anything, an
 * object without a prototype or an `Error` whose `message` throws too.
 */
export function readOf<T>(read: () => T, part: string | undefined, wrong: (what: string) => TypeError): T {
  try {
    return read();
  } catch (thrown) {
    throw wrong(`${part === undefined ? 'an object that' : `an object whose ${part}`} cannot be read (${describeThrown(thrown)})`);
  }
}

/**
 * `options` copied for their checks, read once as the checks read them (their keys, then the
 * values of `keys`, inherited or not), so that a getter or Proxy trap throws only here, as the
 * `TypeError` of {@link readOf}. What is no object is left as it is, for the checks to refuse.
 */
export function readOptions(options: unknown, keys: readonly string[], wrong: (what: string) => TypeError): unknown {
  if (options === null || typeof options !== 'object') return options;
  return readOf(
    () => {
      if (Array.isArray(options)) return options;
      const given = options as Record<string, unknown>;
      return Object.fromEntries([...new Set([...Object.keys(given), ...keys])].map((key) => [key, given[key]]));
    },
    undefined,
    wrong,
  );
}
