import { describe, expect, test } from 'vitest';
import { compileWithAjv, type AjvSettings } from '../../src/validators/ajv-engine.js';
import { compileToolValidators } from '../../src/validators/compile.js';
import { compileInterpreted } from '../../src/validators/interpreted.js';
import type { CompileOptions, ToolValidator, ValidationResult } from '../../src/validators/options.js';
import { mcpTool, packTool } from '../fixtures.js';

// ajv-formats' formatMinimum, formatMaximum, formatExclusiveMinimum and formatExclusiveMaximum on
// both engines: the interpreted engine is held to Ajv's path (`engine: 'auto'` on a schema Ajv is
// exact for) on the same schemas and data, and both to the verdicts ajv-formats' compare functions give.

const KEYWORDS = ['formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum'] as const;
type Keyword = (typeof KEYWORDS)[number];

// Whether a value below, equal to and above the limit passes each keyword.
const PASSES: Record<Keyword, readonly [below: boolean, equal: boolean, above: boolean]> = {
  formatMinimum: [false, true, true],
  formatMaximum: [true, true, false],
  formatExclusiveMinimum: [false, false, true],
  formatExclusiveMaximum: [true, false, false],
};

// Each comparable format: a limit, and values below it, equal to it (by the format's compare, not as
// text where the format allows) and above it.
const FORMATS = [
  { format: 'date', limit: '2020-06-15', below: '2020-06-14', equal: '2020-06-15', above: '2020-06-16' },
  // compareTime and compareDateTime compare instants: another offset can be the same time.
  { format: 'time', limit: '12:00:00Z', below: '11:59:59.5Z', equal: '14:00:00+02:00', above: '12:00:01Z' },
  { format: 'date-time', limit: '2020-06-15T12:00:00Z', below: '2020-06-15T13:59:59+02:00', equal: '2020-06-15T14:00:00+02:00', above: '2020-06-15t12:00:01z' },
  // compareIsoTime compares the clock digits alone, whatever the offset.
  { format: 'iso-time', limit: '12:00:00', below: '11:59:59', equal: '12:00:00+05:00', above: '12:00:01Z' },
  { format: 'iso-date-time', limit: '2020-06-15T12:00:00', below: '2020-06-15T11:59:59', equal: '2020-06-15 12:00:00', above: '2020-06-16T00:00:00' },
] as const;

const ENGINES = ['auto', 'interpreted'] as const;

function validators(tool: Record<string, unknown>, options: CompileOptions = {}): Record<(typeof ENGINES)[number], ToolValidator> {
  const [ajv, interpreted] = ENGINES.map((engine) => compileToolValidators(tool, { ...options, engine }).input);
  expect(ajv?.engine).toBe('ajv');
  expect(interpreted?.engine).toBe('interpreted');
  return { auto: ajv as ToolValidator, interpreted: interpreted as ToolValidator };
}

function bounded(format: string, keyword: Keyword, limit: unknown): Record<string, unknown> {
  return packTool({ input: { type: 'object', properties: { v: { type: 'string', format, [keyword]: limit } } } });
}

// Both engines' results on one value: equal, and returned for the verdict to be checked.
function bothSay(engines: Record<(typeof ENGINES)[number], ToolValidator>, data: unknown): ValidationResult {
  const ajv = engines.auto(data);
  expect(engines.interpreted(data)).toEqual(ajv);
  return ajv;
}

describe('each keyword and comparable format: the same verdicts and issues on both engines', () => {
  const cases = FORMATS.flatMap((row) => KEYWORDS.map((keyword) => ({ ...row, keyword })));
  test.each(cases)('$keyword, $format', ({ format, limit, below, equal, above, keyword }) => {
    const engines = validators(bounded(format, keyword, limit));
    const values = [below, equal, above] as const;
    values.forEach((value, at) => {
      const result = bothSay(engines, { v: value });
      expect(result.valid, `${value} against ${keyword} ${limit}`).toBe(PASSES[keyword][at]);
      if (!result.valid) expect(result.issues).toEqual([expect.objectContaining({ code: 'call/invalid-value', pointer: '/v', severity: 'error' })]);
    });
  });

  test('an issue names the comparison and the limit, as on Ajv', () => {
    const engines = validators(bounded('date', 'formatExclusiveMinimum', '2020-01-01'));
    expect(bothSay(engines, { v: '2020-01-01' }).issues).toEqual([{ code: 'call/invalid-value', severity: 'error', pointer: '/v', message: '"v" must be greater than 2020-01-01, not "2020-01-01".' }]);
    const min = validators(bounded('date-time', 'formatMaximum', '2020-01-01T00:00:00Z'));
    expect(bothSay(min, { v: '2021-01-01T00:00:00Z' }).issues[0]?.message).toBe('"v" must be at most 2020-01-01T00:00:00Z, not "2021-01-01T00:00:00Z".');
  });
});

