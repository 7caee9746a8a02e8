import { describe, expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { mcpTool, packTool, refusal } from '../fixtures.js';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const DRAFT_2020 = 'https://json-schema.org/draft/2020-12/schema';
const pair = { items: [{ type: 'number' }, { type: 'number' }] };
// These MCP tools take an array, which MCP clients refuse (schema/input-not-object); here they only carry a schema to compile.
const NOT_OBJECT_ALLOWED = { rules: { 'schema/input-not-object': 'off' } } as const;


describe('each schema in its own dialect', () => {
  test('a draft-07 MCP tool’s array-form items is a tuple: [1, "two"] is refused at /1', () => {
    const { input } = compileToolValidators(mcpTool({ input: { $schema: DRAFT_07, type: 'array', ...pair } }), NOT_OBJECT_ALLOWED);
    expect(input.dialect).toBe('draft-07');
    expect(input([1, 2]).valid).toBe(true);
    expect(input([1, 'two'])).toEqual({
      valid: false,
      issues: [{ code: 'call/wrong-type', severity: 'error', pointer: '/1', message: '"input[1]" must be a number, not a string.' }],
    });
  });

  test('the same tuple inside an object points into the data', () => {
    const { input } = compileToolValidators(mcpTool({ input: { $schema: DRAFT_07, type: 'object', properties: { point: { type: 'array', ...pair } } } }));
    expect(input({ point: [1, 'two'] }).issues).toEqual([expect.objectContaining({ pointer: '/point/1', message: '"point[1]" must be a number, not a string.' })]);
  });

  test.each([
    ['an MCP tool declaring 2020-12', mcpTool({ input: { $schema: DRAFT_2020, type: 'array', ...pair } })],
    ['an MCP tool without $schema (2020-12)', mcpTool({ input: { type: 'array', ...pair } })],
    ['a pack tool', packTool({ input: { type: 'array', ...pair } })],
  ])('in 2020-12 array-form items is no tuple: %s is refused at vet time with schema/invalid', (_, manifest) => {
    const error = refusal(() => compileToolValidators(manifest));
    expect(error.issues).toContainEqual(expect.objectContaining({ code: 'schema/invalid', pointer: '/input/items' }));
  });

  test('the 2020-12 tuple is prefixItems', () => {
    const { input } = compileToolValidators(packTool({ input: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], minItems: 2, items: false } }));
    expect(input([1, 'two']).issues).toEqual([expect.objectContaining({ code: 'call/wrong-type', pointer: '/1' })]);
    expect(input([1, 2, 3]).issues).toEqual([expect.objectContaining({ code: 'call/invalid-value', pointer: '', message: 'The input must have at most 2 items, not 3 items.' })]);
  });

  test('input and output each get their own dialect', () => {
    const { input, output } = compileToolValidators(mcpTool({ input: { $schema: 'http://json-schema.org/draft-06/schema#', type: 'object' }, output: { $schema: 'https://json-schema.org/draft/2019-09/schema' } }));
    expect([input.field, input.dialect, output.field, output.dialect]).toEqual(['input', 'draft-06', 'output', '2019-09']);
  });
});

