import type { Dialect } from '../../dialects/table.js';
import { subscribedTable, type KeywordTable } from './keywords.js';
import type { Issue } from '../../issue.js';
import type { MetaError } from './describe.js';
import type { Place, SubschemaPlace } from './place.js';
import type { VisitorSource } from './lazy-visitors.js';
import { Walker } from './walker.js';

/** Called for each subschema object of a schema, in document order, the root first. */
export type SubschemaVisitor = (subschema: Record<string, unknown>, place: SubschemaPlace) => void;

/**
 * Which of a fixed list of visitors each keyword wakes: a visitor is called only on the subschemas
 * that hold one of its keywords (as ESLint calls a rule's listener only on its node type), or on
 * every subschema when it names none. The walk reads each subschema's keys anyway, so a visitor
 * with nothing to check costs nothing. Build one per list of visitors, once (at module load).
 *
 * @example
 * ```ts
 * const subscriptions = new KeywordSubscriptions([['pattern', 'patternProperties'], undefined]);
 * walkSchema(schema, '2020-12', [patternVisitor, everyNodeVisitor], { subscriptions });
 * ```
 */
export class KeywordSubscriptions {
  /** Bits (by visitor index) of the visitors called on every subschema. */
  readonly always: number;
  /** Bits of the visitors each keyword wakes. */
  readonly byKeyword: ReadonlyMap<string, number>;

  /** @param keywords - per visitor, in order: the keywords it checks, or undefined for every subschema */
  constructor(keywords: readonly (readonly string[] | undefined)[]) {
    if (keywords.length > 30) throw new RangeError('At most 30 visitors subscribe to keywords.');
    let always = 0;
    const byKeyword = new Map<string, number>();
    keywords.forEach((list, index) => {
      if (list === undefined) always |= 1 << index;
      else for (const keyword of list) byKeyword.set(keyword, (byKeyword.get(keyword) ?? 0) | (1 << index));
    });
    this.always = always;
    this.byKeyword = byKeyword;
  }

  // Made on a dialect's first walk, kept here: finding it again costs a walk one small map lookup.
  private readonly tables = new Map<Dialect, KeywordTable>();

  /** A dialect's keyword table with the bits of the visitors each key wakes folded in. */
  table(dialect: Dialect): KeywordTable {
    let table = this.tables.get(dialect);
    if (table === undefined) this.tables.set(dialect, (table = subscribedTable(dialect, this.byKeyword)));
    return table;
  }
}

/** Options of {@link walkSchema}. */
export interface WalkOptions {
  /** The keywords each visitor checks, by index; without it every visitor is called on every subschema. */
  readonly subscriptions?: KeywordSubscriptions;
  /** Prefixed to every issue's pointer: where the schema sits in the manifest. */
  readonly basePointer?: string;
  /** Levels of objects and arrays allowed; deeper is `limit/depth` and ends the walk. */
  readonly maxDepth?: number;
  /** Objects allowed (subschemas and every object they hold); more is `limit/subschemas` and ends the walk. */
  readonly maxSubschemas?: number;
  /** Places with meta-schema errors reported before they are only counted (`limit/too-many-errors`). */
  readonly maxErrors?: number;
  /** Check each keyword against the dialect's meta-schema (default true); false only visits. */
  readonly metaSchema?: boolean;
  /** Also measure the values that hold no subschema (default true), for the limits and the facts. */
  readonly values?: boolean;
}

/** A `$ref`, `$dynamicRef` or `$recursiveRef` of a subschema. */
export interface RefPlace {
  readonly keyword: '$ref' | '$dynamicRef' | '$recursiveRef';
  readonly ref: unknown;
  /** The subschema holding it. */
  readonly place: SubschemaPlace;
}

/** What one walk over a schema found. */
export interface SchemaWalk {
  /** A breached bound (`limit/depth`, `limit/subschemas`): the walk stopped there and nothing else counts. */
  readonly limit?: Issue;
  /** `schema/invalid` issues, one per place, then `limit/too-many-errors` past the cap. */
  readonly metaIssues: Issue[];
  /** Some object anywhere has `$ref`, `$dynamicRef` or `$recursiveRef`. */
  readonly hasRefs: boolean;
  /** Some object below the root has `$id`, `id`, `$anchor` or `$dynamicAnchor`. */
  readonly hasIds: boolean;
  /** Every reference keyword of a subschema, in document order. */
  readonly refs: readonly RefPlace[];
  /** Objects and arrays in the schema, and the deepest level one sits at. */
  readonly nodes: number;
  readonly maxDepthSeen: number;
}

/** A subschema to visit, a value only to measure, or the end of a subtree whose errors decide an `anyOf`. */
export type Frame =
  | { readonly t: 'node'; readonly node: Record<string, unknown>; readonly place: Place; readonly checked: boolean }
  | { readonly t: 'value'; readonly value: object; readonly place: Place }
  | { readonly t: 'enter'; readonly exit: ExitFrame }
  | ExitFrame;

/** The end of a subtree: when it (or the holder itself) had errors, the other branch's errors are reported at `place`. */
export interface ExitFrame {
  readonly t: 'exit';
  readonly place: Place;
  /** Errors reported when the subtree began; set by its `enter` frame. */
  mark: number;
  readonly failed: boolean;
  /** The other branch's errors, built only when they are reported. */
  readonly alternative: (data: unknown) => readonly MetaError[];
  readonly data: unknown;
}

/**
 * Walks a schema once, without recursion: every subschema in document order, every other value
 * measured. As it goes it checks each keyword's value against exactly what the dialect's
 * meta-schema requires (the same places and messages as Ajv's meta validator), enforces the depth
 * and size limits (a breach ends the walk), calls each visitor on the subschemas holding its
 * keywords (every subschema without `subscriptions`; a {@link VisitorSource} makes each on its
 * first call), and collects
 * the facts later stages read (references, ids).
 *
 * @example
 * ```ts
 * const walk = walkSchema({ type: 'object', properties: { a: { minLength: -1 } } }, '2020-12', [], { basePointer: '/input' });
 * walk.metaIssues; // [{ code: 'schema/invalid', pointer: '/input/properties/a/minLength', message: '"properties.a.minLength" must be >= 0.', … }]
 * ```
 */
export function walkSchema(schema: unknown, dialect: Dialect, visitors: readonly SubschemaVisitor[] | VisitorSource, options: WalkOptions = {}): SchemaWalk {
  return new Walker(dialect, visitors, options).run(schema);
}
