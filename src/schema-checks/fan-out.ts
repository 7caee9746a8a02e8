import type { Dialect } from '../dialects/table.js';
import type { Issue } from '../issue.js';
import { baseOf } from './refs.js';
import { isObject } from '../json.js';
import { addDocument, createIndex, resolveReference, type ResourceIndex, type Survey } from './resources.js';

// Keywords that apply another schema to the same value: validation expands through these without
// consuming any data, so they alone decide how many evaluations one value can cost.
const IN_PLACE_SINGLE = ['not', 'if', 'then', 'else'];
const IN_PLACE_ARRAYS = ['allOf', 'anyOf', 'oneOf'];
// A dependent schema applies to the whole object whose property triggers it, not to that property.
const IN_PLACE_MAPS = ['dependentSchemas', 'dependencies'];
const REFS: readonly [keyword: string, dynamic: boolean][] = [['$ref', false], ['$dynamicRef', true], ['$recursiveRef', true]];
// Keywords whose schemas apply to a part of the value: each is a place where expansion starts anew.
const DESCENDING_SINGLE = ['items', 'additionalItems', 'contains', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
const DESCENDING_ARRAYS = ['prefixItems'];
const DESCENDING_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];

/**
 * Refuses a schema whose validation of one value can expand into more than `limit` subschema
 * evaluations through `$ref`, `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`, `dependentSchemas` and
 * schema-form `dependencies` (all apply to the same value) — doubling structures —
 * or never ends, through a reference cycle that consumes no data. Counted once per subschema
 * with memoisation over the reference graph, so the check itself stays linear.
 */
export function checkFanOut(schema: unknown, dialect: Dialect, basePointer: string, limit: number, surveyed?: Survey): Issue[] {
  if (!isObject(schema)) return [];
  const index = createIndex(dialect);
  const root = addDocument(index, schema, '', '', surveyed);
  index.root = root;
  const counter = new FanOutCounter(index, limit);
  const stack: [unknown, string, string][] = [[schema, root.base, '']];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const [node, base, pointer] = stack.pop() as [unknown, string, string];
    if (!isObject(node) || seen.has(node)) continue;
    seen.add(node);
    const count = counter.count(node, base, 0);
    if (count > limit) return [counter.tooDeep ? chainIssue(basePointer + pointer) : fanOutIssue(basePointer + pointer, count, limit)];
    for (const [child, token] of subschemas(node)) stack.push([child, baseOf(child, base, index), `${pointer}/${token}`]);
  }
  return [];
}

class FanOutCounter {
  private readonly memo = new Map<object, Map<string, number>>();
  private readonly active = new Set<object>();

  constructor(
    private readonly index: ResourceIndex,
    private readonly limit: number,
  ) {}

  /** Set when references and applicators nest past {@link MAX_IN_PLACE_DEPTH} on one value. */
  tooDeep = false;
  // How many levels nest below each node counted; the deepest level the last count returned from reached.
  private readonly below = new Map<object, number>();
  private reached = 0;

  private deeper(): number {
    this.tooDeep = true;
    return this.limit + 1;
  }

  /** How many evaluations validating one value against `node` can cost (Infinity: it never ends), `depth` levels in. */
  count(node: unknown, base: string, depth: number): number {
    this.reached = depth;
    if (!isObject(node)) return 1;
    const known = this.memo.get(node)?.get(base);
    if (known !== undefined) {
      // Counted before, from shallower: how deep it nests below is known too.
      this.reached = depth + (this.below.get(node) ?? 0);
      return this.reached > MAX_IN_PLACE_DEPTH ? this.deeper() : known;
    }
    if (this.active.has(node)) return Infinity;
    if (depth > MAX_IN_PLACE_DEPTH) return this.deeper();
    this.active.add(node);
    let total = 1;
    let deepest = depth;
    for (const [keyword, dynamic] of REFS) {
      const ref = node[keyword];
      if (typeof ref !== 'string') continue;
      const target = resolveReference(this.index, base, ref, dynamic);
      if (target?.pointer === undefined) continue;
      total += this.count(target.value, target.base, depth + 1);
      deepest = Math.max(deepest, this.reached);
    }
    for (const child of inPlaceChildren(node)) {
      if (total > this.limit) break;
      total += this.count(child, baseOf(child, base, this.index), depth + 1);
      deepest = Math.max(deepest, this.reached);
    }
    this.active.delete(node);
    this.reached = deepest;
    if (this.tooDeep) return total;
    this.below.set(node, Math.max(this.below.get(node) ?? 0, deepest - depth));
    const byBase = this.memo.get(node) ?? new Map<string, number>();
    byBase.set(base, total);
    this.memo.set(node, byBase);
    return total;
  }
}

function inPlaceChildren(node: Record<string, unknown>): unknown[] {
  const children: unknown[] = [];
  for (const keyword of IN_PLACE_SINGLE) if (node[keyword] !== undefined) children.push(node[keyword]);
  for (const keyword of IN_PLACE_ARRAYS) if (Array.isArray(node[keyword])) children.push(...(node[keyword] as unknown[]));
  for (const keyword of IN_PLACE_MAPS) {
    const map = node[keyword];
    // `dependencies` also holds arrays of property names, which apply no schema.
    if (isObject(map)) for (const name of Object.keys(map)) if (isObject(map[name]) || typeof map[name] === 'boolean') children.push(map[name]);
  }
  return children;
}

function subschemas(node: Record<string, unknown>): [unknown, string][] {
  const found: [unknown, string][] = [];
  const add = (keyword: string, value: unknown): void => {
    if (Array.isArray(value)) value.forEach((child, i) => found.push([child, `${keyword}/${i}`]));
    else if (value !== undefined) found.push([value, keyword]);
  };
  for (const keyword of [...IN_PLACE_SINGLE, ...IN_PLACE_ARRAYS, ...DESCENDING_SINGLE, ...DESCENDING_ARRAYS]) add(keyword, node[keyword]);
  for (const keyword of [...IN_PLACE_MAPS, ...DESCENDING_MAPS]) {
    const map = node[keyword];
    if (isObject(map)) for (const [name, child] of Object.entries(map)) found.push([child, `${keyword}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
  }
  return found;
}

/**
 * References and in-place applicators nested deeper than this on one value: a validator follows
 * each with a call of its own, and a chain of 4,000 `{"$ref": next}` overflowed every engine's
 * stack on every call, though it costs only 4,000 evaluations.
 */
export const MAX_IN_PLACE_DEPTH = 500;

function chainIssue(pointer: string): Issue {
  return {
    code: 'limit/fan-out',
    severity: 'error',
    pointer,
    message: `References and applicators here nest more than ${MAX_IN_PLACE_DEPTH} deep on one value ($ref to $ref to …), deeper than a validator can follow.`,
    hint: 'Point the reference at its final target, or flatten the chain of references.',
  };
}

function fanOutIssue(pointer: string, count: number, limit: number): Issue {
  const endless = count === Infinity;
  return {
    code: 'limit/fan-out',
    severity: 'error',
    pointer,
    message: endless
      ? 'A reference cycle here leads back to itself through $ref, allOf, anyOf, oneOf, not, if/then/else or a dependent schema without consuming any data, so validating a value never ends.'
      : `Validating one value here can expand into more than ${limit.toLocaleString('en')} subschema evaluations through $ref, allOf, anyOf, oneOf, not, if/then/else and dependent schemas.`,
    hint: endless ? 'Give the recursion a base case: recurse through properties or items, not on the same value.' : 'Reference a shared subschema once instead of nesting or doubling references to it.',
  };
}
