import fc from 'fast-check';
import { isObject } from '../json.js';
import { memoize } from '../memo.js';
import { linearRegExp, type PatternMatcher } from '../validators/regexp.js';
import { buildChild, type BuildContext, type Built } from './build.js';
import { boundWords, shareOf, withinBudget } from './budget.js';
import { UnsatisfiableSchemaError } from './errors.js';
import type { Site } from './schema-doc.js';
import { sized, sizeOf } from './size.js';

type Schema = Record<string, unknown>;

// Checked by the place's filter rather than generated: they constrain keys the record cannot see coming.
const FILTERED = ['patternProperties', 'propertyNames', 'minProperties', 'maxProperties', 'dependentSchemas', 'unevaluatedProperties'];

/**
 * Objects with every required property, optional ones as `options.optional` says, extra
 * properties when `additionalProperties` is a schema, and what `dependentRequired` (or
 * draft-07's array-form `dependencies`) adds.
 */
export function objectArbitrary(ctx: BuildContext, schema: Schema, site: Site, depth: number): Built {
  const { doc } = ctx;
  const properties = isObject(schema['properties']) ? schema['properties'] : {};
  const required = Array.isArray(schema['required']) ? [...new Set(schema['required'] as string[])] : [];
  const additional = schema['additionalProperties'];
  const atLimit = depth >= doc.options.maxDepth;
  const optional = atLimit ? 'never' : doc.options.optional;
  const dependents = dependentNames(schema);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  const optionalModel: Record<string, fc.Arbitrary<unknown>> = {};
  const names = [...new Set([...Object.keys(properties), ...required])];
  const requiredSet = new Set(required);
  const wantedLater = new Set([...dependents.values()].flat());
  const children = new Map<string, fc.Arbitrary<unknown>>();
  // The required properties first: what they hold at least decides whether any value fits, the optional ones get what is left.
  let least = 1;
  let most = 1;
  for (const name of names) {
    if (!requiredSet.has(name)) continue;
    const child = propertyChild(ctx, schema, properties, name, site, depth, true);
    if (child === undefined) continue;
    children.set(name, child);
    least += sizeOf(child).least;
    most += sizeOf(child).most;
  }
  if (least > ctx.budget) throw doc.tooCostly(site, 'required', `its required properties hold at least ${least} values and characters, more than the generator makes (${boundWords(ctx)}).`);
  if (most > ctx.budget) most = fitRequired(ctx, children, least, (budgeted, name) => propertyChild(budgeted, schema, properties, name, site, depth, true) as fc.Arbitrary<unknown>);
  for (const name of names) {
    if (requiredSet.has(name) || (optional === 'never' && !wantedLater.has(name))) continue;
    const child = propertyChild(ctx, schema, properties, name, site, depth, false);
    if (child === undefined || most + sizeOf(child).most > ctx.budget) continue;
    children.set(name, child);
    most += sizeOf(child).most;
  }
  for (const name of names) {
    const child = children.get(name);
    if (child === undefined) continue;
    const isRequired = requiredSet.has(name);
    if (isRequired || optional === 'always') {
      model[name] = child;
      requiredKeys.push(name);
    } else if (optional === 'sometimes') model[name] = child;
    if (!isRequired && wantedLater.has(name)) optionalModel[name] = child;
  }
  let arb: fc.Arbitrary<Schema> = fc.record(model, { requiredKeys, noNullPrototype: true });
  if (isObject(additional) && !atLimit && Object.keys(additional).length > 0) {
    const extra = buildChild(ctx, additional, site, ['additionalProperties'], depth + 1).arb;
    const maxKeys = Math.max(0, Math.min(3, doc.options.maxItems, Math.floor((ctx.budget - most) / sizeOf(extra).most)));
    const key = fc.string({ minLength: 1, maxLength: 8 }).filter((name) => !(name in properties) && name !== '__proto__');
    arb = fc.tuple(arb, fc.dictionary(key, extra, { maxKeys, noNullPrototype: true })).map(([own, more]) => ({ ...more, ...own }));
    most += maxKeys * sizeOf(extra).most;
  }
  if (dependents.size > 0) {
    arb = fc.tuple(arb, fc.record(optionalModel, { noNullPrototype: true })).map(([own, spare]) => withDependents(own, spare, dependents));
  }
  const exact = !FILTERED.some((keyword) => keyword in schema) && !hasSchemaDependencies(schema);
  return { arb: sized(arb, { least, most }), exact };
}

