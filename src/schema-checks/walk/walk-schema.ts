import type { Dialect } from '../../dialects/table.js';
import type { Issue } from '../../issue.js';
import { checkLeaf, isJsonObject, notASchema } from './check-values.js';
import type { MetaError } from './describe.js';
import { enterHolder } from './holders.js';
import { DIALECT_KEYWORDS, ID_KEYWORDS, keywordTable, REF_KEYWORDS, type DialectKeywords } from './keywords.js';
import { DEFAULT_MAX_ERRORS, MetaErrorLog, needsError } from './meta-errors.js';
import { Place, type SubschemaPlace } from './place.js';

/** Called for each subschema object of a schema, in document order, the root first. */
export type SubschemaVisitor = (subschema: Record<string, unknown>, place: SubschemaPlace) => void;

/** Options of {@link walkSchema}. */
export interface WalkOptions {
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
  readonly errors: readonly MetaError[];
}

/** The state one walk shares with the keyword handlers. */
export interface WalkState {
  readonly keywords: DialectKeywords;
  readonly log: MetaErrorLog;
  readonly meta: boolean;
  /** Measure values that hold no subschema (`default`, `enum`…); off when nothing is bounded. */
  readonly values: boolean;
}

/**
 * Walks a schema once, without recursion: every subschema in document order, every other value
 * measured. As it goes it checks each keyword's value against exactly what the dialect's
 * meta-schema requires (the same places and messages as Ajv's meta validator), enforces the depth
 * and size limits (a breach ends the walk), calls every visitor on every subschema, and collects
 * the facts later stages read (references, ids).
 *
 * @example
 * ```ts
 * const walk = walkSchema({ type: 'object', properties: { a: { minLength: -1 } } }, '2020-12', [], { basePointer: '/input' });
 * walk.metaIssues; // [{ code: 'schema/invalid', pointer: '/input/properties/a/minLength', message: '"properties.a.minLength" must be >= 0.', … }]
 * ```
 */
export function walkSchema(schema: unknown, dialect: Dialect, visitors: readonly SubschemaVisitor[], options: WalkOptions = {}): SchemaWalk {
  const basePointer = options.basePointer ?? '';
  const maxDepth = options.maxDepth ?? Infinity;
  const maxObjects = options.maxSubschemas ?? Infinity;
  const state: WalkState = { keywords: DIALECT_KEYWORDS[dialect], log: new MetaErrorLog(options.maxErrors ?? DEFAULT_MAX_ERRORS), meta: options.metaSchema !== false, values: options.values !== false };
  const refs: RefPlace[] = [];
  let hasRefs = false;
  let hasIds = false;
  let objects = 0;
  let nodes = 0;
  let maxDepthSeen = 0;
  const result = (limit?: Issue): SchemaWalk => ({ ...(limit ? { limit } : {}), metaIssues: limit ? [] : state.log.issues(basePointer), hasRefs, hasIds, refs, nodes, maxDepthSeen });
  // Counts an object or array where it sits; the issue of a breached bound, if any.
  const measure = (place: Place, isObject: boolean): Issue | undefined => {
    nodes++;
    if (place.depth > maxDepthSeen) maxDepthSeen = place.depth;
    if (place.depth > maxDepth) return depthIssue(basePointer + place.pointer(), maxDepth);
    if (isObject && ++objects > maxObjects) return sizeIssue(basePointer, maxObjects);
    return undefined;
  };
  const flagKeys = (value: object, depth: number): void => {
    for (const key in value) {
      if (REF_KEYWORDS.has(key)) hasRefs = true;
      else if (depth > 0 && ID_KEYWORDS.has(key)) hasIds = true;
    }
  };
  // A keyword's value that holds no subschema: an array of scalars is measured at once, anything
  // else queued, so most values cost neither a frame nor a place.
  const enterValue = (value: object, parent: Place, key: string | number, children: Frame[]): Issue | undefined => {
    if (Array.isArray(value) && value.every((item: unknown) => typeof item !== 'object' || item === null)) {
      nodes++;
      const depth = parent.depth + 1;
      if (depth > maxDepthSeen) maxDepthSeen = depth;
      return depth > maxDepth ? depthIssue(basePointer + parent.child(key).pointer(), maxDepth) : undefined;
    }
    children.push({ t: 'value', value, place: parent.child(key) });
    return undefined;
  };
  if (!isJsonObject(schema)) {
    const wrong = state.meta ? notASchema(state.keywords, schema) : undefined;
    if (wrong !== undefined) state.log.report(new Place(undefined, ''), [wrong]);
    return result();
  }
  const table = keywordTable(dialect);
  const stack: Frame[] = [{ t: 'node', node: schema, place: new Place(undefined, ''), checked: state.meta }];
  const children: Frame[] = [];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    if (frame.t === 'enter') {
      frame.exit.mark = state.log.events;
      continue;
    }
    if (frame.t === 'exit') {
      if (frame.failed || state.log.events > frame.mark) state.log.report(frame.place, frame.errors);
      continue;
    }
    const isObject = frame.t === 'node' || !Array.isArray(frame.value);
    const breach = measure(frame.place, isObject);
    if (breach !== undefined) return result(breach);
    children.length = 0;
    if (frame.t === 'value') {
      const { value, place } = frame;
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++) {
          const child: unknown = value[index];
          if (typeof child === 'object' && child !== null) children.push({ t: 'value', value: child, place: place.child(index) });
        }
      } else {
        flagKeys(value, place.depth);
        for (const key of Object.keys(value)) {
          const child = (value as Record<string, unknown>)[key];
          if (typeof child === 'object' && child !== null) children.push({ t: 'value', value: child, place: place.child(key) });
        }
      }
    } else {
      const { node, place, checked } = frame;
      for (const visit of visitors) visit(node, place);
      for (const key of Object.keys(node)) {
        const value = node[key];
        const entry = table.get(key);
        if (entry !== undefined) {
          if (entry.ref) {
            hasRefs = true;
            refs.push({ keyword: key as RefPlace['keyword'], ref: value, place });
          } else if (entry.id && place.depth > 0) hasIds = true;
          const rule = checked ? entry.rule : undefined;
          if (entry.holds !== undefined) {
            const issue = enterHolder(entry.holds, rule, value, place.child(key), state, children, measure, flagKeys);
            if (issue !== undefined) return result(issue);
            continue;
          }
          if (rule !== undefined) checkLeaf(rule, value, place, key, state.keywords, state.log);
        }
        if (state.values && typeof value === 'object' && value !== null) {
          const issue = enterValue(value, place, key, children);
          if (issue !== undefined) return result(issue);
        }
      }
      if (checked) for (const [keyword, needed] of state.keywords.needs) {
        if (Object.hasOwn(node, keyword) && !Object.hasOwn(node, needed)) state.log.report(place, [needsError(keyword, needed, node)]);
      }
    }
    // Reversed onto the stack, so subschemas are visited (and issues found) in document order.
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as Frame);
  }
  return result();
}

function depthIssue(pointer: string, maxDepth: number): Issue {
  return { code: 'limit/depth', severity: 'error', pointer, message: `The schema nests deeper than ${maxDepth} levels of objects and arrays here.`, hint: 'Flatten it, or name repeated parts in $defs and point at them with $ref.' };
}

function sizeIssue(pointer: string, maxObjects: number): Issue {
  return { code: 'limit/subschemas', severity: 'error', pointer, message: `The schema holds more than ${maxObjects.toLocaleString('en')} subschemas.`, hint: 'Split the tool, or share repeated parts through $defs.' };
}
