import { describe, expect, test } from 'vitest';
import { toolInputArbitrary, UnsatisfiableSchemaError } from '../../src/testing/index.js';
import { toolWithInput } from './helpers.js';

interface Case {
  readonly name: string;
  readonly input: Record<string, unknown>;
  readonly transport?: 'pack' | 'mcp';
  readonly keyword: string;
  readonly pointer: string;
}

// Schemas no value satisfies, or whose filter keeps refusing: each is a clear error at construction, never a hang nor an invalid value.
const CASES: Case[] = [
  { name: 'a required property whose schema is false', input: { type: 'object', properties: { a: false }, required: ['a'] }, keyword: 'required', pointer: '/input/required' },
  { name: 'a required property additionalProperties: false forbids', input: { type: 'object', required: ['a'], additionalProperties: false }, transport: 'mcp', keyword: 'required', pointer: '/input/required' },
  { name: 'minimum above maximum', input: { type: 'object', properties: { n: { type: 'integer', minimum: 5, maximum: 1 } }, required: ['n'] }, keyword: 'minimum', pointer: '/input/properties/n/minimum' },
  { name: 'minLength above maxLength', input: { type: 'object', properties: { s: { type: 'string', minLength: 3, maxLength: 2 } }, required: ['s'] }, keyword: 'minLength', pointer: '/input/properties/s/minLength' },
  { name: 'no multiple in range', input: { type: 'object', properties: { n: { type: 'integer', multipleOf: 10, minimum: 1, maximum: 9 } }, required: ['n'] }, keyword: 'multipleOf', pointer: '/input/properties/n/multipleOf' },
  { name: 'no enum value of the type', input: { type: 'object', properties: { e: { type: 'string', enum: [1, 2] } }, required: ['e'] }, transport: 'mcp', keyword: 'enum', pointer: '/input/properties/e/enum' },
  { name: 'not {}', input: { type: 'object', properties: { x: { not: {} } }, required: ['x'] }, keyword: 'not', pointer: '/input/properties/x/not' },
  { name: 'allOf of two types', input: { type: 'object', properties: { x: { allOf: [{ type: 'string' }, { type: 'integer' }] } }, required: ['x'] }, keyword: 'allOf', pointer: '/input/properties/x/allOf' },
  { name: 'oneOf whose branches always both match', input: { type: 'object', properties: { x: { oneOf: [{ type: 'integer' }, { type: 'integer', minimum: -1e12 }] } }, required: ['x'] }, transport: 'mcp', keyword: 'oneOf', pointer: '/input/properties/x/oneOf' },
  { name: 'more unique items than values', input: { type: 'object', properties: { a: { type: 'array', items: { enum: [1, 2] }, uniqueItems: true, minItems: 3 } }, required: ['a'] }, transport: 'mcp', keyword: 'minItems', pointer: '/input/properties/a/minItems' },
  { name: 'a pattern longer than maxLength', input: { type: 'object', properties: { s: { type: 'string', pattern: '^abc$', maxLength: 2 } }, required: ['s'] }, keyword: 'maxLength', pointer: '/input/properties/s/maxLength' },
  { name: 'endless required recursion', input: { $ref: '#/$defs/node', $defs: { node: { type: 'object', properties: { next: { $ref: '#/$defs/node' } }, required: ['next'] } } }, keyword: '$ref', pointer: '/input/$defs/node/properties/next/$ref' },
  { name: 'the false schema', input: { type: 'object', properties: { a: { type: 'array', items: false, minItems: 1 } }, required: ['a'] }, keyword: 'items', pointer: '/input/properties/a/items' },
];

describe('a schema no value satisfies is an UnsatisfiableSchemaError naming the keyword and its pointer', () => {
  test.each(CASES)('$name', ({ input, transport, keyword, pointer }) => {
    let thrown: unknown;
    try {
      toolInputArbitrary(toolWithInput(input, transport));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnsatisfiableSchemaError);
    expect({ keyword: (thrown as UnsatisfiableSchemaError).keyword, pointer: (thrown as UnsatisfiableSchemaError).pointer }).toEqual({ keyword, pointer });
    expect((thrown as Error).message).toContain(`"${keyword}" at ${pointer}`);
  });
});
