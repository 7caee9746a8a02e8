import type { Dialect } from '../dialects/table.js';
import { isObject } from '../json.js';
import { resolveUri } from './uri.js';

/** Keywords whose value is one subschema, an array of them, or a map of them, in every dialect this library compiles. */
const SINGLE = ['not', 'if', 'then', 'else', 'propertyNames', 'additionalProperties', 'additionalItems', 'contains', 'items', 'unevaluatedItems', 'unevaluatedProperties'] as const;
const ARRAYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'] as const;
const MAPS = ['properties', 'patternProperties', 'dependentSchemas', 'dependencies', 'definitions', '$defs'] as const;

/** Where a subschema sits: its parent and the tokens from the parent to it. */
export interface SubschemaPlace {
  readonly parent: Record<string, unknown> | undefined;
  readonly keyword: string | undefined;
  /** The base URI inside the subschema, as its own and its ancestors' `$id`s set it. */
  readonly base: string;
}

export type SubschemaVisit = (schema: Record<string, unknown>, place: SubschemaPlace) => void;

/**
 * Calls `visit` on every object subschema of `schema` (itself included), parents before children,
 * each object once: only schema positions are visited, never the values of `enum`, `const`,
 * `default` or `examples`. The walk is iterative and bounded by `maxNodes`, so a hostile schema
 * cannot exhaust the stack; it returns false when it stopped at that bound.
 */
export function eachSubschema(schema: unknown, visit: SubschemaVisit, maxNodes = 100_000, rootBase = ''): boolean {
  const seen = new Set<object>();
  const stack: { value: unknown; parent: Record<string, unknown> | undefined; keyword: string | undefined; base: string }[] = [{ value: schema, parent: undefined, keyword: undefined, base: rootBase }];
  while (stack.length > 0) {
    const { value, parent, keyword: at, base: parentBase } = stack.pop() as (typeof stack)[number];
    if (!isObject(value) || seen.has(value)) continue;
    if (seen.size >= maxNodes) return false;
    seen.add(value);
    const id = typeof value['$id'] === 'string' ? value['$id'] : typeof value['id'] === 'string' ? value['id'] : undefined;
    const base = id === undefined || id.startsWith('#') ? parentBase : (resolveUri(parentBase, id) ?? parentBase);
    visit(value, { parent, keyword: at, base });
    const push = (child: unknown, keyword: string) => stack.push({ value: child, parent: value, keyword, base });
    for (const keyword of SINGLE) if (isObject(value[keyword])) push(value[keyword], keyword);
    for (const keyword of ARRAYS) {
      const items = value[keyword];
      if (Array.isArray(items)) for (const item of items) push(item, keyword);
    }
    for (const keyword of MAPS) {
      const map = value[keyword];
      if (isObject(map)) for (const name of Object.keys(map)) push(map[name], keyword);
    }
  }
  return true;
}

/** Whether a dialect lets `$ref` override its siblings (draft-07 and before). */
export function refOverridesSiblings(dialect: Dialect): boolean {
  return dialect === 'draft-04' || dialect === 'draft-06' || dialect === 'draft-07';
}
