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

