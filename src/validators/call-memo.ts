/**
 * What one validator call remembers of its data while it runs, so that keywords which meet the
 * same value many times (nested `uniqueItems`, a hundred `const`s of objects against one wide
 * object) read it once: the numbers of its values (`ids`, src/validators/unique-items.ts) and the
 * key counts of its objects (`widths`, src/validators/json-equal.ts). Gone with the call: data may
 * change between calls.
 */
export interface CallMemo {
  ids?: object;
  widths?: Map<object, number>;
}

let current: CallMemo | undefined;

/** Runs one call of a validator with a memo of its own. */
export function withCallMemo<T>(run: () => T): T {
  const outer = current;
  current = {};
  try {
    return run();
  } finally {
    current = outer;
  }
}

/** The memo of the call in progress, if it has one. */
export function callMemo(): CallMemo | undefined {
  return current;
}