// The required properties, each at its largest, hold more than the bound: each is made again within its share; what they then hold at most.
function fitRequired(ctx: BuildContext, children: Map<string, fc.Arbitrary<unknown>>, least: number, rebuild: (budgeted: BuildContext, name: string) => fc.Arbitrary<unknown>): number {
  let most = 1;
  for (const [name, child] of children) {
    const share = shareOf(sizeOf(child).least, least - 1, children.size, ctx.budget - 1);
    const fitted = sizeOf(child).most > share ? rebuild(withinBudget(ctx, share), name) : child;
    children.set(name, fitted);
    most += sizeOf(fitted).most;
  }
  return most;
}

function propertyChild(ctx: BuildContext, schema: Schema, properties: Schema, name: string, site: Site, depth: number, isRequired: boolean): fc.Arbitrary<unknown> | undefined {
  const additional = schema['additionalProperties'];
  let child: unknown;
  let tokens: string[];
  const patterns = isObject(schema['patternProperties']) ? schema['patternProperties'] : {};
  const pattern = Object.keys(patterns).find((source) => matches(source, name));
  if (Object.hasOwn(properties, name)) [child, tokens] = [properties[name], ['properties', name]];
  else if (pattern !== undefined) [child, tokens] = [patterns[pattern], ['patternProperties', pattern]];
  else if (additional !== undefined && additional !== true) [child, tokens] = [additional, ['additionalProperties']];
  else [child, tokens] = [true, ['required']];
  if (child === false && isRequired) {
    throw ctx.doc.unsatisfiable(site, 'required', `it requires "${name}", which ${tokens[0] === 'properties' ? 'its schema false' : 'additionalProperties: false'} forbids.`);
  }
  try {
    return buildChild(ctx, child, site, tokens, depth + 1).arb;
  } catch (error) {
    if (isRequired || !(error instanceof UnsatisfiableSchemaError)) throw error;
    return undefined; // an optional property nothing can satisfy is left out
  }
}

// In linear time, as the validators match: a property name never makes a pattern backtrack for seconds.
function matches(source: string, name: string): boolean {
  try {
    return matcherOf(source)?.test(name) ?? false;
  } catch {
    return false;
  }
}

const matcherOf = memoize((source: string): PatternMatcher | undefined => {
  try {
    return linearRegExp(source, 'u');
  } catch {
    return undefined;
  }
}, 256);

/** Which properties each property brings along: `dependentRequired`, and draft-07's array-form `dependencies`. */
function dependentNames(schema: Schema): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const keyword of ['dependentRequired', 'dependencies']) {
    const map = schema[keyword];
    if (!isObject(map)) continue;
    for (const [name, list] of Object.entries(map)) if (Array.isArray(list)) found.set(name, [...(found.get(name) ?? []), ...(list as string[])]);
  }
  return found;
}

function hasSchemaDependencies(schema: Schema): boolean {
  const map = schema['dependencies'];
  return isObject(map) && Object.values(map).some((entry) => !Array.isArray(entry));
}

// Adds what present properties depend on, until nothing more is missing.
function withDependents(own: Schema, spare: Schema, dependents: Map<string, string[]>): Schema {
  const result: Schema = { ...own };
  const pending = Object.keys(result);
  while (pending.length > 0) {
    const name = pending.pop() as string;
    for (const wanted of dependents.get(name) ?? []) {
      if (Object.hasOwn(result, wanted)) continue;
      result[wanted] = Object.hasOwn(spare, wanted) ? spare[wanted] : null;
      pending.push(wanted);
    }
  }
  return result;
}
