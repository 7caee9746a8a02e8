import { describe, expect, test } from 'vitest';
import { inAuthorsOrder } from '../../src/cli/authors-order.js';
import { isArrayIndex } from '../../src/cli/migrate-literals.js';
import { migrateText } from '../../src/cli/migrate-text.js';
import { migrateSchema } from '../../src/index.js';
import { suiteGroups } from '../corpora/test-suite.js';

const D7 = 'http://json-schema.org/draft-07/schema#';

/** The keys of every object in a JSON text, in the order written, by the object's pointer (a second parse that keeps order). */
function writtenKeys(text: string): string[][] {
  const found: string[][] = [];
  const stack: string[][] = [];
  // A key is a string followed by a colon; the texts here hold no colon inside a string.
  for (const match of text.matchAll(/("(?:[^"\\]|\\.)*")\s*:|([{}])/g)) {
    if (match[2] === '{') stack.push([]);
    else if (match[2] === '}') found.push(stack.pop() ?? []);
    else stack[stack.length - 1]?.push(JSON.parse(match[1] as string) as string);
  }
  return found;
}

const migrated = (text: string): string => {
  const result = migrateText(text);
  if (typeof result === 'string') throw new Error(result);
  return result.text;
};

describe('migrate keeps integer-like keys where the author wrote them', () => {
  const properties = '{"10": {"type": "string"}, "2": {"type": ["string", "integer"], "minLength": 1}, "b": {"$ref": "#/definitions/9"}, "1": {}}';
  const definitions = '{"z": {"type": "string"}, "9": {"type": "integer"}, "3": {"items": [{"type": "string"}]}}';
  const schema = `{"$schema": "${D7}", "type": "object", "properties": ${properties}, "definitions": ${definitions}, "dependencies": {"7": ["b"], "5": {"required": ["1"]}, "4": ["2"]}, "default": {"x": 1, "0": 2}}`;

  test.each([
    ['a bare schema', schema, ''],
    ['a manifest\'s input', `{\n  "id": "a.b",\n  "transport": "mcp",\n  "input": ${schema},\n  "output": {"type": "object"}\n}\n`, '/input'],
  ])('%s', (_name, text, at) => {
    const out = migrated(text);
    const keys = writtenKeys(out);
    // properties (with the "2" schema split into an anyOf by type), $defs, dependentRequired, dependentSchemas, default.
    expect(keys).toContainEqual(['10', '2', 'b', '1']);
    expect(keys).toContainEqual(['z', '9', '3']);
    expect(keys).toContainEqual(['7', '4']);
    expect(keys).toContainEqual(['5']);
    expect(keys).toContainEqual(['x', '0']);
    // The same value as the library's migration: only the order differs.
    const value = JSON.parse(out) as Record<string, unknown>;
    const schemaValue = at === '' ? value : value.input;
    expect(schemaValue).toEqual(migrateSchema(JSON.parse(schema)).schema);
    expect(JSON.stringify(schemaValue)).toContain('"$ref":"#/$defs/9"');
  });

  test('keys a migration renames stay where their originals stood, beside integer-like ones', () => {
    const out = migrated(`{"$schema": "${D7}", "5": true, "definitions": {}, "1": true, "type": "array", "items": [true], "0": true, "additionalItems": false}`);
    expect(writtenKeys(out).at(-1)).toEqual(['$schema', '5', '$defs', '1', 'type', 'prefixItems', '0', 'items']);
  });

  test('a text with no integer-like key is written as JSON.stringify writes the migrated value', () => {
    const text = `{"$schema": "${D7}", "definitions": {"a": {"type": "string"}}, "items": [{"$ref": "#/definitions/a"}]}`;
    expect(migrated(text)).toBe(JSON.stringify(migrateSchema(JSON.parse(text)).schema, null, 2));
  });
});

describe('inAuthorsOrder writes what JSON.stringify writes, but for the order', () => {
  // A key order that matches no object: the writer's own walk, compared character for character.
  const elsewhere = new Map([['/nowhere', ['1', '0']]]);
  const schemas = suiteGroups('draft2020-12', { optional: true }).map((group) => group.schema);
  test.each([2, 4, '\t', ''])('the suite\'s 2020-12 schemas, indentation %j', (indent) => {
    for (const schema of schemas) expect(inAuthorsOrder(schema, '', new Map(), elsewhere, indent)).toBe(JSON.stringify(schema, null, indent));
    expect(schemas.length).toBeGreaterThan(300);
  });

  test('values JSON.stringify leaves out or writes as null', () => {
    const value = { a: undefined, b: [undefined, NaN, Infinity, () => 1], c: -0, d: {}, e: [], '1': 'x' };
    expect(inAuthorsOrder(value, '', new Map(), elsewhere, 2)).toBe(JSON.stringify(value, null, 2));
  });
});

test.each([
  ['0', true], ['1', true], ['4294967294', true], ['4294967295', false], ['01', false], ['-1', false], ['1.0', false], ['', false], [' 1', false], ['99999999999', false],
])('isArrayIndex(%j) is %s, as JavaScript orders keys', (key, index) => {
  expect(isArrayIndex(key)).toBe(index);
  // What JavaScript does: an index key comes before "a" although it was added after it.
  expect(Object.keys({ a: 1, [key]: 2 })[0] === key).toBe(index);
});
