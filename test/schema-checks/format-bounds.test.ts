import { describe, expect, test } from 'vitest';
import { compileWithAjv, type AjvSettings } from '../../src/validators/ajv-engine.js';
import { compileToolValidators } from '../../src/validators/compile.js';
import { comparableFormats, knownFormats } from '../../src/schema-checks/format-names.js';
import { listWords } from '../../src/suggest.js';
import { vetToolManifest } from '../../src/vet.js';
import { mcpTool, packTool } from '../fixtures.js';

// formatMinimum and its kin: Ajv refuses them at compile, in strict mode or not, without a `format`
// beside them, with a limit that is not a string, or (formats asserting) beside a format
// ajv-formats cannot compare. The vet says so as `schema/unsupported`, on pack and MCP tools alike,
// and whatever it lets through compiles.

const KEYWORDS = ['formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum'] as const;
const TOOLS = [
  ['pack', packTool],
  ['MCP', mcpTool],
] as const;

const withProperty = (tool: (typeof TOOLS)[number][1], schema: Record<string, unknown>) => tool({ input: { type: 'object', properties: { v: schema } } });

describe('refused as schema/unsupported, at the keyword', () => {
  test.each(TOOLS.flatMap(([kind, tool]) => KEYWORDS.map((keyword) => [kind, tool, keyword] as const)))('%s tool, %s', (_kind, tool, keyword) => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'string', [keyword]: '2020-01-01' }, /without a `format` beside it/],
      [{ type: 'string', format: 'date', [keyword]: 20200101 }, /that is not a string/],
      [{ type: 'string', format: 'email', [keyword]: 'a@b.c' }, /beside `"format": "email"`, which ajv-formats cannot compare/],
      [{ type: 'string', format: 'int32', [keyword]: '1' }, /beside `"format": "int32"`/],
    ];
    for (const [schema, says] of cases) {
      const report = vetToolManifest(withProperty(tool, schema));
      expect(report.valid).toBe(false);
      expect(report.issues).toEqual([expect.objectContaining({ code: 'schema/unsupported', severity: 'error', pointer: `/input/properties/v/${keyword}`, message: expect.stringMatching(says) })]);
    }
  });

  test('deep in the schema, under $defs reached by a $ref, in the output too', () => {
    const report = vetToolManifest(packTool({ output: { type: 'object', properties: { at: { $ref: '#/$defs/when' } }, $defs: { when: { type: 'string', formatMinimum: '2020-01-01' } } } }));
    expect(report.issues.map((issue) => [issue.code, issue.pointer])).toEqual([['schema/unsupported', '/output/$defs/when/formatMinimum']]);
  });

  test('the hint says what to do, naming the formats that compare', () => {
    const [missing] = vetToolManifest(withProperty(packTool, { type: 'string', formatMinimum: '2020-01-01' })).issues;
    expect(missing?.hint).toBe(`Add the \`format\` its limit is written in (${listWords([...comparableFormats()])}), or remove \`formatMinimum\`.`);
    const [notString] = vetToolManifest(withProperty(packTool, { type: 'string', format: 'date', formatMinimum: 5 })).issues;
    expect(notString?.hint).toMatch(/^Write the limit as a string/);
    const [noCompare] = vetToolManifest(withProperty(packTool, { type: 'string', format: 'uri', formatMinimum: 'a' })).issues;
    expect(noCompare?.hint).toMatch(/^Only date, time, .* strings compare/);
  });
});

describe('what stays clean, and what other checks say', () => {
  test.each(TOOLS)('%s tool: a bound beside a format that compares is clean', (_kind, tool) => {
    for (const format of comparableFormats()) for (const keyword of KEYWORDS) expect(vetToolManifest(withProperty(tool, { type: 'string', format, [keyword]: 'x' })).issues).toEqual([]);
  });

  test('an unknown format beside a bound: strict mode refuses the format on a pack tool; loose Ajv ignores both on an MCP tool', () => {
    const schema = { type: 'string', format: 'no-such-format', formatMinimum: 'a' };
    expect(vetToolManifest(withProperty(packTool, schema)).issues.map((issue) => [issue.code, issue.pointer])).toEqual([['schema/strict', '/input/properties/v/format']]);
    expect(vetToolManifest(withProperty(mcpTool, schema)).issues).toEqual([]);
  });

  test('a bound without "type" on a pack tool is strict mode\'s finding (strictTypes), beside this one', () => {
    const codes = vetToolManifest(withProperty(packTool, { formatMinimum: 'a' })).issues.map((issue) => [issue.code, issue.pointer]);
    expect(codes).toContainEqual(['schema/unsupported', '/input/properties/v/formatMinimum']);
    expect(codes).toContainEqual(['schema/strict', '/input/properties/v/formatMinimum']);
  });
});

describe('the vet agrees with compile', () => {
  const formats = [undefined, ...comparableFormats(), 'email', 'uri', 'int32', 'no-such-format'];
  const limits = ['2020-01-01', 5, null];
  const schemas = KEYWORDS.flatMap((keyword) => formats.flatMap((format) => limits.map((limit) => ({ type: 'string', ...(format === undefined ? {} : { format }), [keyword]: limit }))));
  const ajvSettings = (strict: boolean): AjvSettings => ({ strict, formats: 'assert', useDefaults: false, schemas: {}, regExp: 'native', maxFormatLength: 10_000, maxErrors: 100 });

  test.each(TOOLS)('%s tool: a schema the vet calls clean compiles, on both engines; one it refuses as unsupported, Ajv refuses in any mode', (_kind, tool) => {
    let clean = 0;
    for (const schema of schemas) {
      const manifest = withProperty(tool, schema);
      const report = vetToolManifest(manifest);
      const unsupported = report.issues.some((issue) => issue.code === 'schema/unsupported');
      let ajvRefuses = false;
      try {
        // Loose: strict mode's own refusals (an unknown format, which it meets first) are schema/strict's.
        compileWithAjv({ type: 'object', properties: { v: schema } }, '2020-12', ajvSettings(false), true);
      } catch {
        ajvRefuses = true;
      }
      expect(unsupported, JSON.stringify(schema)).toBe(ajvRefuses);
      if (!report.valid) continue;
      clean++;
      for (const engine of ['auto', 'interpreted'] as const) expect(() => compileToolValidators(manifest, { engine }), `${JSON.stringify(schema)} on ${engine}`).not.toThrow();
    }
    expect(clean).toBeGreaterThanOrEqual(KEYWORDS.length * comparableFormats().size);
  });

  test('the formats that compare are those Ajv takes a bound beside', () => {
    const accepted = [...knownFormats()].filter((format) => {
      try {
        compileWithAjv({ type: 'string', format, formatMinimum: 'x' }, '2020-12', ajvSettings(true), false);
        return true;
      } catch {
        return false;
      }
    });
    expect([...comparableFormats()].sort()).toEqual(accepted.sort());
    expect(accepted.sort()).toEqual(['date', 'date-time', 'iso-date-time', 'iso-time', 'time']);
  });
});