describe('values the comparison does not decide, as ajv-formats leaves them', () => {
  test.each([
    // A date that breaks its format still compares as text: both issues.
    ['date', 'formatMinimum', '2020-01-01', '2019-13-45', ['must be a valid date', 'must be at least 2020-01-01']],
    ['date', 'formatMaximum', '2020-01-01', '2021-99-99', ['must be a valid date', 'must be at most 2020-01-01']],
    // compareDate of an empty string is undefined: no bound fails, only the format.
    ['date', 'formatMinimum', '2020-01-01', '', ['must be a valid date']],
    // An unparsable date-time or time compares as NaN: no bound fails.
    ['date-time', 'formatMinimum', '2020-01-01T00:00:00Z', 'yesterday', ['must be a valid date-time']],
    ['time', 'formatExclusiveMaximum', '12:00:00Z', 'noon', ['must be a valid time']],
    // A limit that is not in its format: the date compares as text, the date-time not at all.
    ['date', 'formatMinimum', 'not a date', '2020-01-01', ['must be at least not a date']],
    ['date-time', 'formatMinimum', 'not a date-time', '2020-01-01T00:00:00Z', []],
  ] as const)('%s %s %s on %j', (format, keyword, limit, value, says) => {
    const result = bothSay(validators(bounded(format, keyword, limit)), { v: value });
    expect(result.issues.map((issue) => issue.message.replace(/^"v" |, not .*$/g, ''))).toEqual(says);
  });

  test('a value that is no string passes every bound (only its type may fail)', () => {
    // An MCP tool, so that no `type` is needed beside the keywords.
    const tool = mcpTool({ input: { type: 'object', properties: { v: { format: 'date', formatMinimum: '2020-01-01', formatExclusiveMaximum: '2020-01-02' } } } });
    const engines = validators(tool);
    for (const value of [5, null, true, ['2019-01-01'], { d: '2019-01-01' }]) expect(bothSay(engines, { v: value }).valid).toBe(true);
    expect(bothSay(engines, { v: '2019-01-01' }).valid).toBe(false);
  });

  test('a string too long for its format fails the format, and is still compared', () => {
    const engines = validators(bounded('date', 'formatMaximum', '2020-01-01'), { maxFormatLength: 8 });
    expect(bothSay(engines, { v: '2021-01-01' }).issues.map((issue) => issue.message)).toEqual(['"v" must be a valid date, not "2021-01-01".', '"v" must be at most 2020-01-01, not "2021-01-01".']);
  });

  test('several bounds on one string: each is checked', () => {
    const tool = packTool({ input: { type: 'object', properties: { v: { type: 'string', format: 'date', formatExclusiveMinimum: '2020-01-01', formatExclusiveMaximum: '2020-01-03' } } } });
    const engines = validators(tool);
    expect(bothSay(engines, { v: '2020-01-02' }).valid).toBe(true);
    for (const value of ['2020-01-01', '2020-01-03']) expect(bothSay(engines, { v: value }).issues).toHaveLength(1);
  });

  test('in another dialect (draft-07 on an MCP tool) too', () => {
    const tool = mcpTool({ input: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { v: { type: 'string', format: 'date', formatMinimum: '2020-01-01' } } } });
    const engines = validators(tool);
    expect(bothSay(engines, { v: '2019-12-31' }).valid).toBe(false);
    expect(bothSay(engines, { v: '2020-01-01' }).valid).toBe(true);
  });
});

describe("the formats option: with 'annotate', as `format` is not asserted, no bound is", () => {
  test.each(KEYWORDS)('%s', (keyword) => {
    const engines = validators(bounded('date', keyword, '2020-06-15'), { formats: 'annotate' });
    for (const value of ['2020-06-14', '2020-06-15', '2020-06-16', 'not a date']) expect(bothSay(engines, { v: value }).valid).toBe(true);
  });
});

