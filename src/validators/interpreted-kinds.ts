import type { Draft } from 'json-schema-library';
import { hasPlainTag, type DataTags } from './object-tags.js';

type Keyword = Draft['keywords'][number];

/**
 * json-schema-library's sense of what kind a value is, made Ajv's (found by giving both engines
 * what a runtime may pass that `JSON.parse` never makes):
 * - `type` let `undefined` pass whatever it asked for, so a call with no arguments was valid
 *   against `type: "object"`, and an array's `undefined` or missing item against any `items`;
 * - it took NaN for an integer (Ajv: `must be an integer, not NaN`);
 * - it, and every keyword, read a value's kind from `Object.prototype.toString`, so a `Date`, a
 *   `Map` or an object with a `Symbol.toStringTag` was no object (`must be an object, not an
 *   object`, and its properties were never checked) and `new String("x")` was a string:
 *   {@link plainView} gives the library such values as Ajv sees them;
 * - `minimum`, `exclusiveMinimum` and `exclusiveMaximum` let NaN pass (`maximum` is
 *   interpreted-fixes.ts's own, which refuses it).
 */
export function kindKeywords(base: Draft): Keyword[] {
  const byName = (name: string) => base.keywords.find((keyword) => keyword.keyword === name);
  const keywords: Keyword[] = [];
  const type = byName('type');
  if (type?.validate !== undefined) {
    keywords.push({
      ...type,
      validate: ({ node, data, pointer }) => {
        const expected: unknown = node.schema['type'];
        const types = Array.isArray(expected) ? (expected as unknown[]) : [expected];
        if (types.some((name) => typeof name !== 'string' || hasType(data, name))) return undefined;
        return node.createError('type-error', { value: data, received: typeof data, expected, schema: node.schema, pointer });
      },
    });
  }
  for (const name of ['minimum', 'exclusiveMinimum', 'exclusiveMaximum']) {
    const keyword = byName(name);
    const validate = keyword?.validate;
    if (keyword === undefined || validate === undefined) continue;
    // NaN fails every bound: the library's own check is asked with a number that fails it the same way.
    keywords.push({ ...keyword, validate: (params) => validate(Number.isNaN(params.data) ? { ...params, data: name === 'exclusiveMaximum' ? Infinity : -Infinity } : params) });
  }
  return keywords;
}

// Ajv's tests of a type (its `checkDataType`), which reads `typeof`, never a value's tag.
function hasType(data: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return data === null;
    case 'array':
      return Array.isArray(data);
    case 'object':
      return data !== null && typeof data === 'object' && !Array.isArray(data);
    case 'integer':
      return typeof data === 'number' && !(data % 1) && !Number.isNaN(data);
    case 'number':
      return typeof data === 'number';
    default:
      return typeof data === type;
  }
}

/**
 * The data as Ajv sees it, for a library that reads kinds by `Object.prototype.toString`: the
 * value itself when every object in it is tagged `Object` or `Array` (all that `JSON.parse` makes),
 * else a copy in which any other object (a `Date`, a `Map`, a boxed string, an object with a
 * `Symbol.toStringTag`) is a plain object of its own enumerable properties, as Ajv's
 * `ownProperties` reads it, and an array so tagged a plain array. Keys are kept, so pointers
 * into the copy are pointers into the data. The data has been measured against the data limits;
 * with `tags`, what that measuring noted of its tags, so the data is not walked again.
 */
export function plainView(data: unknown, tags?: DataTags): unknown {
  return (tags === undefined ? hasOtherTags(data) : tags.otherTags) ? copied(data) : data;
}

function hasOtherTags(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (!hasPlainTag(value)) return true;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) if (hasOtherTags(value[index])) return true;
    return false;
  }
  for (const key in value) if (Object.hasOwn(value, key) && hasOtherTags((value as Record<string, unknown>)[key])) return true;
  return false;
}

function copied(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Array.from({ length: value.length }, (_, index) => copied(value[index]));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) Object.defineProperty(copy, key, { value: copied((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
  return copy;
}
