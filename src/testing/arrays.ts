import fc from 'fast-check';
import { canonicalJson } from '../validators/cache.js';
import { buildChild, type BuildContext, type Built } from './build.js';
import { boundWords, shareOf, withinBudget } from './budget.js';
import { UnsatisfiableSchemaError } from './errors.js';
import type { Site } from './schema-doc.js';
import { sized, sizeOf, type Size } from './size.js';

interface Shape {
  /** Positional item schemas with their tokens: `prefixItems` (2020-12) or array-form `items` (earlier dialects). */
  readonly prefix: readonly { readonly schema: unknown; readonly tokens: (string | number)[] }[];
  /** The schema of the items after them, and its keyword. */
  readonly rest: unknown;
  readonly restKeyword: string;
}

/** Arrays as the schema's dialect reads `items`: tuples, counts within bounds and the options', unique when asked, with what `contains` wants. */
export function arrayArbitrary(ctx: BuildContext, schema: Record<string, unknown>, site: Site, depth: number): Built {
  const { doc } = ctx;
  const shape = shapeOf(schema, doc.dialect === '2020-12');
  const low = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
  let high = typeof schema['maxItems'] === 'number' ? schema['maxItems'] : Infinity;
  if (low > high) throw doc.unsatisfiable(site, 'minItems', `no array has at least ${low} and at most ${high} items.`);
  let top = Math.min(high, low + (depth >= doc.options.maxDepth ? 0 : doc.options.maxItems));
  const prefix: fc.Arbitrary<unknown>[] = [];
  const built = (budgeted: BuildContext, index: number | 'rest') => {
    const needed = index === 'rest' ? low > prefix.length : index < low;
    const item = index === 'rest' ? { schema: shape.rest, tokens: [shape.restKeyword] } : (shape.prefix[index] as Shape['prefix'][number]);
    return optionalChild(budgeted, item.schema, site, item.tokens, depth, needed)?.arb;
  };
  for (const index of shape.prefix.keys()) {
    if (index >= top) break;
    const item = built(ctx, index);
    if (item === undefined) {
      top = index;
      break;
    }
    prefix.push(item);
  }
  let rest: fc.Arbitrary<unknown> | undefined;
  if (top > prefix.length && shape.rest !== false) rest = built(ctx, 'rest');
  if (rest === undefined) top = Math.min(top, prefix.length);
  if (low > top) throw doc.unsatisfiable(site, shape.rest === false ? shape.restKeyword : 'minItems', `the array needs at least ${low} items, but its item schemas allow only ${top}.`);
  let sizes = prefix.map(sizeOf);
  let restSize = rest === undefined ? { least: 0, most: 0 } : sizeOf(rest);
  const least = arraySize(sizes, restSize, low, 'least');
  if (least > ctx.budget) throw doc.tooCostly(site, 'minItems', `${low} items hold at least ${least} values and characters, more than the generator makes (${boundWords(ctx)}).`);
  if (arraySize(sizes, restSize, low, 'most') > ctx.budget) {
    // The items it must have, each at its largest, hold more than the bound: each is made again within its share (99,000 strings of up to 20 characters ran a 256 MB heap out).
    const share = (size: Size) => shareOf(size.least, least - 1, low, ctx.budget - 1);
    for (const [index, size] of sizes.entries()) if (index < low && size.most > share(size)) prefix[index] = built(withinBudget(ctx, share(size)), index) as fc.Arbitrary<unknown>;
    if (rest !== undefined && low > prefix.length && restSize.most > share(restSize)) rest = built(withinBudget(ctx, share(restSize)), 'rest');
    sizes = prefix.map(sizeOf);
    restSize = rest === undefined ? { least: 0, most: 0 } : sizeOf(rest);
  }
  high = fewestOver(low, top, (count) => arraySize(sizes, restSize, count, 'most') > ctx.budget);
  const unique = schema['uniqueItems'] === true;
  let arb: fc.Arbitrary<unknown[]>;
  if (prefix.length === 0) {
    const items = rest ?? fc.constant(null);
    // fast-check's uniqueArray draws without end for a minLength its items cannot reach: minItems is left to the place's check.
    arb = unique ? fc.uniqueArray(items, { maxLength: high, selector: canonicalJson }) : fc.array(items, { minLength: low, maxLength: high });
  } else {
    const restLength = { minLength: Math.max(0, low - prefix.length), maxLength: Math.max(0, high - prefix.length) };
    arb = fc
      .tuple(fc.tuple(...prefix), fc.integer({ min: Math.min(low, prefix.length), max: Math.min(high, prefix.length) }), rest === undefined ? fc.constant([]) : fc.array(rest, restLength))
      .map(([head, count, tail]) => (count < head.length ? head.slice(0, count) : [...head, ...tail]));
  }
  sized(arb, { least, most: arraySize(sizes, restSize, high, 'most') });
  const contained = withContains(ctx, schema, site, depth, arb, { low, high, most: (count) => arraySize(sizes, restSize, count, 'most') });
  const exact = contained === arb && !(unique && (prefix.length > 0 || low > 0)) && !('unevaluatedItems' in schema);
  return { arb: contained, exact };
}

