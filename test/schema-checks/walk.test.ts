import { describe, expect, test } from 'vitest';
import type { Dialect } from '../../src/dialects/table.js';
import { walkSchema } from '../../src/schema-checks/walk.js';
import { KeywordSubscriptions } from '../../src/schema-checks/walk/walk-schema.js';
import { rootFacts } from '../../src/schema-checks/walk/root-facts.js';

const issuesOf = (schema: unknown, dialect: Dialect = '2020-12') => walkSchema(schema, dialect, [], { basePointer: '/input' }).metaIssues.map(({ code, pointer, message }) => ({ code, pointer, message }));

describe('walkSchema: meta-schema checks', () => {
  test.each<[string, Dialect, unknown, { pointer: string; message: string }[]]>([
    ['a negative count', '2020-12', { minLength: -1 }, [{ pointer: '/input/minLength', message: '"minLength" must be >= 0.' }]],
    ['a fractional count', 'draft-07', { maxItems: 1.5 }, [{ pointer: '/input/maxItems', message: '"maxItems" must be an integer, not a number.' }]],
    ['a misspelt type', '2020-12', { type: 'strin' }, [{ pointer: '/input/type', message: '"type" must be one of "array", "boolean", "integer", "null", "number", "object" or "string", or an array of them, not "strin".' }]],
    ['duplicate required names', '2019-09', { required: ['a', 'a'] }, [{ pointer: '/input/required', message: '"required" must NOT have duplicate items (items ## 1 and 0 are identical).' }]],
    ['a number under allOf', 'draft-06', { allOf: [{}, 1] }, [{ pointer: '/input/allOf/1', message: '"allOf[1]" must be an object or a boolean, not an integer.' }]],
    ['a boolean subschema in draft-04', 'draft-04', { properties: { a: true } }, [{ pointer: '/input/properties/a', message: '"properties.a" must be an object, not a boolean.' }]],
    ['a fragment in $id', '2020-12', { $id: 'https://x.y/a#b' }, [{ pointer: '/input/$id', message: '"$id" must match pattern "^[^#]*#?$".' }]],
    ['an anchor starting with a digit', '2020-12', { $defs: { a: { $anchor: '1a' } } }, [{ pointer: '/input/$defs/a/$anchor', message: '"$defs.a.$anchor" must match pattern "^[A-Za-z_][-A-Za-z0-9._]*$".' }]],
    ['exclusiveMaximum without maximum in draft-04', 'draft-04', { exclusiveMaximum: true }, [{ pointer: '/input', message: 'The schema must have property maximum when property exclusiveMaximum is present.' }]],
    // Ajv's anyOf [schema, schema array]: an invalid subschema under `items` also fails the array branch.
    ['a bad subschema under items (draft-07)', 'draft-07', { items: { type: 5 } }, [
      { pointer: '/input/items/type', message: '"items.type" must be one of "array", "boolean", "integer", "null", "number", "object" or "string", or an array of them, not 5.' },
      { pointer: '/input/items', message: '"items" must be an array, not an object.' },
    ]],
    ['the array form of items in 2020-12', '2020-12', { items: [{}] }, [{ pointer: '/input/items', message: '"items" must be an object or a boolean, not an array.' }]],
    ['an unknown keyword is not checked', '2020-12', { minContainz: -1, $defs: {} }, []],
    // The walk's keyword table has no prototype: these keys name nothing in it.
    ['keys named after Object.prototype members are unknown keywords', '2020-12', JSON.parse('{"__proto__": -1, "constructor": -1, "toString": {"type": 5}, "hasOwnProperty": [], "properties": {"valueOf": {"minLength": -1}}}'), [
      { pointer: '/input/properties/valueOf/minLength', message: '"properties.valueOf.minLength" must be >= 0.' },
    ]],
    ['a keyword of a later dialect is not checked', 'draft-07', { $defs: { a: { minLength: -1 } } }, []],
  ])('%s', (_name, dialect, schema, expected) => {
    expect(issuesOf(schema, dialect)).toEqual(expected.map((issue) => ({ code: 'schema/invalid', ...issue })));
  });

  test.each([
    ['allOf', { allOf: Array.from({ length: 32_000 }, () => 1) }],
    ['properties', { properties: Object.fromEntries(Array.from({ length: 32_000 }, (_, i) => [`p${i}`, 1])) }],
    ['prefixItems', { prefixItems: Array.from({ length: 32_000 }, () => 1) }],
  ])('past 100 places it counts: %s holding 32,000 numbers', (_name, schema) => {
    const issues = issuesOf(schema);
    expect(issues.filter((issue) => issue.code === 'schema/invalid')).toHaveLength(100);
    expect(issues.at(-1)).toMatchObject({ code: 'limit/too-many-errors', pointer: '/input', message: expect.stringContaining('31,900 more places') });
  });
});

