import { boundedJson } from './bounded-json.js';
import { clip } from '../thrown.js';

/** How much of what a handler threw a report shows: as much as of its input and output. */
export const MAX_SHOWN = 2_000;

/**
 * What a handler threw or rejected with, in words that follow "threw" or "rejected with": an
 * `Error` as `TypeError: no`, `null`, `undefined`, `the string "nope"`, `5`, `an object {"code":1}`,
 * `a function`. At most {@link MAX_SHOWN} characters of it, read no further (a 50 MB message was
 * printed whole); never throws, whatever getters or Proxy traps the value has.
 *
 * @example
 * ```ts
 * thrownWords(null); // 'null'
 * thrownWords('nope'); // 'the string "nope"'
 * ```
 */
export function thrownWords(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return errorWords(thrown);
    if (thrown === null || thrown === undefined) return String(thrown);
    switch (typeof thrown) {
      case 'string':
        return `the string ${boundedJson(thrown, MAX_SHOWN)}`;
      case 'function':
        return 'a function';
      case 'symbol':
      case 'bigint':
      case 'number':
      case 'boolean':
        return clip(typeof thrown === 'bigint' ? `${thrown}n` : String(thrown), MAX_SHOWN);
      default:
        return `${Array.isArray(thrown) ? 'an array' : 'an object'} ${boundedJson(thrown, MAX_SHOWN)}`;
    }
  } catch {
    return 'a value that cannot be shown';
  }
}

function errorWords(error: Error): string {
  const name = readString(error, 'name') ?? 'Error';
  const message = readString(error, 'message');
  return clip(message === undefined ? `${name} whose message cannot be read` : `${name}: ${message}`, MAX_SHOWN);
}

function readString(error: Error, key: 'name' | 'message'): string | undefined {
  try {
    const value: unknown = error[key];
    // Cut before it is joined to anything: the text is clipped to MAX_SHOWN in the end.
    return typeof value === 'string' ? value.slice(0, MAX_SHOWN + 1) : undefined;
  } catch {
    return undefined;
  }
}
