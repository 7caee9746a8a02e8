import fc from 'fast-check';
import { FORMAT_ARBITRARIES } from './formats.js';

const DAY = 86_400_000;
// ajv-formats reads a time as of this day (`compareTime`): a time's instants are those of that day.
const TIME_DAY = Date.parse('2020-01-01T00:00:00Z');
const iso = (ms: number): string => new Date(ms).toISOString();
const OFFSET = /(?:z|[+-]\d\d(?::?\d\d)?)$/i;

/** How a format's strings map to instants, as ajv-formats' `compare` orders them, and back. */
interface Clock {
  /** The instant a limit names; NaN when it names none. */
  readonly read: (limit: string) => number;
  /** The least difference between two of its strings: what an exclusive bound moves inside. */
  readonly step: number;
  /** The instants its strings can name, and the part of them drawn from when a side is unbounded. */
  readonly range: readonly [number, number];
  readonly usual: readonly [number, number];
  readonly write: (instant: number) => string;
}

const YEARS: Pick<Clock, 'range' | 'usual'> = { range: [Date.parse('0000-01-01T00:00:00Z'), Date.parse('9999-12-31T23:59:59.999Z')], usual: [Date.parse('1900-01-01T00:00:00Z'), Date.parse('2199-12-31T23:59:59Z')] };
const ONE_DAY: Pick<Clock, 'range' | 'usual'> = { range: [TIME_DAY, TIME_DAY + DAY - 1], usual: [TIME_DAY, TIME_DAY + DAY - 1] };
const writeTime = (instant: number): string => `${iso(instant).slice(11, 23)}Z`;

const CLOCKS: Readonly<Record<string, Clock>> = {
  date: { ...YEARS, read: Date.parse, step: DAY, write: (instant) => iso(instant).slice(0, 10) },
  'date-time': { ...YEARS, read: Date.parse, step: 1, write: iso },
  'iso-date-time': { ...YEARS, read: Date.parse, step: 1, write: iso },
  // compareTime: the instant the time names on that day, its offset applied.
  time: { ...ONE_DAY, read: (limit) => Date.parse(`2020-01-01T${limit}`), step: 1, write: writeTime },
  // compareIsoTime: the clock's digits alone, whatever the offset.
  'iso-time': { ...ONE_DAY, read: (limit) => Date.parse(`2020-01-01T${limit.replace(OFFSET, '')}Z`), step: 1, write: writeTime },
};

/**
 * The arbitrary for `format`, drawn within the schema's `formatMinimum`, `formatMaximum`,
 * `formatExclusiveMinimum` and `formatExclusiveMaximum` where the format is one ajv-formats
 * compares (a date, date-time, time: a bound far from the default range, `"formatMinimum":
 * "2999-12-30"`, had every candidate refused); other formats, and limits that name no instant or
 * leave none, get {@link FORMAT_ARBITRARIES}' own. The tool's validator still has the last word.
 */
export function formatArbitrary(format: string, schema: Record<string, unknown>): fc.Arbitrary<string> | undefined {
  const plain = FORMAT_ARBITRARIES[format];
  const clock = Object.hasOwn(CLOCKS, format) ? CLOCKS[format] : undefined;
  if (clock === undefined) return plain;
  const low = bound(clock, schema, 'formatMinimum', 'formatExclusiveMinimum', clock.step);
  const high = bound(clock, schema, 'formatMaximum', 'formatExclusiveMaximum', -clock.step);
  if (low === undefined && high === undefined) return plain;
  const [earliest, latest] = clock.range;
  const [usualLow, usualHigh] = clock.usual;
  // One side bounded: the other as far away as the usual range spans.
  const min = Math.max(low ?? Math.min(usualLow, (high as number) - (usualHigh - usualLow)), earliest);
  const max = Math.min(high ?? Math.max(usualHigh, (low as number) + (usualHigh - usualLow)), latest);
  // Bounds that leave no instant: the validator refuses every candidate and says which keyword.
  if (min > max) return plain;
  return fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true }).map((date) => clock.write(date.getTime()));
}

// The instant an inclusive or exclusive bound names (an exclusive one moved by `step` inside), the tighter of the two.
function bound(clock: Clock, schema: Record<string, unknown>, inclusive: string, exclusive: string, step: number): number | undefined {
  const at = (key: string, by: number): number | undefined => {
    const limit = schema[key];
    const instant = typeof limit === 'string' ? clock.read(limit) : NaN;
    return Number.isNaN(instant) ? undefined : instant + by;
  };
  const both = [at(inclusive, 0), at(exclusive, step)].filter((instant): instant is number => instant !== undefined);
  if (both.length === 0) return undefined;
  return step > 0 ? Math.max(...both) : Math.min(...both);
}
