import fc from 'fast-check';
import { isObject } from '../json.js';
import { BoundedFilter } from './bounded-filter.js';
import { UnsatisfiableSchemaError } from './errors.js';
import { mergeSchemas, refHasSiblings, SYNTHETIC, without } from './merge.js';
import type { SchemaDoc, Site } from './schema-doc.js';
import { eitherSize, sized, sizeOf, sizeOfValue } from './size.js';
import { typedArbitrary } from './types.js';

/** An arbitrary and whether its values are valid by construction (or still need the check of their place). */
export interface Built {
  readonly arb: fc.Arbitrary<unknown>;
  readonly exact: boolean;
}

/** What one generator build shares: the schema, and arbitraries already built per subschema and depth. */
export interface BuildContext {
  readonly doc: SchemaDoc;
  readonly memo: WeakMap<object, Map<number, fc.Arbitrary<unknown>>>;
  /** Subschemas being built, by depth: meeting one again at the same depth is a reference loop that consumes no data. */
  readonly building: WeakMap<object, Set<number>>;
  /** The most a value built here may hold (see `Size`): the option `maxSize`, or a child's share of it. */
  readonly budget: number;
  /** The contexts of smaller budgets, made once each (`withinBudget`). */
  readonly budgets: Map<number, BuildContext>;
}

const REF_KEYWORDS = ['$ref', '$dynamicRef', '$recursiveRef'] as const;
// Past maxDepth only what a schema requires is generated; a schema that still nests this much deeper requires endless data.
const DEPTH_SLACK = 16;

/** The arbitrary of a child subschema (under `tokens` of its parent's place). */
export function buildChild(ctx: BuildContext, child: unknown, parent: Site, tokens: (string | number)[], depth: number): Built {
  if (isObject(child) && SYNTHETIC.has(child)) return buildNode(ctx, child, parent, depth, false);
  const site = (isObject(child) ? ctx.doc.siteOf(child) : undefined) ?? ctx.doc.childSite(parent, child, ...tokens);
  return { arb: buildAt(ctx, child, site, depth), exact: true };
}

/** The arbitrary of the subschema at a place: valid values only, filtered through the place's check where needed. */
export function buildAt(ctx: BuildContext, schema: unknown, site: Site, depth: number): fc.Arbitrary<unknown> {
  const memo = isObject(schema) ? ctx.memo.get(schema)?.get(depth) : undefined;
  if (memo !== undefined) return memo;
  const building = isObject(schema) ? (ctx.building.get(schema) ?? new Set<number>()) : undefined;
  if (isObject(schema) && building !== undefined) {
    if (building.has(depth)) throw ctx.doc.unsatisfiable(site, '$ref', 'its references lead back to it without nesting the value any deeper.');
    building.add(depth);
    ctx.building.set(schema, building);
  }
  let node: Built;
  try {
    node = buildNode(ctx, schema, site, depth, true);
  } finally {
    building?.delete(depth);
  }
  const arb = node.exact ? node.arb : sized(checked(ctx, node.arb, site), sizeOf(node.arb));
  if (isObject(schema)) {
    const byDepth = ctx.memo.get(schema) ?? new Map<number, fc.Arbitrary<unknown>>();
    byDepth.set(depth, arb);
    ctx.memo.set(schema, byDepth);
  }
  return arb;
}

/** Keeps the values the whole subschema at `site` accepts; a filter that keeps refusing names the keyword that refused. */
export function checked(ctx: BuildContext, arb: fc.Arbitrary<unknown>, site: Site): fc.Arbitrary<unknown> {
  const check = ctx.doc.check(site);
  return new BoundedFilter(arb, check, ctx.doc.options.maxTries, (refused) => {
    const blamed = check.blame(refused);
    const place = blamed?.pointer === undefined ? site : { ...site, pointer: blamed.pointer.replace(/\/[^/]*$/, '') };
    throw ctx.doc.unsatisfiable(place, blamed?.keyword ?? 'allOf', `none of ${ctx.doc.options.maxTries} generated candidates satisfied it.`);
  });
}

/** The arbitrary of one schema object (or boolean schema), without its place's final check. */
export function buildNode(ctx: BuildContext, schema: unknown, site: Site, depth: number, atSite: boolean): Built {
  const { doc } = ctx;
  if (schema === false) throw doc.unsatisfiable(site, 'false', 'the schema false accepts no value.');
  if (!isObject(schema)) return { arb: anyJson(ctx, depth), exact: true };
  const refKeyword = REF_KEYWORDS.find((key) => typeof schema[key] === 'string');
  if (refKeyword !== undefined) {
    const target = doc.resolve(schema[refKeyword] as string, site, refKeyword);
    // Only references recurse; a recursion still required this far past maxDepth never ends.
    const recursing = isObject(target.schema) && (ctx.building.get(target.schema)?.size ?? 0) > 0;
    if (recursing && depth > doc.options.maxDepth + DEPTH_SLACK) {
      throw doc.unsatisfiable(site, refKeyword, `it recurses through required properties or minItems more than ${doc.options.maxDepth + DEPTH_SLACK} levels deep, without end.`);
    }
    const siblings = refHasSiblings(doc) && Object.keys(schema).some((key) => key !== refKeyword && !ANNOTATIONS.has(key));
    if (!siblings) {
      const arb = buildAt(ctx, target.schema, target.site, depth);
      // A dynamic reference may land elsewhere at run time: its place checks what the static target made.
      return { arb, exact: refKeyword === '$ref' };
    }
    return inexact(buildNode(ctx, mergeSchemas(doc, site, [schema]), site, depth, atSite));
  }
  if (Array.isArray(schema['allOf'])) return inexact(buildNode(ctx, mergeSchemas(doc, site, [without(schema, 'allOf'), ...schema['allOf']]), site, depth, atSite));
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) {
      const rest = without(schema, keyword);
      return inexact(oneOfBuilt(ctx, keyword, site, branches.map((branch) => () => buildNode(ctx, mergeSchemas(doc, site, [rest, branch]), site, depth, atSite))));
    }
  }
  if (schema['if'] !== undefined && (schema['then'] !== undefined || schema['else'] !== undefined)) {
    const rest = without(schema, 'if', 'then', 'else');
    const thenParts = [rest, schema['if'], ...(schema['then'] === undefined ? [] : [schema['then']])];
    const elseParts = [rest, ...(schema['else'] === undefined ? [] : [schema['else']])];
    return inexact(oneOfBuilt(ctx, 'if', site, [thenParts, elseParts].map((parts) => () => buildNode(ctx, mergeSchemas(doc, site, parts), site, depth, atSite))));
  }
  if (schema['not'] !== undefined) return inexact(buildNode(ctx, excludeNegated(schema), site, depth, atSite));
  return valuesOrTyped(ctx, schema, site, depth, atSite);
}

