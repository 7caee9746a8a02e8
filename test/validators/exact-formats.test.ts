import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { corpusPath, mcpTool } from '../fixtures.js';

// Formats against their RFCs, on both engines (which take their checks from one table). ajv-formats
// took `+0100` and `+01` for offsets, hour 24 for a leap second's, any whitespace (a newline) for
// the date-time separator, refused a second of fifteen decimals, took a `urn:uuid:` URN for a UUID,
// and a URI whose port is not digits (`:PORT`) or whose authority has two `@`.

const NOT_OBJECT_ALLOWED = { rules: { 'schema/input-not-object': 'off' } } as const;

const CASES: [format: string, value: string, valid: boolean][] = [
  ['date-time', '2024-01-01T10:00:00Z', true],
  ['date-time', '2024-01-01t10:00:00z', true],
  ['date-time', '2024-01-01 10:00:00Z', true],
  ['date-time', '2024-01-01\n10:00:00Z', false],
  ['date-time', '2024-01-01\t10:00:00Z', false],
  ['date-time', '2024-01-01T10:00:00+01:00', true],
  ['date-time', '2024-01-01T10:00:00+0100', false],
  ['date-time', '2024-01-01T10:00:00+01', false],
  ['date-time', '2024-01-01T10:00:00+24:00', false],
  ['date-time', '2024-01-01T10:00:00', false],
  ['date-time', '2016-12-31T23:59:60Z', true],
  ['date-time', '2016-12-31T15:59:60-08:00', true],
  ['date-time', '2016-12-31T22:59:60Z', false],
  ['date-time', '2016-12-31T24:59:60+01:00', false],
  ['date-time', '2016-12-31T23:60:60+00:01', false],
  ['date-time', '1985-04-12T00:59:59.999999999999999Z', true],
  ['date-time', '2024-02-30T10:00:00Z', false],
  ['time', '23:59:60Z', true],
  ['time', '10:00:00.5+05:30', true],
  ['time', '10:00:00', false],
  ['time', '10:00:00+0530', false],
  ['time', '24:00:00Z', false],
  ['uuid', '2eb8aa08-aa98-11ea-b4aa-73b441d16380', true],
  ['uuid', '2EB8AA08-AA98-11EA-B4AA-73B441D16380', true],
  ['uuid', 'urn:uuid:2eb8aa08-aa98-11ea-b4aa-73b441d16380', false],
  ['uri', 'http://example.com:8080/path', true],
  ['uri', 'http://example.com:/path', true],
  ['uri', 'http://example.com:PORT/path', false],
  ['uri', 'http://[2001:db8::7]:443/c', true],
  ['uri', 'http://[2001:db8::7]:x/c', false],
  ['uri', "http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com", true],
  ['uri', 'http://a@b@example.com/', false],
  ['uri', 'mailto:a@b.c', true],
  ['uri-reference', '//example.com:abc/p', false],
  ['uri-reference', '//user@example.com:80/p', true],
  ['uri-reference', '/a:b@c', true],
];

test.each(CASES)('%s %j: %s on both engines', (format, value, valid) => {
  for (const engine of ['auto', 'interpreted'] as const) {
    const { issues } = compileToolValidators(mcpTool({ input: { type: 'string', format } }), { ...NOT_OBJECT_ALLOWED, engine }).input(value);
    expect(issues.length === 0, engine).toBe(valid);
  }
});

test('formatMinimum still compares date-times as ajv-formats does', () => {
  const schema = { type: 'string', format: 'date-time', formatMinimum: '2024-01-01T00:00:00Z' };
  for (const engine of ['auto', 'interpreted'] as const) {
    const input = compileToolValidators(mcpTool({ input: schema }), { ...NOT_OBJECT_ALLOWED, engine }).input;
    expect(input('2024-01-01T01:00:00+02:00').valid, engine).toBe(false);
    expect(input('2024-01-02T00:00:00Z').valid, engine).toBe(true);
  }
});

// The Test Suite's optional cases for these formats, which ajv-formats failed on four of.
const SUITE = `${corpusPath('JSON-Schema-Test-Suite/tests/draft2020-12/optional/format')}/`;
const suiteFiles = readdirSync(SUITE).filter((file) => ['date-time.json', 'time.json', 'uuid.json', 'date.json'].includes(file));
test.each(suiteFiles)('the Test Suite’s optional %s, on both engines', (file) => {
  for (const group of JSON.parse(readFileSync(SUITE + file, 'utf8')) as { schema: object; tests: { data: unknown; valid: boolean; description: string }[] }[]) {
    for (const engine of ['auto', 'interpreted'] as const) {
      const input = compileToolValidators(mcpTool({ input: { $schema: 'https://json-schema.org/draft/2020-12/schema', ...group.schema } }), { ...NOT_OBJECT_ALLOWED, engine }).input;
      for (const { data, valid, description } of group.tests) expect(input(data).valid, `${engine}: ${description}`).toBe(valid);
    }
  }
});
