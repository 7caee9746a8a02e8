import type { Draft, JsonError, SchemaNode } from 'json-schema-library';
import { isObject } from '../json.js';
import { branchOfTag, unionTag } from './tagged-union.js';

type Keyword = Draft['keywords'][number];
type Params = Parameters<NonNullable<Keyword['validate']>>[0];

/**
 * Where an error of the interpreted engine sits among the unions it is under, as segments of a
 * schema path: `u3` for a union, then the branch's index (`['u3', '1', 'u5', '0']`). It gives the
 * error a schema path as Ajv's would nest (`#…/u3/1/u5/0/type`), so the one union reduction serves
 * both engines.
 */
export const UNION_PATH = 'kindgiUnionPath';

type Placed = JsonError & { [UNION_PATH]?: string[] };

// Unions are told apart by a number drawn as each one fails: a path needs only to be unique within a call.
let unions = 0;
const tags = new WeakMap<object, string | null>();

// A union's tag, worked out once per schema object.
function knownTag(schema: Record<string, unknown>): string | undefined {
  let tag = tags.get(schema);
  if (tag === undefined) tags.set(schema, (tag = unionTag(schema) ?? null));
  return tag ?? undefined;
}

/**
 * `anyOf` and `oneOf` for the interpreted engine that keep what each branch said: a failed union
 * returns every branch's errors, each placed under its branch ({@link UNION_PATH}), then its own
 * error, in the order Ajv records them, so its issues are the closest branch's, as on Ajv's path.
 * json-schema-library's own say only that no branch matched (and its `oneOf` reads a
 * `oneOfProperty` keyword of its own, which the specification does not have). A tagged union is
 * checked as Ajv's path checks it once marked: by the branch its tag names alone, and a tag that
 * names none is one `tag-error` (worded as Ajv's `discriminator` error is).
 */
export function unionKeywords(base: Draft): Keyword[] {
  const byName = (name: string) => base.keywords.find((keyword) => keyword.keyword === name);
  const keywords: Keyword[] = [];
  const anyOf = byName('anyOf');
  if (anyOf !== undefined) keywords.push({ ...anyOf, validate: (params) => checkUnion(params, 'anyOf') });
  const oneOf = byName('oneOf');
  if (oneOf !== undefined) keywords.push({ ...oneOf, validate: (params) => checkUnion(params, 'oneOf') });
  return keywords;
}

function checkUnion({ node, data, pointer, path }: Params, keyword: 'anyOf' | 'oneOf'): JsonError[] | undefined {
  const branches = (node as unknown as Record<string, SchemaNode[] | undefined>)[keyword];
  if (!Array.isArray(branches)) return undefined;
  const tag = keyword === 'oneOf' ? knownTag(node.schema) : undefined;
  if (tag !== undefined && isObject(data)) {
    const value = Object.hasOwn(data, tag) ? data[tag] : undefined;
    const index = typeof value === 'string' ? branchOfTag(node.schema['oneOf'] as unknown[], tag, value) : -1;
    if (index < 0) return [node.createError('tag-error' as never, { pointer, schema: node.schema, value: data, tag, tagValue: value, error: typeof value === 'string' ? 'mapping' : 'tag' })];
    const errors = (branches[index] as SchemaNode).validate(data, pointer, path).errors;
    return errors.length === 0 ? undefined : errors;
  }
  const union = `u${++unions}`;
  const failed: Placed[] = [];
  const matches: { index: number; node: SchemaNode }[] = [];
  for (let index = 0; index < branches.length; index++) {
    const branch = branches[index] as SchemaNode;
    const errors = branch.validate(data, pointer, path).errors as Placed[];
    if (errors.length === 0) {
      if (keyword === 'anyOf') return undefined;
      matches.push({ index, node: branch });
      // Two matches decide it, and they are the two Ajv names.
      if (matches.length === 2) break;
      continue;
    }
    for (const error of errors) {
      error[UNION_PATH] = [union, String(index), ...(error[UNION_PATH] ?? [])];
      failed.push(error);
    }
  }
  if (matches.length === 1) return undefined;
  const schema = node.schema;
  const own: Placed =
    matches.length > 1
      ? node.createError('multiple-one-of-error', { value: data, pointer, schema, matches })
      : keyword === 'anyOf'
        ? node.createError('any-of-error', { pointer, schema, value: data, anyOf: schema['anyOf'] })
        : node.createError('one-of-error', { value: data, pointer, schema, oneOf: schema['oneOf'], errors: failed });
  own[UNION_PATH] = [union];
  return [...failed, own];
}
