import { describe, expect, test } from 'vitest';
import { compileToolValidators, ToolManifestError, vetToolManifest } from '../../src/index.js';
import { mcpTool, packTool } from '../fixtures.js';

const D2020 = 'https://json-schema.org/draft/2020-12/schema';
const V2020 = (name: string) => `https://json-schema.org/draft/2020-12/vocab/${name}`;
const vocabularyMeta = (...names: string[]) => ({ $schema: D2020, $vocabulary: Object.fromEntries(names.map((name) => [V2020(name), true])) });
const schemas = {
  'https://example.com/no-validation': vocabularyMeta('core', 'applicator'),
  'https://example.com/validation-only': vocabularyMeta('core', 'validation'),
  'https://example.com/format-assertion': vocabularyMeta('core', 'format-assertion'),
  'https://example.com/units': { $schema: D2020, $vocabulary: { [V2020('core')]: true, 'https://example.com/vocab/units': true } },
};
const input = (meta: string, rest: Record<string, unknown>) => ({ $schema: `https://example.com/${meta}`, ...rest });
// schema/input-not-object reads the root `type`, which is a keyword only where validation is in use.
const codes = (manifest: unknown) => vetToolManifest(manifest, { schemas, rules: { 'schema/input-not-object': 'off' } }).issues.map((issue) => issue.code);

describe('vet: a schema is checked in its meta-schema’s vocabularies only', () => {
  test.each([
    // [meta-schema, input, codes vet reports]
    ['no-validation', { type: 'object', properties: { n: { minimum: 'ten', required: 'n' } } }, []],
    ['validation-only', { type: 'object', minimum: 'ten' }, ['schema/invalid']],
    ['validation-only', { type: 'object', properties: { n: { minimum: 'ten' } } }, []],
    ['validation-only', { type: 'object', required: 'n', properties: 'not a map', allOf: 7 }, ['schema/invalid']],
    ['no-validation', { type: 'object', properties: 'not a map' }, ['schema/invalid']],
    ['units', { type: 'object' }, ['dialect/unknown-vocabulary']],
    ['nowhere', { type: 'object' }, ['dialect/unknown']],
  ] as const)('%s with %j: %j', (meta, rest, expected) => {
    expect(codes(mcpTool({ input: input(meta, rest) }))).toEqual(expected);
  });

  test('the vet names the base dialect, and a vocabulary issue is shown at $schema', () => {
    expect(vetToolManifest(mcpTool({ input: input('no-validation', { type: 'object' }) }), { schemas }).dialects).toMatchObject({ input: '2020-12' });
    const [issue] = vetToolManifest(mcpTool({ input: input('units', { type: 'object' }) }), { schemas }).issues;
    expect(issue).toMatchObject({ code: 'dialect/unknown-vocabulary', pointer: '/input/$schema' });
    expect(issue?.message).toContain('https://example.com/vocab/units');
  });

  test('the rules read the schema in its vocabularies: without validation, `type: "object"` constrains nothing', () => {
    const issues = (meta: string) => vetToolManifest(mcpTool({ input: input(meta, { type: 'object' }) }), { schemas }).issues.map((issue) => issue.code);
    expect(issues('no-validation')).toEqual(['schema/input-not-object']);
    expect(issues('validation-only')).toEqual([]);
  });

  test('a pack tool may not declare a registered meta-schema', () => {
    expect(codes(packTool({ input: input('validation-only', { type: 'object' }) }))).toEqual(['dialect/not-allowed']);
  });

  test('the depth limit still measures the keywords a vocabulary leaves out', () => {
    let deep: unknown = {};
    for (let i = 0; i < 100; i++) deep = { minimum: deep };
    expect(codes(mcpTool({ input: input('no-validation', { type: 'object', properties: { n: deep } }) }))).toEqual(['limit/depth']);
  });
});

describe('call validators: both engines evaluate only the vocabularies in use', () => {
  test.each([
    // [meta-schema, input, call data, valid]
    ['no-validation', { properties: { n: { minimum: 10 }, bad: false } }, { n: 1 }, true],
    ['no-validation', { properties: { n: { minimum: 10 }, bad: false } }, { bad: 1 }, false],
    ['validation-only', { type: 'object', properties: { n: { type: 'string' } } }, { n: 1 }, true],
    ['validation-only', { type: 'object', required: ['n'] }, {}, false],
    ['no-validation', { format: 'email' }, 'not an email', true],
    ['format-assertion', { format: 'email' }, 'not an email', false],
    ['format-assertion', { format: 'email' }, 'a@example.com', true],
  ] as const)('%s with %j: %j is valid=%s', (meta, rest, data, valid) => {
    for (const engine of ['auto', 'interpreted'] as const) {
      const validators = compileToolValidators(mcpTool({ input: input(meta, rest) }), { schemas, engine, formats: 'annotate', rules: { 'schema/input-not-object': 'off' } });
      expect(validators.input(data).valid, engine).toBe(valid);
    }
  });

  test('a required unknown vocabulary refuses to compile', () => {
    expect(() => compileToolValidators(mcpTool({ input: input('units', { type: 'object' }) }), { schemas })).toThrow(ToolManifestError);
  });
});
