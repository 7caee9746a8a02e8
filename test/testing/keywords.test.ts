import { describe, expect, test } from 'vitest';
import type { ToolArbitraryOptions } from '../../src/testing/index.js';
import { DRAFT_07, samplesOf, toolWithInput } from './helpers.js';

type Value = any;
interface Case {
  readonly name: string;
  readonly input: Record<string, unknown>;
  readonly transport?: 'pack' | 'mcp';
  readonly options?: ToolArbitraryOptions;
  /** Holds for every sample (validity itself is checked by samplesOf). */
  readonly every?: (value: Value) => boolean;
  /** Holds for at least one of 200 samples: the generator reaches that part of the schema. */
  readonly some?: readonly ((value: Value) => boolean)[];
}

const obj = (properties: Record<string, unknown>, required: string[] = Object.keys(properties)) => ({ type: 'object', properties, required, additionalProperties: false });

const nested = (levels: number): Record<string, unknown> => (levels === 0 ? { type: 'string' } : { type: 'object', properties: { next: nested(levels - 1) }, required: ['next'] });

const CASES: Case[] = [
  { name: 'type with null', input: obj({ a: { type: ['string', 'null'] } }), transport: 'mcp', some: [(v) => v.a === null, (v) => typeof v.a === 'string'] },
  { name: 'const and default', input: obj({ a: { const: 'fixed' }, b: { type: 'integer', default: 7 } }), every: (v) => v.a === 'fixed', some: [(v) => v.b === 7, (v) => v.b !== 7] },
  { name: 'string bounds', input: obj({ a: { type: 'string', minLength: 3, maxLength: 5 } }), every: (v) => [...v.a].length >= 3 && [...v.a].length <= 5, some: [(v) => [...v.a].length === 3, (v) => [...v.a].length === 5] },
  { name: 'integer bounds, exclusive', input: obj({ a: { type: 'integer', exclusiveMinimum: 0, maximum: 3 } }), every: (v) => v.a > 0 && v.a <= 3, some: [(v) => v.a === 1, (v) => v.a === 3] },
  { name: 'draft-04 boolean exclusive bounds', input: { $schema: 'http://json-schema.org/draft-04/schema#', ...obj({ a: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1 } }) }, options: { compile: { dialects: ['draft-04'] } }, every: (v) => v.a > 0 && v.a <= 1 },
  { name: 'multipleOf, integer and fractional', input: obj({ a: { type: 'integer', multipleOf: 5, minimum: 1 }, b: { type: 'number', multipleOf: 0.5 } }), every: (v) => v.a % 5 === 0 && v.a >= 5, some: [(v) => !Number.isInteger(v.b)] },
  // Bounds far from the generator's default years had every candidate refused (an UnsatisfiableSchemaError for a satisfiable schema).
  { name: 'date bounds far from today', input: obj({ a: { type: 'string', format: 'date', formatExclusiveMinimum: '2999-12-30' }, b: { type: 'string', format: 'date', formatMinimum: '0100-01-01', formatMaximum: '0100-01-03' } }), every: (v) => v.a > '2999-12-30' && v.b >= '0100-01-01' && v.b <= '0100-01-03', some: [(v) => v.b === '0100-01-01', (v) => v.b === '0100-01-03'] },
  { name: 'date-time bounds with offsets', input: obj({ a: { type: 'string', format: 'date-time', formatMinimum: '2400-06-01T12:00:00+02:00', formatExclusiveMaximum: '2400-06-01T11:00:00Z' } }), every: (v) => Date.parse(v.a) >= Date.parse('2400-06-01T10:00:00Z') && Date.parse(v.a) < Date.parse('2400-06-01T11:00:00Z') },
  { name: 'time bounds, the offset applied', input: obj({ a: { type: 'string', format: 'time', formatMinimum: '23:59:00Z' }, b: { type: 'string', format: 'time', formatExclusiveMaximum: '02:00:01+02:00' } }), every: (v) => v.a >= '23:59:00' && v.b < '00:00:01' },
  { name: 'iso-time bounds, the digits alone', input: obj({ a: { type: 'string', format: 'iso-time', formatMinimum: '23:59:58+05:00' } }), every: (v) => v.a.slice(0, 8) >= '23:59:58' },
  { name: 'int32 format', input: obj({ a: { type: 'integer', format: 'int32' } }), transport: 'mcp', every: (v) => v.a >= -(2 ** 31) && v.a < 2 ** 31 },
  { name: 'items with counts', input: obj({ a: { type: 'array', items: { type: 'boolean' }, minItems: 2, maxItems: 4 } }), every: (v) => v.a.length >= 2 && v.a.length <= 4 },
  { name: 'uniqueItems', input: obj({ a: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 9 }, uniqueItems: true, minItems: 3 } }), every: (v) => new Set(v.a).size === v.a.length },
  { name: '2020-12 prefixItems', input: obj({ a: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false, minItems: 2 } }), every: (v) => typeof v.a[0] === 'string' && Number.isInteger(v.a[1]) && v.a.length === 2 },
  { name: 'draft-07 tuple (array-form items)', input: { $schema: DRAFT_07, ...obj({ a: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }], additionalItems: false, minItems: 2 } }) }, every: (v) => typeof v.a[0] === 'string' && Number.isInteger(v.a[1]) },
  { name: 'contains', input: obj({ a: { type: 'array', items: { type: 'integer' }, contains: { const: 42 } } }), every: (v) => v.a.includes(42) },
  { name: 'anyOf', input: obj({ a: { anyOf: [{ type: 'string', maxLength: 2 }, { type: 'integer' }] } }), some: [(v) => typeof v.a === 'string', (v) => typeof v.a === 'number'] },
  { name: 'allOf', input: { allOf: [obj({ a: { type: 'integer' } }, ['a']), { properties: { a: { type: 'integer', minimum: 10, maximum: 12 } } }], type: 'object' }, every: (v) => v.a >= 10 && v.a <= 12 },
  { name: '$ref and $defs', input: { type: 'object', properties: { a: { $ref: '#/$defs/small' } }, required: ['a'], $defs: { small: { type: 'integer', minimum: 0, maximum: 2 } } }, every: (v) => [0, 1, 2].includes(v.a) },
  { name: 'recursion bounded by maxDepth', input: { $ref: '#/$defs/node', $defs: { node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } } } } }, some: [(v) => Array.isArray(v.children) && v.children.some((child: Value) => Array.isArray(child.children))] },
  { name: 'required nesting deeper than maxDepth is generated whole', input: nested(30), every: (v) => JSON.stringify(v).split('"next"').length - 1 === 30 },
  { name: 'not', input: obj({ a: { type: 'integer', minimum: 0, maximum: 5, not: { enum: [2, 3] } }, b: { not: { type: ['string', 'object', 'array', 'null', 'boolean'] } } }), transport: 'mcp', every: (v) => ![2, 3].includes(v.a) && typeof v.b === 'number' },
  { name: 'if/then/else', input: { type: 'object', properties: { kind: { enum: ['n', 's'] }, value: {} }, required: ['kind', 'value'], if: { properties: { kind: { const: 'n' } } }, then: { properties: { value: { type: 'number' } } }, else: { properties: { value: { type: 'string' } } } }, every: (v) => (v.kind === 'n' ? typeof v.value === 'number' : typeof v.value === 'string'), some: [(v) => v.kind === 'n', (v) => v.kind === 's'] },
  { name: 'dependentRequired', input: { type: 'object', properties: { card: { type: 'string' }, cvv: { type: 'string' } }, dependentRequired: { card: ['cvv'] } }, every: (v) => !('card' in v) || 'cvv' in v, some: [(v) => 'card' in v] },
  { name: 'draft-07 dependencies (array form)', input: { $schema: DRAFT_07, type: 'object', properties: { card: { type: 'string' }, cvv: { type: 'string' } }, dependencies: { card: ['cvv'] } }, every: (v) => !('card' in v) || 'cvv' in v, some: [(v) => 'card' in v] },
  { name: 'additionalProperties as a schema', input: { type: 'object', additionalProperties: { type: 'integer' } }, every: (v) => Object.values(v).every(Number.isInteger), some: [(v) => Object.keys(v).length > 0] },
  { name: 'patternProperties and propertyNames', input: { type: 'object', patternProperties: { '^x-': { type: 'string' } }, propertyNames: { maxLength: 6 }, additionalProperties: false, required: ['x-id'] }, transport: 'mcp', every: (v) => Object.keys(v).every((key) => key.startsWith('x-') && key.length <= 6) },
  { name: 'a schema without type takes any JSON value', input: obj({ a: {} }), some: [(v) => typeof v.a === 'string', (v) => typeof v.a === 'object'] },
];

describe('every keyword real tool schemas use, each value valid in the schema’s own dialect', () => {
  test.each(CASES)('$name', ({ input, transport, options, every, some }) => {
    const samples = samplesOf(toolWithInput(input, transport), 200, options);
    if (every) expect(samples.filter((sample) => !every(sample))).toEqual([]);
    for (const reached of some ?? []) expect(samples.some(reached)).toBe(true);
  });
});

// The formats ajv-formats checks, each on its own: valid (the validator asserts formats) and varied.
const FORMATS = ['date-time', 'date', 'time', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'uri-reference', 'uri-template', 'url', 'uuid', 'regex', 'json-pointer', 'relative-json-pointer', 'byte'];

describe('formats', () => {
  test.each(FORMATS)('%s', (format) => {
    const samples = samplesOf(toolWithInput({ type: 'object', properties: { s: { type: 'string', format } }, required: ['s'] }, 'mcp'), 100) as { s: string }[];
    expect(new Set(samples.map((sample) => sample.s)).size).toBeGreaterThan(format === 'regex' ? 3 : 50);
  });
});
