import type { VetBudget } from '../source/budget.js';
import { joinPointer } from '../issue.js';
import type { JsonType } from './keywords.js';
import type { Text } from './strict-messages.js';

/** A schema object as the strict walk reads it. */
export type Schema = Record<string, unknown>;
/** A step in a pointer: a property name or an array index. */
export type Token = string | number;

/**
 * Ajv's compile state for one schema: the types its value may have and the property names defined
 * so far (`it.dataTypes`, `it.definedProperties`, shared with subschemas of the same value), and
 * whether all properties and items count as evaluated (`it.props`, `it.items`; `dynamic`: only known
 * at run time), which decides whether `unevaluated*` is compiled at all.
 */
export interface Context {
  types: readonly JsonType[];
  defined: Names;
  props?: Evaluated;
  items?: Evaluated;
}
/** Whether all properties or items count as evaluated: always, statically, or only at run time. */
export type Evaluated = true | 'static' | 'dynamic';

/** One schema as Ajv compiles it: where it is, its context, the base URI its `$ref`s resolve against. */
export interface Node {
  readonly schema: Schema;
  /** The schema's own keys, read once for every check of it. */
  readonly keys: readonly string[];
  /** The keyword groups of those keys, OR-ed together (`keywordGroups`). */
  readonly groups: number;
  readonly pointer: Spot;
  readonly cxt: Context;
  readonly base: string;
  readonly depth: number;
}

/**
 * Where a subschema is: a pointer, or its parent's place and the tokens from there, spelled out
 * only when a finding needs it (most subschemas have none, and pointers cost more than the checks).
 */
export type Spot = string | { readonly parent: Spot; readonly tokens: readonly Token[] };

/** What the keyword-group checks ask of the walk: to report a finding and to descend into subschemas. */
export interface Walker {
  /** The vet's budget, which the overlap check's matches draw on. */
  readonly budget: VetBudget | undefined;
  /** Records a `schema/strict` finding at a pointer inside the walked schema. */
  report(pointer: string, text: Text): void;
  /** Visits a subschema of the same value, merging what it evaluates as `merge` says. */
  same(node: Node, child: unknown, merge: 'static' | 'named' | 'none', ...tokens: Token[]): void;
  /** Visits a subschema of a part of the value; true if Ajv compiles it. */
  part(node: Node, child: unknown, tokens: Token[], types?: readonly JsonType[]): boolean;
  /** Follows the node's `$ref` as Ajv does. */
  ref(node: Node): void;
}

/** The pointer a spot stands for. */
export function spell(spot: Spot): string {
  return typeof spot === 'string' ? spot : joinPointer(spell(spot.parent), ...spot.tokens);
}

/** The pointer of a keyword (or deeper) inside the subschema at `spot`. */
export function at(spot: Spot, ...tokens: Token[]): string {
  return joinPointer(spell(spot), ...tokens);
}

/**
 * Property names defined so far (Ajv's `it.definedProperties`): a set made on the first name, as
 * most subschemas define none and Ajv gives every compiled part a new one. A `properties` object's
 * names are kept as their list until a `required` asks (few do), then folded in once each.
 */
export class Names {
  private names: Set<unknown> | undefined;
  private lists: (readonly string[])[] | undefined;
  // Names added one by one, kept in a list too until a `has` folds them in: a list costs less than a set.
  private added: unknown[] | undefined;

  add(name: unknown): void {
    (this.added ??= []).push(name);
  }

  /** Adds every name of `list`, which must not change afterwards. */
  addAll(list: readonly string[]): void {
    if (list.length > 0) (this.lists ??= []).push(list);
  }

  has(name: unknown): boolean {
    if (this.lists !== undefined || this.added !== undefined) {
      const names = (this.names ??= new Set());
      if (this.lists !== undefined) for (const list of this.lists) for (const listed of list) names.add(listed);
      if (this.added !== undefined) for (const added of this.added) names.add(added);
      this.lists = undefined;
      this.added = undefined;
    }
    return this.names !== undefined && this.names.has(name);
  }
}

/** What a dynamic reference, or a `$ref` to a schema still being compiled, evaluates: known at run time. */
export const RUN_TIME: Context = { types: [], defined: new Names(), props: 'dynamic', items: 'dynamic' };

/** A new context: no types, no defined properties, nothing evaluated. */
export function fresh(): Context {
  return { types: [], defined: new Names() };
}

/** Ajv's `mergeEvaluated` without a run-time name: `true` survives unless the parent's is dynamic. */
export function mergeStatic(from: Evaluated | undefined, to: Evaluated | undefined): Evaluated | undefined {
  if (to === undefined || from === undefined) return to ?? from;
  return to === 'dynamic' || from === 'dynamic' ? 'dynamic' : from === true ? true : 'static';
}

/** Merges what a subschema evaluated into its parent; `named` (anyOf, oneOf, then…): known at run time only. */
export function absorb(parent: Context, child: Context, named: boolean): void {
  for (const kind of ['props', 'items'] as const) {
    if (parent[kind] === true || child[kind] === undefined) continue;
    parent[kind] = named ? 'dynamic' : mergeStatic(child[kind], parent[kind]);
  }
}