describe('refusals: never half-compiled, never a raw Ajv error', () => {
  test('a manifest that does not vet cleanly is refused with its issues', () => {
    const error = refusal(() => compileToolValidators(packTool({ version: '1.0', input: { type: 'strin' } })));
    expect(error.issues.map((issue) => issue.code)).toEqual(expect.arrayContaining(['manifest/invalid-version', 'schema/invalid']));
  });

  test('JSON text is vetted and compiled like a value', () => {
    const { input } = compileToolValidators(JSON.stringify(packTool()));
    expect(input({ text: 'hi' }).valid).toBe(true);
  });

  // A valid schema on which Ajv's compile overflows its own stack (the Test Suite's "refs with relative uris and defs").
  const overflowing = {
    $id: 'http://example.com/schema-relative-uri-defs1.json',
    properties: { foo: { $id: 'schema-relative-uri-defs2.json', $defs: { inner: { properties: { bar: { type: 'string' } } } }, $ref: '#/$defs/inner' } },
    $ref: 'schema-relative-uri-defs2.json',
  };

  test('a schema Ajv cannot compile (its compiler overflows) runs on the interpreted engine, correctly', () => {
    const { output } = compileToolValidators(mcpTool({ output: overflowing }));
    expect(output.engine).toBe('interpreted');
    expect(output({ foo: { bar: 'x' } }).valid).toBe(true);
    expect(output({ foo: { bar: 1 } })).toEqual({ valid: false, issues: [expect.objectContaining({ code: 'call/wrong-type', pointer: '/foo/bar' })] });
  });

  test('data deeper than the bound is refused before the validator recurses into it', () => {
    const { input } = compileToolValidators(mcpTool({ input: { type: 'array', items: { $ref: '#' } } }), NOT_OBJECT_ALLOWED);
    let deep: unknown[] = [];
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(input([[[]]]).valid).toBe(true);
    expect(input(deep)).toEqual({ valid: false, issues: [expect.objectContaining({ code: 'call/too-deep', pointer: `/${Array(256).fill(0).join('/')}` })] });
  });

  test('with the bound lifted, a validator that cannot finish answers call/validator-failed instead of throwing', () => {
    const { input } = compileToolValidators(mcpTool({ input: { type: 'array', items: { $ref: '#' } } }), { ...NOT_OBJECT_ALLOWED, dataLimits: { maxDepth: Infinity } });
    let deep: unknown[] = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(input(deep)).toEqual({ valid: false, issues: [expect.objectContaining({ code: 'call/validator-failed', pointer: '' })] });
    expect(input(deep).issues[0]?.message).toMatch(/^The input could not be checked: the validator stopped with RangeError: /);
  });

  test('a remote $ref is never fetched: without a registry it is schema/unresolved-ref at vet time', () => {
    const error = refusal(() => compileToolValidators(mcpTool({ input: { type: 'object', $ref: 'http://169.254.169.254/latest/meta-data' } })));
    expect(error.issues).toEqual([expect.objectContaining({ code: 'schema/unresolved-ref', pointer: '/input/$ref' })]);
  });
});

