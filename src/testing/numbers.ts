import fc from 'fast-check';
import type { BuildContext, Built } from './build.js';
import type { Site } from './schema-doc.js';

interface Bound {
  readonly value: number;
  readonly exclusive: boolean;
  readonly keyword: string;
}

const INT32 = 2 ** 31;
// An integer bounded on one side only ranges this far from its bound.
const HALF_OPEN_SPAN = 2 ** 31;

/** Integers or numbers within the schema's bounds (draft-04's boolean exclusive bounds too), multiples of `multipleOf`, as its numeric `format` allows. */
export function numberArbitrary(ctx: BuildContext, schema: Record<string, unknown>, site: Site, integer: boolean): Built {
  const format = schema['format'];
  let low = bound(schema, 'minimum', 'exclusiveMinimum', Math.max);
  let high = bound(schema, 'maximum', 'exclusiveMaximum', Math.min);
  if (format === 'int32') {
    low = tighter(low, { value: -INT32, exclusive: false, keyword: 'format' }, Math.max);
    high = tighter(high, { value: INT32 - 1, exclusive: false, keyword: 'format' }, Math.min);
  }
  const wantsInteger = integer || format === 'int32' || format === 'int64';
  if (low !== undefined && high !== undefined && (low.value > high.value || (low.value === high.value && (low.exclusive || high.exclusive)))) {
    throw ctx.doc.unsatisfiable(site, low.keyword, `no number is ${low.exclusive ? 'above' : 'at least'} ${low.value} and ${high.exclusive ? 'below' : 'at most'} ${high.value}.`);
  }
  const multipleOf = typeof schema['multipleOf'] === 'number' && schema['multipleOf'] > 0 ? schema['multipleOf'] : undefined;
  if (multipleOf !== undefined) return multiples(ctx, site, multipleOf, low, high, wantsInteger);
  const integers = integerRange(low, high);
  if (wantsInteger) {
    if (integers === undefined) throw ctx.doc.unsatisfiable(site, low?.keyword ?? 'maximum', `no integer lies between ${low?.value} and ${high?.value}.`);
    return { arb: fc.integer(integers), exact: true };
  }
  const doubles = doublesWithin(ctx, site, low, high);
  return { arb: integers === undefined ? doubles : fc.oneof(fc.integer(integers), doubles), exact: true };
}

function doublesWithin(ctx: BuildContext, site: Site, low: Bound | undefined, high: Bound | undefined): fc.Arbitrary<number> {
  try {
    const doubles = fc.double({
      noNaN: true,
      noDefaultInfinity: true,
      ...(low === undefined ? {} : { min: low.value, minExcluded: low.exclusive }),
      ...(high === undefined ? {} : { max: high.value, maxExcluded: high.exclusive }),
    });
    return doubles.map((value) => (value === 0 ? 0 : value));
  } catch (error) {
    // fast-check refuses a range that holds no double (two neighbours, both excluded).
    throw ctx.doc.unsatisfiable(site, low?.keyword ?? 'maximum', `no number lies within the bounds (${(error as Error).message}).`);
  }
}

function multiples(ctx: BuildContext, site: Site, step: number, low: Bound | undefined, high: Bound | undefined, integer: boolean): Built {
  const SPAN = 1e6; // multiples a half-open or open range reaches: enough to vary, few enough to stay exact
  const lowest = low === undefined ? undefined : Math.ceil(low.value / step) + (low.exclusive && Number.isInteger(low.value / step) ? 1 : 0);
  const highest = high === undefined ? undefined : Math.floor(high.value / step) - (high.exclusive && Number.isInteger(high.value / step) ? 1 : 0);
  const from = Math.max(lowest ?? (highest === undefined ? -SPAN : highest - 2 * SPAN), -Number.MAX_SAFE_INTEGER);
  const to = Math.min(highest ?? from + 2 * SPAN, Number.MAX_SAFE_INTEGER);
  if (from > to) throw ctx.doc.unsatisfiable(site, 'multipleOf', `no multiple of ${step} lies between ${low?.value ?? '-∞'} and ${high?.value ?? '∞'}.`);
  // A fractional step multiplies with rounding error, which Ajv's check (value / step is whole) may refuse: the place's check filters.
  if (integer && !Number.isInteger(step)) {
    const integers = integerRange(low, high);
    if (integers === undefined) throw ctx.doc.unsatisfiable(site, 'multipleOf', `no integer lies between ${low?.value} and ${high?.value}.`);
    return { arb: fc.integer(integers), exact: false };
  }
  return { arb: fc.integer({ min: from, max: to }).map((k) => (k * step === 0 ? 0 : k * step)), exact: Number.isInteger(step) };
}

function bound(schema: Record<string, unknown>, inclusiveKeyword: string, exclusiveKeyword: string, pick: (a: number, b: number) => number): Bound | undefined {
  const inclusive = schema[inclusiveKeyword];
  const exclusive = schema[exclusiveKeyword];
  let result: Bound | undefined = typeof inclusive === 'number' ? { value: inclusive, exclusive: exclusive === true, keyword: exclusive === true ? exclusiveKeyword : inclusiveKeyword } : undefined;
  if (typeof exclusive === 'number') result = tighter(result, { value: exclusive, exclusive: true, keyword: exclusiveKeyword }, pick);
  return result;
}

function tighter(a: Bound | undefined, b: Bound, pick: (a: number, b: number) => number): Bound {
  if (a === undefined) return b;
  if (a.value === b.value) return a.exclusive ? a : b;
  return pick(a.value, b.value) === a.value ? a : b;
}

function integerRange(low: Bound | undefined, high: Bound | undefined): { min: number; max: number } | undefined {
  let min = low === undefined ? undefined : low.exclusive ? Math.floor(low.value) + 1 : Math.ceil(low.value);
  let max = high === undefined ? undefined : high.exclusive ? Math.ceil(high.value) - 1 : Math.floor(high.value);
  if (min === undefined && max === undefined) return { min: -INT32, max: INT32 - 1 };
  min ??= (max as number) - HALF_OPEN_SPAN;
  max ??= min + HALF_OPEN_SPAN;
  min = Math.max(min, -Number.MAX_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  return min <= max ? { min, max } : undefined;
}