const ANNOTATIONS = new Set(['$schema', '$id', 'id', '$anchor', '$dynamicAnchor', '$comment', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly', '$defs', 'definitions']);

function valuesOrTyped(ctx: BuildContext, schema: Record<string, unknown>, site: Site, depth: number, atSite: boolean): Built {
  const { doc } = ctx;
  const listed = 'const' in schema ? { keyword: 'const', values: [schema['const']] } : Array.isArray(schema['enum']) ? { keyword: 'enum', values: schema['enum'] as unknown[] } : undefined;
  if (listed !== undefined) {
    const values = atSite ? listed.values.filter(doc.check(site)) : listed.values;
    if (values.length === 0) throw doc.unsatisfiable(site, listed.keyword, `none of its ${listed.values.length === 1 ? 'value satisfies' : `${listed.values.length} values satisfy`} the rest of the schema.`);
    const counted = values.map((value) => sizeOfValue(value, doc.options.maxSize));
    return { arb: sized(fc.constantFrom(...values), { least: Math.min(...counted), most: Math.max(...counted) }), exact: atSite };
  }
  const typed = typedArbitrary(ctx, schema, site, depth);
  if (atSite && 'default' in schema && doc.check(site)(schema['default'])) {
    // A copy each time: an object default must not be one object shared by every sample.
    const fallback = sized(
      fc.constant(null).map(() => structuredClone(schema['default'])),
      { least: sizeOfValue(schema['default'], doc.options.maxSize), most: sizeOfValue(schema['default'], doc.options.maxSize) },
    );
    return { arb: sized(fc.oneof({ weight: 1, arbitrary: fallback }, { weight: 4, arbitrary: typed.arb }), eitherSize([fallback, typed.arb])), exact: typed.exact };
  }
  return typed;
}

// `not: {type: …}` is common enough to generate directly: the negated types are left out.
function excludeNegated(schema: Record<string, unknown>): Record<string, unknown> {
  const negated = schema['not'];
  const rest = without(schema, 'not');
  if (!isObject(negated) || !('type' in negated) || Object.keys(negated).some((key) => key !== 'type')) return rest;
  const types = Array.isArray(negated['type']) ? (negated['type'] as string[]) : [negated['type'] as string];
  // An internal key on a merged object only, read by typedArbitrary: the place's check still holds the real `not`.
  rest['notTypes'] = types;
  return rest;
}

/** One arbitrary over the branches that can be built; when none can, the first branch's reason. */
export function oneOfBuilt(ctx: BuildContext, keyword: string, site: Site, branches: (() => Built)[]): Built {
  const built: Built[] = [];
  let firstError: UnsatisfiableSchemaError | undefined;
  for (const branch of branches) {
    try {
      built.push(branch());
    } catch (error) {
      if (!(error instanceof UnsatisfiableSchemaError)) throw error;
      firstError ??= error;
    }
  }
  if (built.length === 0) throw firstError ?? ctx.doc.unsatisfiable(site, keyword, 'it has no branch.');
  const arbs = built.map((branch) => branch.arb);
  return { arb: arbs.length === 1 ? (arbs[0] as fc.Arbitrary<unknown>) : sized(fc.oneof(...arbs), eitherSize(arbs)), exact: built.every((branch) => branch.exact) };
}

function inexact(built: Built): Built {
  return { arb: built.arb, exact: false };
}

/** Any JSON value, nested no deeper than the options allow from `depth`, holding no more than the budget. */
export function anyJson(ctx: BuildContext, depth: number): fc.Arbitrary<unknown> {
  const { maxDepth, maxStringLength } = ctx.doc.options;
  let left = Math.max(0, maxDepth - depth);
  // Each level may hold ten times the one below: a free-form value nests no deeper than leaves room for a few of them.
  while (left > 0 && jsonValueMost(left) > ctx.budget / 8) left--;
  if (left > 0) return sized(fc.jsonValue({ maxDepth: left }), { least: 1, most: jsonValueMost(left) });
  const longest = Math.max(0, Math.min(maxStringLength, ctx.budget - 1));
  return sized(fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: longest })), { least: 1, most: 1 + longest });
}

// fast-check's default size gives a jsonValue's arrays and objects at most 10 entries, its strings at most 10 characters.
function jsonValueMost(depth: number): number {
  let most = 11;
  for (let level = 0; level < depth && most < Number.MAX_SAFE_INTEGER; level++) most = 1 + 10 * (1 + most);
  return most;
}
