import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../src/index.js';
import type { Dialect } from '../../src/index.js';
import { findUnresolvedRefs } from '../../src/schema-checks/refs.js';
import { mcpTool } from '../fixtures.js';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

describe('a $ref into a value vet does not check as a schema is schema/ref-to-non-schema', () => {
  test.each<{ name: string; schema: Record<string, unknown>; dialect?: Dialect; at: string[] }>([
    { name: 'into default', schema: { properties: { a: { default: { type: 'string' } }, b: { $ref: '#/properties/a/default' } } }, at: ['/properties/b/$ref'] },
    { name: 'into examples', schema: { examples: [{ type: 'string' }], items: { $ref: '#/examples/0' } }, at: ['/items/$ref'] },
    { name: 'into const', schema: { const: { minimum: 3 }, not: { $ref: '#/const' } }, at: ['/not/$ref'] },
    { name: 'into a member of enum', schema: { enum: [{ type: 'integer' }], anyOf: [{ $ref: '#/enum/0' }] }, at: ['/anyOf/0/$ref'] },
    { name: 'into a default below $defs', schema: { $defs: { d: { default: {} } }, $ref: '#/$defs/d/default' }, at: ['/$ref'] },
    { name: 'draft-07: into a default under definitions', dialect: 'draft-07', schema: { definitions: { d: { default: {} } }, properties: { x: { $ref: '#/definitions/d/default' } } }, at: ['/properties/x/$ref'] },
    // schemas, whatever their names: a property called "default" or a $defs entry called "enum" is a schema
    { name: 'a property named default is a schema', schema: { properties: { default: { type: 'string' } }, items: { $ref: '#/properties/default' } }, at: [] },
    { name: 'a $defs entry named enum is a schema', schema: { $defs: { enum: { type: 'string' } }, $ref: '#/$defs/enum' }, at: [] },
    { name: 'an allOf member', schema: { allOf: [{ type: 'string' }], not: { $ref: '#/allOf/0' } }, at: [] },
    { name: 'an anchor', schema: { $defs: { a: { $anchor: 'a', type: 'string' } }, $ref: '#a' }, at: [] },
  ])('$name', ({ schema, dialect = '2020-12', at }) => {
    const issues = findUnresolvedRefs(schema, dialect, '');
    expect(issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(at.map((pointer) => `schema/ref-to-non-schema ${pointer}`));
  });

  test('vet refuses such a tool with the pointer from the manifest root, and says what to do', () => {
    const report = vetToolManifest(mcpTool({ input: { $schema: DRAFT_07, properties: { a: { default: { type: 'string' } }, b: { $ref: '#/properties/a/default' } } } }));
    expect(report.valid).toBe(false);
    const issue = report.issues.find((item) => item.code === 'schema/ref-to-non-schema');
    expect(issue).toMatchObject({ severity: 'error', pointer: '/input/properties/b/$ref' });
    expect(issue?.message).toContain('"default"');
    expect(issue?.hint).toContain('$defs');
  });
});

describe('a $ref into a keyword that holds no subschema: what it reaches is vetted as a schema, where it is', () => {
  const reachedThrough = (sub: Record<string, unknown>) => mcpTool({ input: { type: 'object', 'x-defs': { a: sub }, properties: { p: { $ref: '#/x-defs/a' } } } });

  test.each([
    ['a bad keyword', { type: 'nope', minLength: -1 }, ['schema/invalid /input/x-defs/a/minLength', 'schema/invalid /input/x-defs/a/type']],
    ['a pattern that is none', { type: 'string', pattern: '(' }, ['schema/invalid-pattern /input/x-defs/a/pattern']],
    ['an exponential pattern', { type: 'string', pattern: '^(a|a)*$' }, ['schema/pattern-redos /input/x-defs/a/pattern']],
  ])('%s', (_name, sub, expected) => {
    const codes = vetToolManifest(reachedThrough(sub)).issues.map((issue) => `${issue.code} ${issue.pointer}`);
    expect(codes.sort()).toEqual(expected);
  });

  test('an unreferenced unknown keyword is an annotation: nothing in it is vetted', () => {
    expect(vetToolManifest(mcpTool({ input: { type: 'object', 'x-defs': { a: { type: 'nope' } } } })).issues).toEqual([]);
  });

  test('compile refuses a lookaround it reaches there, as it would anywhere', async () => {
    const { compileToolValidators, ToolManifestError } = await import('../../src/index.js');
    const manifest = reachedThrough({ type: 'string', pattern: '(?<=a)b' });
    expect(vetToolManifest(manifest).valid).toBe(true);
    expect(() => compileToolValidators(manifest)).toThrow(ToolManifestError);
    try {
      compileToolValidators(manifest);
    } catch (error) {
      expect((error as InstanceType<typeof ToolManifestError>).issues.map((issue) => `${issue.code} ${issue.pointer}`)).toEqual(['validator/pattern-needs-backtracking /input/x-defs/a/pattern']);
    }
  });
});
