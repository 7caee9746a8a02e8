import fc from 'fast-check';

const pad = (value: number): string => String(value).padStart(2, '0');
const dates = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true });
const offsets = fc.constantFrom('Z', '+00:00', '+01:00', '-05:30', '+14:00');
const times = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }), offsets);
const time = times.map(([h, m, s, ms, offset]) => `${pad(h)}:${pad(m)}:${pad(s)}${ms === undefined ? '' : `.${String(ms).padStart(3, '0')}`}${offset}`);
const dateTime = fc.tuple(dates, time).map(([date, clock]) => `${date.toISOString().slice(0, 10)}T${clock}`);
const pointerToken = fc.string({ maxLength: 6 }).map((token) => token.replace(/~/g, '~0').replace(/\//g, '~1'));
const jsonPointer = fc.array(pointerToken, { maxLength: 4 }).map((tokens) => tokens.map((token) => `/${token}`).join(''));
const url = fc.webUrl({ withQueryParameters: true, withFragments: true });

/**
 * Strings in the formats Ajv's ajv-formats checks (its full mode), by name. Every generated value
 * is still checked by the format's own validator: these only make valid strings common.
 */
export const FORMAT_ARBITRARIES: Readonly<Record<string, fc.Arbitrary<string>>> = {
  'date-time': dateTime,
  'iso-date-time': dateTime,
  date: dates.map((date) => date.toISOString().slice(0, 10)),
  time,
  'iso-time': time,
  duration: fc.tuple(fc.nat({ max: 400 }), fc.nat({ max: 23 }), fc.nat({ max: 59 })).map(([d, h, m]) => `P${d}DT${h}H${m}M`),
  email: fc.emailAddress(),
  'idn-email': fc.emailAddress(),
  hostname: fc.domain(),
  'idn-hostname': fc.domain(),
  ipv4: fc.ipV4(),
  ipv6: fc.ipV6(),
  uri: url,
  url,
  iri: url,
  'uri-reference': fc.oneof(url, fc.webPath()),
  'iri-reference': fc.oneof(url, fc.webPath()),
  'uri-template': url,
  uuid: fc.uuid(),
  regex: fc.constantFrom('^[a-z]+$', '\\d{3}-\\d{4}', 'a|b', '.*', '^[A-Z][a-z]*$'),
  'json-pointer': jsonPointer,
  'json-pointer-uri-fragment': jsonPointer.map((pointer) => `#${pointer.split('/').map(encodeURIComponent).join('/')}`),
  'relative-json-pointer': fc.tuple(fc.nat({ max: 5 }), jsonPointer).map(([up, pointer]) => `${up}${pointer}`),
  byte: fc.base64String({ maxLength: 24 }),
};

// The instants a date or date-time format can write: years 0000 to 9999.
const EARLIEST = Date.parse('0000-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
const DAY = 86_400_000;
const DEFAULT_EARLIEST = Date.parse('1900-01-01T00:00:00Z');
const DEFAULT_LATEST = Date.parse('2199-12-31T23:59:59Z');
const CENTURIES = DEFAULT_LATEST - DEFAULT_EARLIEST;

/**
 * The arbitrary for `format`, drawn within the schema's `formatMinimum`, `formatMaximum`,
 * `formatExclusiveMinimum` and `formatExclusiveMaximum` where the format is a date or date-time
 * (a bound far from the default range, `"formatMinimum": "2999-12-30"`, had every candidate
 * refused); other formats, and a limit that is no date, get {@link FORMAT_ARBITRARIES}' own.
 * The tool's validator still has the last word.
 */
export function formatArbitrary(format: string, schema: Record<string, unknown>): fc.Arbitrary<string> | undefined {
  const plain = FORMAT_ARBITRARIES[format];
  const isDate = format === 'date';
  if (!isDate && format !== 'date-time' && format !== 'iso-date-time') return plain;
  const step = isDate ? DAY : 1;
  const low = bound(schema, 'formatMinimum', 'formatExclusiveMinimum', step);
  const high = bound(schema, 'formatMaximum', 'formatExclusiveMaximum', -step);
  if (low === undefined && high === undefined) return plain;
  // One side bounded: the other three centuries away, as the default range spans (within what the format writes).
  const min = new Date(Math.max(low ?? Math.min(DEFAULT_EARLIEST, (high as number) - CENTURIES), EARLIEST));
  const max = new Date(Math.min(high ?? Math.max(DEFAULT_LATEST, (low as number) + CENTURIES), LATEST));
  // Bounds that leave no instant: the validator refuses every candidate and says which keyword.
  if (min.getTime() > max.getTime()) return plain;
  const within = fc.date({ min, max, noInvalidDate: true });
  return isDate ? within.map((date) => date.toISOString().slice(0, 10)) : within.map((date) => date.toISOString());
}

// The instant an inclusive or exclusive bound names (an exclusive one moved by `step` inside), the tighter of the two.
function bound(schema: Record<string, unknown>, inclusive: string, exclusive: string, step: number): number | undefined {
  const at = (key: string, by: number): number | undefined => {
    const limit = schema[key];
    const time = typeof limit === 'string' ? Date.parse(limit) : NaN;
    return Number.isNaN(time) ? undefined : time + by;
  };
  const both = [at(inclusive, 0), at(exclusive, step)].filter((time): time is number => time !== undefined);
  if (both.length === 0) return undefined;
  return step > 0 ? Math.max(...both) : Math.min(...both);
}
