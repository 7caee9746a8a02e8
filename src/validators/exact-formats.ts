/**
 * ajv-formats' checks where they accept what their RFC refuses in ways a caller meets (found by
 * running both engines over the JSON Schema Test Suite's optional format cases; both take their
 * formats from one table, so they agreed, and were both wrong):
 * - `time` and `date-time` (RFC 3339 §5.6): a numeric offset without its colon or minutes
 *   (`+01`, `+0100`), hour 24 or minute 60 taken for a leap second (`24:59:60+01:00`), any
 *   whitespace as the date-time separator (`2024-01-01\n10:00:00Z`), and a valid second of many
 *   decimals refused (`59.999999999999999` rounds to 60 as a number);
 * - `uuid` (RFC 4122 §3): a `urn:uuid:` prefix, which is the URN, not the UUID's string form;
 * - `uri` and `uri-reference` (RFC 3986 §3.2): a port that is not digits (`http://example.com:PORT/`,
 *   a template a model left unfilled) and a second `@` in the authority.
 * Each keeps ajv-formats' `compare`, so `formatMinimum` and its kin are unchanged.
 */
export function withExactFormats<T>(formats: Readonly<Record<string, T>>): Record<string, T> {
  const exact: Record<string, T> = { ...formats };
  replaceCheck(exact, 'time', isTime);
  const date = checkOf(formats['date']);
  if (date !== undefined) replaceCheck(exact, 'date-time', (value) => isDateTime(value, date));
  replaceCheck(exact, 'uuid', (value) => UUID.test(value));
  for (const [name, scheme] of [['uri', ABSOLUTE_AUTHORITY], ['uri-reference', ANY_AUTHORITY]] as const) {
    const check = checkOf(formats[name]);
    if (check !== undefined) replaceCheck(exact, name, (value) => check(value) && hasSoundAuthority(value, scheme));
  }
  return exact;
}

type Check = (value: string) => boolean;

function replaceCheck<T>(formats: Record<string, T>, name: string, check: Check): void {
  const definition = formats[name] as unknown;
  if (definition === undefined) return;
  const kept = typeof definition === 'object' && definition !== null && !(definition instanceof RegExp) ? { ...definition, validate: check } : check;
  formats[name] = kept as T;
}

const ABSOLUTE_AUTHORITY = /^[a-z][a-z0-9+\-.]*:\/\//i;
const ANY_AUTHORITY = /^(?:[a-z][a-z0-9+\-.]*:)?\/\//i;

// authority = [ userinfo "@" ] host [ ":" port ], port = *DIGIT; userinfo holds no "@". (What else it holds, ajv-formats checks.)
function hasSoundAuthority(value: string, scheme: RegExp): boolean {
  const head = scheme.exec(value);
  if (head === null) return true;
  const rest = value.slice(head[0].length);
  const end = rest.search(/[/?#]/);
  const authority = end < 0 ? rest : rest.slice(0, end);
  const at = authority.indexOf('@');
  if (at !== authority.lastIndexOf('@')) return false;
  const host = authority.slice(at + 1);
  const colon = host.indexOf(':', host.lastIndexOf(']') + 1);
  return colon < 0 || /^\d*$/.test(host.slice(colon + 1));
}

const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

// partial-time time-offset: the offset is `Z` or `±hh:mm`.
const TIME = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:z|([+-])(\d\d):(\d\d))$/i;

/** RFC 3339's full-time: second 60 only where the time is 23:59 in UTC (a leap second). */
export function isTime(value: string): boolean {
  const matches = TIME.exec(value);
  if (matches === null) return false;
  const [hour, minute, second] = [Number(matches[1]), Number(matches[2]), Number(matches[3])];
  const sign = matches[4] === '-' ? -1 : 1;
  const [offsetHour, offsetMinute] = [Number(matches[5] ?? 0), Number(matches[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  if (second < 60) return true;
  const utcMinutes = (((hour * 60 + minute - sign * (offsetHour * 60 + offsetMinute)) % 1440) + 1440) % 1440;
  return utcMinutes === 23 * 60 + 59;
}

/** `full-date "T" full-time`; a space for the `T`, as RFC 3339's note allows, but no other whitespace. */
function isDateTime(value: string, isDate: Check): boolean {
  const separator = value.charAt(10);
  return (separator === 'T' || separator === 't' || separator === ' ') && isDate(value.slice(0, 10)) && isTime(value.slice(11));
}

// A format's check as a function: ajv-formats gives a RegExp, a function, or a definition holding either.
function checkOf(definition: unknown): Check | undefined {
  const check = typeof definition === 'object' && definition !== null && !(definition instanceof RegExp) ? (definition as { validate?: unknown }).validate : definition;
  if (check instanceof RegExp) return (value) => check.test(value);
  return typeof check === 'function' ? (check as Check) : undefined;
}
