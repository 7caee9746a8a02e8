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
