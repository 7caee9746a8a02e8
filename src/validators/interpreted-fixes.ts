import type { Draft } from 'json-schema-library';
import type { Dialect } from '../dialects/table.js';
import { isObject } from '../json.js';
import { enumMembership, jsonEqual } from './json-equal.js';

type Keyword = Draft['keywords'][number];
type Node = Parameters<NonNullable<Keyword['parse']>>[0];

/**
 * json-schema-library's keywords where it is not exact, made so (found by holding it to Ajv and
 * hyperjump on fuzzed schemas and data, `test/validators/engine-differential.test.ts`):
 * - `maximum: 0` checked nothing (a falsy bound was taken for an absent one);
 * - `properties` kept its subschemas in a plain object, looked up by the data's keys: a property
 *   named `toString` or `constructor` found Object.prototype's function there and the validator
 *   threw, and a property named `__proto__` replaced the map's prototype. They are kept own, in a
 *   map with no prototype;
 * - `const` and `enum` threw on data with a `toString` or `valueOf` property: they compare by
 *   {@link jsonEqual}, as on Ajv's path;
 * - `contains` ({@link exactContains}).
 */
export function exactKeywords(base: Draft, dialect: Dialect): Keyword[] {
  const byName = (name: string) => base.keywords.find((keyword) => keyword.keyword === name);
  const keywords: Keyword[] = [];
  const maximum = byName('maximum');
  if (maximum !== undefined) {
    keywords.push({
      ...maximum,
      validate: ({ node, data, pointer }) => {
        const limit = node.schema['maximum'];
        if (typeof data !== 'number' || typeof limit !== 'number') return undefined;
        // Draft-04's boolean exclusiveMaximum makes the bound itself too large.
        if (data < limit || (data === limit && node.schema['exclusiveMaximum'] !== true)) return undefined;
        return node.createError('maximum-error', { maximum: limit, length: data, value: data, pointer, schema: node.schema });
      },
    });
  }
  const constant = byName('const');
  if (constant !== undefined) {
    keywords.push({
      ...constant,
      validate: ({ node, data, pointer }) => {
        const expected: unknown = node.schema['const'];
        return jsonEqual(data, expected) ? undefined : node.createError('const-error', { pointer, schema: node.schema, value: data, expected });
      },
    });
  }
  const members = byName('enum');
  if (members !== undefined) {
    const memberships = new WeakMap<object, (value: unknown) => boolean>();
    keywords.push({
      ...members,
      validate: ({ node, data, pointer }) => {
        const values: unknown = node.schema['enum'];
        if (!Array.isArray(values)) return undefined;
        let isMember = memberships.get(values);
        if (isMember === undefined) memberships.set(values, (isMember = enumMembership(values)));
        return isMember(data) ? undefined : node.createError('enum-error', { pointer, schema: node.schema, value: data, values });
      },
    });
  }
  const properties = byName('properties');
  if (properties?.parse !== undefined) {
    const parse = properties.parse;
    keywords.push({ ...properties, parse: (node) => ownProperties(node, parse(node)) });
  }
  const contains = byName('contains');
  if (contains?.validate !== undefined) keywords.push(exactContains(contains, contains.validate, dialect));
  return keywords;
}

/**
 * `contains` counted as the dialect says: json-schema-library read `minContains` and `maxContains`
 * in draft-06 and draft-07, which have neither (`contains: {…}, minContains: 0` let an array with no
 * match pass), and ignored them beside a boolean `contains` (`contains: true, maxContains: 1` let
 * two items pass, `contains: false, minContains: 0` refused every array). A boolean is matched by
 * every item or none; an object schema in 2019-09 and 2020-12 is the library's own count.
 */
function exactContains(contains: Keyword, counts: NonNullable<Keyword['validate']>, dialect: Dialect): Keyword {
  const bounded = dialect === '2019-09' || dialect === '2020-12';
  return {
    ...contains,
    validate: (params) => {
      const { node, data, pointer, path } = params;
      const wanted: unknown = node.schema['contains'];
      if (!Array.isArray(data) || (typeof wanted !== 'boolean' && !isObject(wanted))) return undefined;
      if (bounded && typeof wanted !== 'boolean') return counts(params);
      const schema = bounded ? node.schema : { contains: wanted };
      const min = bounded && typeof schema['minContains'] === 'number' ? schema['minContains'] : 1;
      const max = bounded && typeof schema['maxContains'] === 'number' ? schema['maxContains'] : Infinity;
      let count = wanted === true ? data.length : 0;
      const matching = node.contains;
      // Past `min` without a `max`, more matches change nothing: draft-06/07 stop at the first, as Ajv does.
      if (typeof wanted !== 'boolean' && matching !== undefined) {
        for (let index = 0; index < data.length && (count < min || max !== Infinity); index++) if (matching.validate(data[index], `${pointer}/${index}`, path).valid) count++;
      }
      if (count >= min && count <= max) return undefined;
      return node.createError(count > max ? 'contains-max-error' : 'contains-min-error', { pointer, schema, delta: count > max ? count - max : min - count, value: data });
    },
  };
}

const NOTHING_INHERITED: object = Object.freeze(Object.create(null) as object);

function ownProperties<T>(node: Node, parsed: T): T {
  const declared = node.schema['properties'];
  const held = node as unknown as { properties?: Record<string, unknown> };
  if (held.properties === undefined || !isObject(declared)) return parsed;
  // Made with a prototype that has nothing (Object.create(null) itself would keep its keys in a slower dictionary).
  const own: Record<string, unknown> = Object.create(NOTHING_INHERITED) as Record<string, unknown>;
  for (const name of Object.keys(declared)) {
    // Under `__proto__` the library's map got a new prototype, not a key: that one is compiled here.
    const child = Object.hasOwn(held.properties, name) ? held.properties[name] : node.compileSchema(declared[name] as never, `${node.evaluationPath}/properties/${name}`, `${node.schemaLocation}/properties/${name}`);
    Object.defineProperty(own, name, { value: child, enumerable: true, writable: true, configurable: true });
  }
  held.properties = own;
  return parsed;
}
