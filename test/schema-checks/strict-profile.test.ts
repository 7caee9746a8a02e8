import { describe, expect, it } from 'vitest';
import { findStrictViolations } from '../../src/schema-checks/strict.js';
import { strictProfileVisitor } from '../../src/schema-checks/strict-profile.js';
import { walkSchema } from '../../src/schema-checks/walk/walk-schema.js';
import { corpusTools } from '../corpora/mcp-corpus.js';
import { suiteGroups } from '../corpora/test-suite.js';

// The strict lint is skipped where the walk found every subschema plain: that must never hide a finding.

function isPlain(schema: unknown): boolean {
  const profile = { plain: true };
  walkSchema(schema, '2020-12', [strictProfileVisitor(profile)]);
  return profile.plain;
}

describe('strictProfileVisitor', () => {
  it.each([
    ['a closed object of typed properties', { type: 'object', properties: { a: { type: 'string', minLength: 1, format: 'uri' }, n: { type: 'integer', minimum: 0 } }, required: ['a'], additionalProperties: false }],
    ['an array of strings', { type: 'array', items: { type: 'string', enum: ['x', 'y'] }, minItems: 1, description: 'd' }],
    ['annotations only', { title: 't', description: 'd', default: 1, examples: [1] }],
  ])('finds %s plain, and the lint agrees', (_name, schema) => {
    expect(isPlain(schema)).toBe(true);
    expect(findStrictViolations(schema, '')).toEqual([]);
  });

  it.each([
    ['an unknown keyword', { type: 'object', 'x-extra': 1 }],
    ['a keyword without its type', { minLength: 1 }],
    ['a keyword of another type', { type: 'string', minimum: 1 }],
    ['a union type', { type: ['string', 'null'] }],
    ['an unknown format', { type: 'string', format: 'no-such-format' }],
    ['a required name its properties lack', { type: 'object', properties: { a: {} }, required: ['b'] }],
    ['required without properties', { type: 'object', required: ['a'] }],
    ['a tuple', { type: 'array', items: [{}] }],
    ['a reference', { $ref: '#/$defs/a', $defs: { a: { type: 'string' } } }],
    ['a combinator', { allOf: [{ type: 'string' }] }],
    ['a condition', { if: { type: 'string' }, then: { minLength: 1 } }],
    ['a deep subschema that is not plain', { type: 'object', properties: { a: { type: 'object', properties: { b: { minLength: 1 } } } } }],
  ])('finds a schema with %s not plain', (_name, schema) => {
    expect(isPlain(schema)).toBe(false);
  });

  it('never finds plain a schema of the corpora or the Test Suite in which the lint finds something', () => {
    const schemas = [
      ...['mcp-tools', 'mcp-tools-edge', 'mcp-spec-examples'].flatMap((folder) => corpusTools(folder).flatMap(({ tool }) => [tool.inputSchema, tool.outputSchema ?? {}])),
      ...suiteGroups('draft2020-12', { optional: true }).map((group) => group.schema),
    ];
    let plain = 0;
    for (const schema of schemas) {
      if (!isPlain(schema)) continue;
      plain++;
      expect(findStrictViolations(schema, '')).toEqual([]);
    }
    // Most real tools' schemas are plain: the skip is worth having, and this test sees many.
    expect(plain).toBeGreaterThan(200);
  });
});