describe('options', () => {
  const when = { type: 'object', properties: { when: { type: 'string', format: 'date-time' } } };

  test.each([
    [undefined, false],
    ['assert', false],
    ['annotate', true],
  ] as const)('formats %s: "yesterday" as a date-time is valid: %s', (formats, valid) => {
    const { input } = compileToolValidators(packTool({ input: when }), formats === undefined ? {} : { formats });
    expect(input({ when: 'yesterday' }).valid).toBe(valid);
    expect(input({ when: '2025-01-02T03:04:05Z' }).valid).toBe(true);
  });

  test('useDefaults fills in missing properties in the data', () => {
    const manifest = packTool({ input: { type: 'object', properties: { units: { type: 'string', default: 'c' } } } });
    const data: Record<string, unknown> = {};
    expect(compileToolValidators(manifest, { useDefaults: true }).input(data).valid).toBe(true);
    expect(data).toEqual({ units: 'c' });
    const untouched: Record<string, unknown> = {};
    compileToolValidators(manifest).input(untouched);
    expect(untouched).toEqual({});
  });

  test('ownProperties: a property named like an Object.prototype member is only present when it is own', () => {
    const { input } = compileToolValidators(mcpTool({ input: { type: 'object', required: ['toString', 'constructor'] } }));
    expect(input({}).issues.map((issue) => issue.message)).toEqual([
      'The input is missing the required property "toString".',
      'The input is missing the required property "constructor".',
    ]);
  });

  test('an MCP tool compiles with strict mode off: union types and unknown keywords and formats are fine', () => {
    const { input } = compileToolValidators(mcpTool({ input: { type: 'object', properties: { n: { type: ['integer', 'null'], format: 'int32', 'x-order': 1 } } } }));
    expect(input({ n: null }).valid).toBe(true);
    expect(input({ n: 'x' }).issues).toEqual([expect.objectContaining({ pointer: '/n', message: '"n" must be an integer or null, not a string.' })]);
  });

  test.each([
    ['a misspelt engine of patterns', { regExp: 'linaer' }, /options\.regExp must be "linear", "native" or absent, not "linaer" \(did you mean "linear"\?\)/],
    ['a misspelt formats', { formats: 'assertt' }, /options\.formats must be "assert", "annotate" or absent, not "assertt"/],
    ['a misspelt engine', { engine: 'ajvv' }, /options\.engine must be/],
    ['a useDefaults that is no choice', { useDefaults: 'yes' }, /options\.useDefaults must be false, true, "empty" or absent/],
    ['no issues at all', { maxIssues: 0 }, /options\.maxIssues must be a whole number of at least 1/],
    ['a maxIssues that is text', { maxIssues: 'x' }, /options\.maxIssues must be .*not "x"/],
    ['a negative maxFormatLength', { maxFormatLength: -1 }, /options\.maxFormatLength must be a whole number of at least 0/],
    ['a misspelt data limit', { dataLimits: { maxDeep: 1 } }, /Unknown option "maxDeep" in options\.dataLimits\. Options: maxDepth, maxValues\./],
    ['a data limit of 0', { dataLimits: { maxValues: 0 } }, /options\.dataLimits\.maxValues must be a whole number of at least 1/],
    ['a misspelt option', { regexp: 'native' }, /Unknown option "regexp" in options \(did you mean "regExp"\?\)/],
    ['options of another entry point', { readTool: () => undefined }, /Unknown option "readTool" in options/],
    ['options that are null', null, /options must be an object, not null/],
  ])('%s is the caller’s bug: a TypeError, never a silent fallback', (_name, options, message) => {
    const manifest = packTool();
    expect(() => compileToolValidators(manifest, options as never)).toThrow(TypeError);
    expect(() => compileToolValidators(manifest, options as never)).toThrow(message);
  });

  test('every option spelt right compiles, Infinity where a bound may be none', () => {
    const options = { formats: 'annotate', useDefaults: 'empty', regExp: 'native', engine: 'interpreted', maxFormatLength: 0, maxIssues: Infinity, dataLimits: { maxDepth: 8, maxValues: Infinity }, profile: 'strict' } as const;
    expect(compileToolValidators(packTool(), options).input.engine).toBe('interpreted');
  });
});

test('a vet’s unknown option lists the vet’s own options, not every entry point’s', async () => {
  const { vetToolManifest } = await import('../../src/index.js');
  expect(() => vetToolManifest({}, { rulez: {} } as never)).toThrow(/Unknown option "rulez" in options \(did you mean "rules"\?\)\. Options: dialects, dialectOptIn, schemas, rules, profile, limits\. The vet also lets through, unread, the options of compileToolValidators, vetPack, loadPack and vetMcpToolList, which those check\.$/);
});

describe('the validators of a manifest are shared by its callers, so none can change them', () => {
  test('assigning a validator, or a validator’s field, dialect or engine, throws in strict code and changes nothing', () => {
    const manifest = packTool({ input: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } });
    const first = compileToolValidators(manifest);
    const pass = () => ({ valid: true, issues: [] });
    expect(() => Object.assign(first, { input: pass })).toThrow(TypeError);
    expect(() => Object.assign(first.input, { dialect: 'draft-07', field: 'output', engine: 'interpreted' })).toThrow(TypeError);
    const second = compileToolValidators(manifest);
    expect(second.input({}).valid).toBe(false);
    expect([second.input.field, second.input.dialect, second.input.engine]).toEqual(['input', '2020-12', 'ajv']);
  });
});
