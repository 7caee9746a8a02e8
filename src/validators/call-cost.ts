import { isObject } from '../json.js';
import { localRefTarget } from './local-ref.js';
import { BRANCH, MATCHING, ownWeight } from './call-weights.js';

/**
 * What checking one value costs a validator, at each depth of the data below the schema's root,
 * in steps of about one keyword's check: an upper bound, known before any call. A schema of a
 * thousand `anyOf` branches or `patternProperties` makes every value it applies to cost a
 * thousand checks, so data well within the size limits (200,000 items) took a validator a minute;
 * with this bound, the data's size times these costs is measured before the validator runs.
 */
export interface CallCost {
  /** The most steps one value at `depth` (0 for the data itself) can cost. */
  at(depth: number): number;
  /** The most any value at any depth can cost, when the schema's depth is finite (no reference); else undefined. */
  readonly heaviest: number | undefined;
}


const IN_PLACE_ONE = ['not', 'if', 'then', 'else'];
const BRANCHES = ['anyOf', 'oneOf'];
const CHILD_EACH = ['additionalProperties', 'unevaluatedProperties', 'propertyNames', 'additionalItems', 'unevaluatedItems', 'contains'];
const REFS = ['$ref', '$dynamicRef', '$recursiveRef'];
// Marks a schema's cost at a depth while it is being found.
const WEIGHING = -1;

/** The {@link CallCost} of a schema (its costs at each depth are found on first need, and kept). */
export function callCost(schema: unknown): CallCost {
  const model = new CostModel(schema);
  const known: number[] = [];
  const at = (depth: number): number => (known[depth] ??= model.cost(schema, depth));
  return { at, heaviest: model.finite ? heaviestOf(at) : undefined };
}

// Every schema object costs at least a step at its depth, so past the schema's deepest level the cost is 0.
function heaviestOf(at: (depth: number) => number): number {
  let heaviest = 0;
  for (let depth = 0, cost = at(0); cost > 0 && depth < MAX_HEIGHT; cost = at(++depth)) heaviest = Math.max(heaviest, cost);
  return heaviest;
}

// Deeper than vet lets a schema nest: a bound on the loop, not a limit of its own.
const MAX_HEIGHT = 10_000;

class CostModel {
  /** Whether no reference may take the schema deeper than it is written (and all of it was surveyed). */
  readonly finite: boolean;
  /** Every schema object's own weight, summed: what a reference that cannot be followed may cost a value. */
  private readonly total: number;
  private readonly memo = new Map<object, number[]>();
  private readonly anchors = new Map<string, unknown>();
  /** Whether a subschema sets its own base (`$id`): then a `#…` reference is not resolved from the root. */
  private readonly innerIds: boolean;

  constructor(private readonly root: unknown) {
    let total = 0;
    let refers = false;
    let innerIds = false;
    const stack: unknown[] = [root];
    const seen = new Set<object>();
    while (stack.length > 0 && seen.size < 100_000) {
      const node = stack.pop();
      if (Array.isArray(node)) stack.push(...node);
      if (!isObject(node) || seen.has(node)) continue;
      seen.add(node);
      total += ownWeight(node);
      if (REFS.some((keyword) => node[keyword] !== undefined)) refers = true;
      for (const keyword of ['$anchor', '$dynamicAnchor']) if (typeof node[keyword] === 'string') this.anchors.set(node[keyword] as string, node);
      if (node !== root && typeof node['$id'] === 'string') innerIds = true;
      stack.push(...Object.values(node));
    }
    this.total = total;
    this.innerIds = innerIds;
    this.finite = !refers && stack.length === 0;
  }

  /** The most one value `depth` levels below `node`'s place costs the schema objects under `node`. */
  cost(node: unknown, depth: number): number {
    if (!isObject(node)) return node === undefined || depth > 0 ? 0 : 1;
    let depths = this.memo.get(node);
    if (depths === undefined) this.memo.set(node, (depths = []));
    const kept = depths[depth];
    // A reference back to a schema being weighed at this depth (which vet refuses as a cycle): the most anything costs.
    if (kept === WEIGHING) return this.total;
    if (kept !== undefined) return kept;
    depths[depth] = WEIGHING;
    const cost = this.weigh(node, depth);
    depths[depth] = cost;
    return cost;
  }

  private weigh(node: Record<string, unknown>, depth: number): number {
    let cost = depth === 0 ? ownWeight(node) : 0;
    const here = (child: unknown) => this.cost(child, depth);
    for (const keyword of IN_PLACE_ONE) cost += here(node[keyword]);
    if (Array.isArray(node['allOf'])) for (const branch of node['allOf']) cost += here(branch);
    for (const keyword of BRANCHES) if (Array.isArray(node[keyword])) for (const branch of node[keyword] as unknown[]) cost += (depth === 0 ? BRANCH : 0) + here(branch);
    for (const keyword of ['dependentSchemas', 'dependencies']) if (isObject(node[keyword])) for (const entry of Object.values(node[keyword])) cost += here(entry);
    for (const keyword of REFS) if (typeof node[keyword] === 'string') cost += this.referenced(node[keyword] as string, depth);
    return depth === 0 ? cost : cost + this.below(node, depth - 1);
  }

  // A value one level down sits under one named property or item, and under every pattern and catch-all.
  private below(node: Record<string, unknown>, depth: number): number {
    const under = (child: unknown) => this.cost(child, depth);
    let cost = 0;
    for (const keyword of CHILD_EACH) cost += under(node[keyword]);
    if (Array.isArray(node['items'])) cost += mostOf(node['items'], under);
    else cost += under(node['items']);
    if (Array.isArray(node['prefixItems'])) cost += mostOf(node['prefixItems'], under);
    if (isObject(node['properties'])) cost += mostOf(Object.values(node['properties']), under);
    if (isObject(node['patternProperties'])) for (const child of Object.values(node['patternProperties'])) cost += (depth === 0 ? MATCHING : 0) + under(child);
    return cost;
  }

  private referenced(reference: string, depth: number): number {
    const target = this.resolve(reference);
    return target === undefined ? this.total : this.cost(target, depth);
  }

  // A reference within the document (`#`, `#/…`, `#name`); any other may lead anywhere.
  private resolve(reference: string): unknown {
    return this.innerIds ? undefined : localRefTarget(this.root, reference, this.anchors);
  }
}

function mostOf(children: readonly unknown[], cost: (child: unknown) => number): number {
  let most = 0;
  for (const child of children) most = Math.max(most, cost(child));
  return most;
}
