import { joinPointer, splitPointer } from '../../issue.js';
import { isJsonObject } from './check-values.js';

/** What one schema object that applies to the root value declares, for rules to read. */
export interface AppliedSchemaFacts {
  /** Where it sits inside the schema: `''`, `/allOf/0`, `/$defs/args` (through a root `$ref`). */
  readonly pointer: string;
  /** Names under its `properties`, in order. */
  readonly properties: readonly string[];
  /** The strings of its `required`, in order. */
  readonly required: readonly string[];
  /** Its `type` as a list (`"object"` → `["object"]`), or undefined when it has none. */
  readonly types: readonly unknown[] | undefined;
  readonly additionalPropertiesFalse: boolean;
  readonly unevaluatedPropertiesFalse: boolean;
}

/** One `anyOf` or `oneOf` of a schema that applies to the root value: what applies within each branch. */
export interface RootAlternatives {
  readonly keyword: 'anyOf' | 'oneOf';
  readonly pointer: string;
  /** Per branch: the branch and what its own `$ref` and `allOf` add, as in {@link RootFacts.applied}. */
  readonly branches: readonly (readonly AppliedSchemaFacts[])[];
}

/** What a schema says about its root value. */
export interface RootFacts {
  /**
   * The schemas that always apply to the root value: the schema itself, the target of a root
   * `$ref` into the same document, every schema of a root `allOf`, followed recursively, each
   * once, breadth first.
   */
  readonly applied: readonly AppliedSchemaFacts[];
  /** Each `anyOf`/`oneOf` of those schemas, its branches kept apart. */
  readonly alternatives: readonly RootAlternatives[];
}

// A hostile schema can make branches share one large allOf tree: the facts stop growing here.
const MAX_VISITS = 10_000;

/**
 * The facts of a schema's root value, read from the few objects that apply to it (never a walk
 * of the whole schema), on first use. Never throws; anything that is not a schema object is skipped.
 *
 * @example
 * ```ts
 * rootFacts({ $ref: '#/$defs/a', $defs: { a: { type: 'object', properties: { q: {} } } } }).applied;
 * // → [{ pointer: '', properties: [], … }, { pointer: '/$defs/a', properties: ['q'], types: ['object'], … }]
 * ```
 */
export function rootFacts(schema: unknown): RootFacts {
  return new LazyRootFacts(schema);
}

// Worked out on first read: most vets read the input's facts only, and some rules none.
class LazyRootFacts implements RootFacts {
  private found: { applied: AppliedSchemaFacts[]; alternatives: RootAlternatives[] } | undefined;

  constructor(private readonly schema: unknown) {}

  get applied(): readonly AppliedSchemaFacts[] {
    return (this.found ??= collect(this.schema)).applied;
  }

  get alternatives(): readonly RootAlternatives[] {
    return (this.found ??= collect(this.schema)).alternatives;
  }
}

/** Whether a schema applies only itself to its root value: an object with no root `$ref` and no `allOf`. */
export function appliesAlone(schema: unknown): schema is Record<string, unknown> {
  return isJsonObject(schema) && typeof schema.$ref !== 'string' && !Array.isArray(schema.allOf);
}

/** {@link appliesAlone}, and without root `anyOf`/`oneOf` branches: what its root holds, it says by itself alone. */
export function isPlainRoot(schema: unknown): schema is Record<string, unknown> {
  return appliesAlone(schema) && !Array.isArray(schema.anyOf) && !Array.isArray(schema.oneOf);
}

function collect(schema: unknown): { applied: AppliedSchemaFacts[]; alternatives: RootAlternatives[] } {
  // Most schemas apply only themselves to their root value.
  if (isPlainRoot(schema)) {
    return { applied: [factsOf(schema, '')], alternatives: [] };
  }
  const budget = { left: MAX_VISITS };
  const applied = closure(schema, schema, '', budget);
  const alternatives: RootAlternatives[] = [];
  for (const { node, facts } of applied) {
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = node[keyword];
      if (!Array.isArray(branches)) continue;
      alternatives.push({
        keyword,
        pointer: joinPointer(facts.pointer, keyword),
        branches: branches.map((branch: unknown, index) => closure(schema, branch, joinPointer(facts.pointer, keyword, index), budget).map((found) => found.facts)),
      });
    }
  }
  return { applied: applied.map((found) => found.facts), alternatives };
}

interface Found {
  readonly node: Record<string, unknown>;
  readonly facts: AppliedSchemaFacts;
}

function closure(root: unknown, start: unknown, startPointer: string, budget: { left: number }): Found[] {
  const found: Found[] = [];
  const seen = new Set<unknown>();
  // Each entry: a node and its pointer, or the parent's pointer and an index (spelled only for a schema).
  const pending: [unknown, string, number?][] = [[start, startPointer]];
  for (let next = 0; next < pending.length && budget.left > 0; next++) {
    const [node, at, index] = pending[next] as [unknown, string, number?];
    if (!isJsonObject(node) || seen.has(node)) continue;
    const pointer = index === undefined ? at : joinPointer(at, 'allOf', index);
    budget.left--;
    seen.add(node);
    found.push({ node, facts: factsOf(node, pointer) });
    if (typeof node.$ref === 'string') {
      const target = resolveLocal(root, node.$ref);
      if (target !== undefined) pending.push(target);
    }
    if (Array.isArray(node.allOf)) node.allOf.forEach((child: unknown, index) => isJsonObject(child) && pending.push([child, pointer, index]));
  }
  return found;
}

function factsOf(node: Record<string, unknown>, pointer: string): AppliedSchemaFacts {
  const { properties, required, type } = node;
  return {
    pointer,
    properties: isJsonObject(properties) ? Object.keys(properties) : [],
    required: Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : [],
    types: type === undefined ? undefined : Array.isArray(type) ? type : [type],
    additionalPropertiesFalse: node.additionalProperties === false,
    unevaluatedPropertiesFalse: node.unevaluatedProperties === false,
  };
}

/** The value a local `$ref` (`#/…`) names inside `root`, with its pointer; undefined when it names nothing there. */
export function resolveLocal(root: unknown, ref: string): [unknown, string] | undefined {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  let node = root;
  for (const token of splitPointer(pointer)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return [node, pointer];
}
