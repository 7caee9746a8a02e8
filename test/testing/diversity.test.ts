// Generated inputs must reach every part of real schemas, not just be valid: enum values, optional
// properties present and absent, varied pattern and format strings, every oneOf branch.
import { describe, expect, test } from 'vitest';
import { fromMcpTool } from '../../src/index.js';
import { corpusTools } from '../corpora/mcp-corpus.js';
import { samplesOf, toolWithInput } from './helpers.js';

type Schema = Record<string, any>;
const tools = [...corpusTools('mcp-tools'), ...corpusTools('mcp-spec-examples')].map(({ file, tool }) => ({
  where: `${file} ${tool.name}`,
  schema: tool.inputSchema as Schema,
  manifest: fromMcpTool(tool as never, { endpoint: 'mcp+stdio://server' }),
}));
const propertiesOf = (schema: Schema): [string, Schema][] => Object.entries((schema.properties ?? {}) as Record<string, Schema>);
const isOptional = (schema: Schema, name: string) => !((schema.required ?? []) as string[]).includes(name);

describe('diversity over the corpus (top-level properties of every tool’s input)', () => {
  test('every enum value appears within 200 samples', () => {
    const missing: string[] = [];
    let enums = 0;
    for (const { where, schema, manifest } of tools) {
      const withEnums = propertiesOf(schema).filter(([, property]) => Array.isArray(property.enum));
      if (withEnums.length === 0) continue;
      const samples = samplesOf(manifest, 200, { optional: 'always' }) as Schema[];
      for (const [name, property] of withEnums) {
        enums++;
        const seen = new Set(samples.map((sample) => JSON.stringify(sample[name])));
        for (const value of property.enum as unknown[]) if (!seen.has(JSON.stringify(value))) missing.push(`${where} ${name}: ${JSON.stringify(value)}`);
      }
    }
    expect(enums).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  test('optional properties are both present and absent', () => {
    const constant: string[] = [];
    let optional = 0;
    for (const { where, schema, manifest } of tools) {
      const names = propertiesOf(schema).filter(([name]) => isOptional(schema, name)).map(([name]) => name);
      if (names.length === 0) continue;
      const samples = samplesOf(manifest, 200) as Schema[];
      for (const name of names) {
        optional++;
        const present = samples.filter((sample) => Object.hasOwn(sample, name)).length;
        if (present === 0 || present === samples.length) constant.push(`${where} ${name}: present in ${present}/200`);
      }
    }
    expect(optional).toBeGreaterThan(500);
    expect(constant).toEqual([]);
  });

  test('pattern and format strings match and vary', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { where, schema, manifest } of tools) {
      const strings = propertiesOf(schema).filter(([, property]) => typeof property.pattern === 'string' || typeof property.format === 'string');
      if (strings.length === 0) continue;
      const samples = samplesOf(manifest, 200, { optional: 'always' }) as Schema[];
      for (const [name, property] of strings) {
        const values = samples.map((sample) => sample[name]).filter((value) => typeof value === 'string');
        if (values.length === 0) continue; // a union property (string or array…) may draw another type every time; validity still holds
        checked++;
        if (typeof property.pattern === 'string' && !values.every((value) => new RegExp(property.pattern, 'u').test(value))) problems.push(`${where} ${name}: a value misses ${property.pattern}`);
        if (new Set(values).size < 2) problems.push(`${where} ${name}: always ${JSON.stringify(values[0])}`);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(problems).toEqual([]);
  });

  test('both branches of the spec example’s oneOf are reached', () => {
    const example = tools.find(({ schema }) => Array.isArray(schema.oneOf));
    expect(example).toBeDefined();
    const samples = samplesOf(example?.manifest, 200) as Schema[];
    expect(samples.some((sample) => 'id' in sample && !('name' in sample))).toBe(true);
    expect(samples.some((sample) => 'name' in sample && !('id' in sample))).toBe(true);
  });

  test('every branch of a oneOf, anyOf and type list is reached', () => {
    const union = toolWithInput({ type: 'object', properties: { v: { oneOf: [{ type: 'string', maxLength: 1 }, { type: 'integer' }, { type: 'boolean' }] } }, required: ['v'] });
    const types = new Set((samplesOf(union, 200) as Schema[]).map((sample) => typeof sample.v));
    expect([...types].sort()).toEqual(['boolean', 'number', 'string']);
  });
});
