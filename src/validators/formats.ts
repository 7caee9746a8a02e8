import { requireLazily } from '../runtime/lazy-require.js';
import type AjvCore from 'ajv/dist/core.js';
import { withExactFormats } from './exact-formats.js';

type FormatValidator = (value: string) => boolean;
type FormatDefinition = RegExp | FormatValidator | { readonly type?: string; readonly validate: RegExp | FormatValidator; readonly compare?: unknown; readonly async?: boolean };

/** The longest string a `format` is checked on; longer ones fail the format. */
export const DEFAULT_MAX_FORMAT_LENGTH = 10_000;

/**
 * Adds ajv-formats' full formats with a length cap: some of their regular expressions backtrack,
 * so a string longer than `maxLength` fails its format without being matched.
 */
export function addCappedFormats(ajv: InstanceType<typeof AjvCore.default>, maxLength: number): void {
  const { fullFormats } = requireLazily('ajv-formats/dist/formats.js') as { fullFormats: Record<string, FormatDefinition> };
  for (const [name, definition] of Object.entries(withLinearUrl(fullFormats))) {
    ajv.addFormat(name, capped(definition, maxLength) as never);
  }
}

function capped(definition: FormatDefinition, maxLength: number): FormatDefinition {
  if (definition instanceof RegExp || typeof definition === 'function') return cap(definition, maxLength);
  // Number formats (int32, float…) check numbers, not strings: nothing to cap.
  if (definition.type !== undefined && definition.type !== 'string') return definition;
  return { ...definition, validate: cap(definition.validate, maxLength) };
}

function cap(check: RegExp | FormatValidator, maxLength: number): FormatValidator {
  return check instanceof RegExp ? (value) => value.length <= maxLength && check.test(value) : (value) => value.length <= maxLength && check(value);
}

// ajv-formats' `url` is `^SCHEME://(?:USER@)?HOST(?::PORT)?(?:/PATH)?$`, with a user part of
// `\S+(?::\S*)?@` (the same language as `\S+@`) and a path of `[^\s]*`. A backtracking engine
// tries each `@` as the end of the user part and, for each, the host and the path to the string's
// end: quadratic (ten strings of 10,000 colons took 1 s, a hundred of `@a.aa/` repeated 1.5 s).
const HEAD = '^(?:https?|ftp):\\/\\/';
const USER = '(?:\\S+(?::\\S*)?@)?';
const TAIL = '(?:\\/[^\\s]*)?$';

/**
 * ajv-formats' table with its one super-linear check, `url`, replaced by {@link urlCheck} of the
 * same pattern's pieces, which accepts exactly the strings the pattern does, and the checks
 * {@link withExactFormats} makes exact: both engines take their formats from it.
 */
export function withLinearUrl<T>(formats: Readonly<Record<string, T>>): Record<string, T> {
  // The checks ajv-formats gets wrong against their RFCs, made exact (exact-formats.ts).
  const exact = withExactFormats(formats);
  const url = formats['url'];
  if (!(url instanceof RegExp)) return exact;
  const source = url.source;
  const user = source.indexOf(USER);
  if (!source.startsWith(HEAD) || user !== HEAD.length || !source.endsWith(TAIL)) return exact;
  return { ...exact, url: urlCheck(source.slice(user + USER.length, source.length - TAIL.length), url.flags) as T };
}

/**
 * The `url` check in time linear in the string: each possible end of the user part (its start,
 * or an `@` after a run of non-space characters) is tried once, with the host and port matched by
 * a sticky pattern that must end where the path or the string does. A host holds no `@` and no
 * `/`, so the tries read disjoint stretches, and the path's "no space to the end" is known from
 * where the string's last space is.
 */
export function urlCheck(hostAndPort: string, flags: string): (value: string) => boolean {
  const head = new RegExp(HEAD, flags);
  const host = new RegExp(`(?:${hostAndPort})(?=\\/|$)`, `${flags}y`);
  const space = new RegExp('\\s', `${flags}g`);
  return (value) => {
    const start = head.exec(value)?.[0].length;
    if (start === undefined) return false;
    // The first space after the scheme ends every user part; the last one must come before the path.
    space.lastIndex = start;
    const firstSpace = space.exec(value)?.index ?? value.length;
    let lastSpace = -1;
    for (let at = value.length - 1; at >= start; at--) {
      if (isSpaceAt(value, at)) {
        lastSpace = at;
        break;
      }
    }
    const hostFrom = (from: number): boolean => {
      host.lastIndex = from;
      const match = host.exec(value);
      if (match === null) return false;
      const end = from + match[0].length;
      return end === value.length || lastSpace < end;
    };
    if (hostFrom(start)) return true;
    for (let at = value.indexOf('@', start + 1); at !== -1 && at < firstSpace; at = value.indexOf('@', at + 1)) {
      if (hostFrom(at + 1)) return true;
    }
    return false;
  };
}

const ONE_SPACE = /^\s$/u;
function isSpaceAt(value: string, at: number): boolean {
  const code = value.charCodeAt(at);
  // Every JavaScript space is in the Basic Multilingual Plane.
  return code === 32 || (code >= 9 && code <= 13) || (code >= 0xa0 && ONE_SPACE.test(value[at] as string));
}