describe("routed under 'auto' to the interpreted engine", () => {
  const schema = { type: 'object', allOf: [{ properties: { d: { type: 'string', format: 'date', formatMinimum: '2020-01-01' } } }], unevaluatedProperties: false };

  test('the bound holds there too (it was a false valid)', () => {
    const input = compileToolValidators(packTool({ input: schema })).input;
    expect(input.engine).toBe('interpreted');
    expect(input({ d: '2020-01-01' }).valid).toBe(true);
    const result = input({ d: '2019-01-01' });
    expect(result.valid).toBe(false);
    // The branch that failed evaluated nothing, so "d" is also unevaluated (as the specification says).
    expect(result.issues).toContainEqual({ code: 'call/invalid-value', severity: 'error', pointer: '/d', message: '"d" must be at least 2020-01-01, not "2019-01-01".' });
  });

  test('each keyword, routed, gives the verdicts Ajv gives unrouted', () => {
    for (const { format, limit, below, equal, above } of FORMATS) {
      for (const keyword of KEYWORDS) {
        const inner = { type: 'string', format, [keyword]: limit };
        const routed = compileToolValidators(packTool({ input: { type: 'object', allOf: [{ properties: { d: inner } }], unevaluatedProperties: false } })).input;
        const plain = compileToolValidators(packTool({ input: { type: 'object', properties: { d: inner } } })).input;
        expect([routed.engine, plain.engine]).toEqual(['interpreted', 'ajv']);
        for (const value of [below, equal, above]) expect(routed({ d: value }).valid, `${keyword} ${limit} on ${value}`).toBe(plain({ d: value }).valid);
      }
    }
  });
});

describe('what Ajv refuses at compile, the interpreted engine refuses with the same words', () => {
  const settings = (strict: boolean, formats: 'assert' | 'annotate'): AjvSettings => ({ strict, formats, useDefaults: false, schemas: {}, regExp: 'native', maxFormatLength: 10_000, maxErrors: 100 });
  const thrown = (run: () => unknown): string | undefined => {
    try {
      run();
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  test.each([
    [{ type: 'string', formatMinimum: '2020-01-01' }],
    [{ type: 'string', format: 'date', formatMaximum: 20200101 }],
    [{ type: 'string', format: 'date', formatExclusiveMinimum: { $data: '1/x' } }],
    [{ type: 'string', format: 'email', formatExclusiveMaximum: 'a' }],
    [{ type: 'string', format: 'int32', formatMinimum: '1' }],
    [{ type: 'string', format: 'date', formatMinimum: '2020-01-01' }],
    [{ type: 'string', format: 'iso-date-time', formatMaximum: '2020-01-01T00:00:00' }],
    [{ format: 'not-a-format', formatMinimum: 'a' }],
  ])('%j', (schema) => {
    for (const formats of ['assert', 'annotate'] as const) {
      // Ajv in loose mode: strict mode's refusals (an unknown format, a missing type) are the vet's, and beside the point here.
      const ajv = thrown(() => compileWithAjv(structuredClone(schema), '2020-12', settings(false, formats), true));
      const interpreted = thrown(() => compileInterpreted(structuredClone(schema), '2020-12', { ...settings(false, formats), matcher: (pattern) => new RegExp(pattern, 'u') }));
      expect(interpreted, formats).toBe(ajv);
    }
  });
});

// json-schema-library looks a format up by name in its table: a name of Object.prototype's made
// every call `call/validator-failed` ("__proto__" found Object.prototype, no function) where Ajv
// knows no such format and lets every value through.
describe('a format named after a member of Object.prototype is an unknown format on both engines', () => {
  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])('"%s"', (format) => {
    const manifest = mcpTool({ input: { type: 'object', properties: { v: { format } }, additionalProperties: false } });
    for (const engine of ['auto', 'interpreted'] as const) {
      const validator = compileToolValidators(manifest, { engine }).input;
      for (const value of ['2020-01-01', 'abc', 5, null]) expect(validator({ v: value }), `${engine} on ${JSON.stringify(value)}`).toEqual({ valid: true, issues: [] });
    }
  });
});