describe('walkSchema: the walk', () => {
  test('visits every subschema once, in document order, with lazy pointers and depths', () => {
    const seen: string[] = [];
    walkSchema({ properties: { a: { items: { not: {} } }, b: {} }, allOf: [{ $ref: '#' }], default: { properties: { x: {} } } }, '2020-12', [(_node, place) => void seen.push(`${place.pointer()}@${place.depth}`)]);
    expect(seen).toEqual(['@0', '/properties/a@2', '/properties/a/items@3', '/properties/a/items/not@4', '/properties/b@2', '/allOf/0@2']);
  });

  test('collects references and ids, also in values it only measures', () => {
    const walk = walkSchema({ properties: { a: { $ref: '#/$defs/b' } }, $defs: { b: { $anchor: 'b' } } }, '2020-12', []);
    expect(walk).toMatchObject({ hasRefs: true, hasIds: true });
    expect(walk.refs.map((ref) => [ref.keyword, ref.ref, ref.place.pointer()])).toEqual([['$ref', '#/$defs/b', '/properties/a']]);
    expect(walkSchema({ default: { $id: 'x' } }, '2020-12', [])).toMatchObject({ hasRefs: false, hasIds: true });
  });

  test.each([
    ['too deep', { maxDepth: 3 }, { properties: { a: { default: [[1]] } } }, { code: 'limit/depth', pointer: '/input/properties/a/default/0' }],
    ['too many objects', { maxSubschemas: 3 }, { properties: { a: {}, b: {} } }, { code: 'limit/subschemas', pointer: '/input' }],
  ])('a breached bound ends the walk: %s', (_name, bounds, schema, expected) => {
    const walk = walkSchema(schema, '2020-12', [], { basePointer: '/input', ...bounds });
    expect(walk.limit).toMatchObject(expected);
    expect(walk.metaIssues).toEqual([]);
  });
});

describe('rootFacts', () => {
  test('follows a root $ref and allOf, and keeps anyOf branches apart', () => {
    const facts = rootFacts({
      $ref: '#/$defs/base',
      allOf: [{ properties: { b: {} }, required: ['b', 1] }],
      anyOf: [{ properties: { c: {} } }, { $ref: '#/$defs/base', type: 'object' }],
      additionalProperties: false,
      $defs: { base: { type: ['object', 'null'], properties: { a: {} }, unevaluatedProperties: false } },
    });
    expect(facts.applied.map(({ pointer, properties, required, types }) => ({ pointer, properties, required, types }))).toEqual([
      { pointer: '', properties: [], required: [], types: undefined },
      { pointer: '/$defs/base', properties: ['a'], required: [], types: ['object', 'null'] },
      { pointer: '/allOf/0', properties: ['b'], required: ['b'], types: undefined },
    ]);
    expect(facts.applied.map((applied) => [applied.additionalPropertiesFalse, applied.unevaluatedPropertiesFalse])).toEqual([[true, false], [false, true], [false, false]]);
    expect(facts.alternatives).toHaveLength(1);
    expect(facts.alternatives[0]?.branches.map((branch) => branch.map((applied) => applied.pointer))).toEqual([['/anyOf/0'], ['/anyOf/1', '/$defs/base']]);
  });
});

describe('walkSchema: keyword subscriptions', () => {
  const schema = { type: 'object', properties: { a: { pattern: '^a' }, b: { type: 'string' }, c: { patternProperties: { x: { $id: 'https://x.y/c' } } } } };

  test('a visitor with keywords is called only on the subschemas holding one of them, in document order; one without on every subschema', () => {
    const seen: Record<string, string[]> = { patterns: [], ids: [], every: [] };
    const visitor = (name: string) => (_subschema: Record<string, unknown>, place: { pointer(): string }) => void seen[name]?.push(place.pointer());
    const subscriptions = new KeywordSubscriptions([['pattern', 'patternProperties'], ['$id'], undefined]);
    walkSchema(schema, '2020-12', [visitor('patterns'), visitor('ids'), visitor('every')], { subscriptions });
    expect(seen).toEqual({
      patterns: ['/properties/a', '/properties/c'],
      ids: ['/properties/c/patternProperties/x'],
      every: ['', '/properties/a', '/properties/b', '/properties/c', '/properties/c/patternProperties/x'],
    });
  });

  test('without subscriptions every visitor is called on every subschema', () => {
    const seen: string[] = [];
    walkSchema(schema, '2020-12', [(_subschema, place) => seen.push(place.pointer())], {});
    expect(seen).toHaveLength(5);
  });
});
