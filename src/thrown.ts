// How much of a thrown value's text a message shows.
const MAX_SHOWN = 200;

/**
 * A thrown value as text for a message, whatever it is: an `Error`'s name and message, a
 * primitive as itself. Never throws, for a value thrown by a caller's getter, Proxy or handler can
 * be anything: an object without a prototype (no `toString`), a Proxy whose every trap throws, an
 * `Error` whose `message` is a throwing getter.
 *
 * @example
 * ```ts
 * describeThrown(new TypeError('no')); // 'TypeError: no'
 * describeThrown(Object.create(null)); // 'a thrown object'
 * ```
 */
export function describeThrown(thrown: unknown): string {
  try {
    if (thrown instanceof Error) {
      const { name, message } = thrown;
      const shownName = typeof name === 'string' ? name : 'Error';
      return typeof message === 'string' ? `${shownName}: ${clip(message)}` : shownName;
    }
    switch (typeof thrown) {
      case 'string':
        return clip(thrown);
      case 'symbol':
        return clip(thrown.toString());
      case 'object':
        return thrown === null ? 'null' : 'a thrown object';
      case 'function':
        return 'a thrown function';
      default:
        return String(thrown);
    }
  } catch {
    return 'a thrown value that cannot be shown';
  }
}

/** `text` cut to its first `max` characters and an ellipsis, when it is longer. */
export function clip(text: string, max = MAX_SHOWN): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** {@link describeThrown} less an `Error`'s name: its message alone, where the name says nothing. Never throws. */
export function thrownMessage(thrown: unknown): string {
  try {
    if (thrown instanceof Error && typeof thrown.message === 'string') return clip(thrown.message);
  } catch {
    // described below
  }
  return describeThrown(thrown);
}