// What `count` items hold at least or at most: the positional ones first, then the rest's.
function arraySize(prefix: readonly Size[], rest: Size, count: number, end: keyof Size): number {
  let total = 1;
  for (let index = 0; index < Math.min(count, prefix.length); index++) total += (prefix[index] as Size)[end];
  return total + Math.max(0, count - prefix.length) * rest[end];
}

// The largest count from low to top that is not too much (`tooMuch` grows with the count); low when none is.
function fewestOver(low: number, top: number, tooMuch: (count: number) => boolean): number {
  if (!tooMuch(top)) return top;
  let fits = low;
  let over = top;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (tooMuch(middle)) over = middle;
    else fits = middle;
  }
  return fits;
}

function shapeOf(schema: Record<string, unknown>, prefixItems: boolean): Shape {
  if (prefixItems) {
    const items = Array.isArray(schema['prefixItems']) ? (schema['prefixItems'] as unknown[]) : [];
    return { prefix: items.map((item, index) => ({ schema: item, tokens: ['prefixItems', index] })), rest: schema['items'] ?? true, restKeyword: 'items' };
  }
  if (Array.isArray(schema['items'])) {
    return { prefix: schema['items'].map((item, index) => ({ schema: item, tokens: ['items', index] })), rest: schema['additionalItems'] ?? true, restKeyword: 'additionalItems' };
  }
  return { prefix: [], rest: schema['items'] ?? true, restKeyword: 'items' };
}

// A child the array may do without: its schema being unsatisfiable only shortens the array.
function optionalChild(ctx: BuildContext, child: unknown, site: Site, tokens: (string | number)[], depth: number, needed: boolean): Built | undefined {
  try {
    return buildChild(ctx, child, site, tokens, depth + 1);
  } catch (error) {
    if (needed || !(error instanceof UnsatisfiableSchemaError)) throw error;
    return undefined;
  }
}

// The matching items `contains` asks for, placed among at most as many others as leave room for them.
function withContains(ctx: BuildContext, schema: Record<string, unknown>, site: Site, depth: number, arb: fc.Arbitrary<unknown[]>, count: { low: number; high: number; most: (items: number) => number }): fc.Arbitrary<unknown[]> {
  if (schema['contains'] === undefined) return arb;
  const { low, high } = count;
  const wanted = typeof schema['minContains'] === 'number' && ctx.doc.dialect !== 'draft-07' ? schema['minContains'] : 1;
  if (wanted === 0) return arb;
  if (wanted > high) throw ctx.doc.unsatisfiable(site, 'contains', `the array must contain ${wanted} matching items but may hold only ${high}.`);
  const build = (budgeted: BuildContext) => buildChild(budgeted, schema['contains'], site, ['contains'], depth + 1).arb;
  let matching = build(ctx);
  const least = 1 + wanted * sizeOf(matching).least;
  if (least > ctx.budget) throw ctx.doc.tooCostly(site, 'contains', `${wanted} matching items hold at least ${least} values and characters, more than the generator makes (${boundWords(ctx)}).`);
  const share = shareOf(sizeOf(matching).least, least - 1, wanted, ctx.budget - 1);
  if (sizeOf(matching).most > share) matching = build(withinBudget(ctx, share));
  const matched = wanted * sizeOf(matching).most;
  const others = fewestOver(Math.max(0, low - wanted), Math.max(0, high - wanted), (items) => count.most(items) + matched > ctx.budget);
  const arbitrary = fc.tuple(arb, fc.array(matching, { minLength: wanted, maxLength: wanted }), fc.nat()).map(([items, extra, position]) => {
    const kept = items.slice(0, others);
    const at = position % (kept.length + 1);
    return [...kept.slice(0, at), ...extra, ...kept.slice(at)];
  });
  return sized(arbitrary, { least: Math.max(sizeOf(arb).least, least), most: count.most(others) + matched });
}
