import type { Dialect } from '../dialects/table.js';
import { isObject } from '../json.js';
import { eachSubschema, refOverridesSiblings } from '../schema-checks/subschemas.js';
import { dropDiscriminator, markTaggedUnion } from './tagged-union.js';
import { fragmentToken } from '../issue.js';
import { ajvBugReason } from './ajv-bugs.js';

/** What rewriting found: how many exact rewrites it made, and why Ajv still cannot be trusted with the schema, if it cannot. */
export interface Rewritten {
  readonly rewrites: number;
  /** Set when a `$ref` sibling that must stay is one Ajv would apply (draft-07 and before): only the second engine is exact then. */
  readonly keptRefSibling?: string;
  /** Set when an `if`, `then` or `else` of draft-06 or draft-04 (which have none) must stay, being referenced: Ajv would apply it. */
  readonly keptConditional?: string;
  /** Set when Ajv's generated code would throw on some data, or misjudge it ({@link ajvBugReason}): why. */
  readonly ajvBug?: string;
}

// Draft-07's conditional: Ajv's draft-06 and draft-04 apply it; in those dialects it is an unknown keyword, an annotation.
const CONDITIONAL = ['if', 'then', 'else'] as const;

// Keywords that assert nothing: keeping them beside a `$ref` changes no result.
const INERT = new Set(['definitions', '$defs', '$comment', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/**
 * Rewrites, in place, what Ajv gets wrong into schemas that mean exactly the same:
 * - draft-07 and before: a `$ref`'s siblings are dropped (there `$ref` overrides them; Ajv applies them);
 * - draft-06 and draft-04: `if`, `then` and `else` are dropped (those dialects have none; Ajv applies them);
 * - `properties.__proto__` becomes `patternProperties["^__proto__$"]` (Ajv skips that property name);
 * - an empty `enum` becomes `allOf: [false]` (Ajv refuses to compile it);
 * - `contains` (with `minContains`, `maxContains`) beside a tuple moves into an `allOf` entry (Ajv's fast
 *   validator skips it on an array shorter than the tuple);
 * - a `$dynamicRef` that can resolve only one way becomes a `$ref`;
 * - a `oneOf` whose branches one property tells apart is marked as a tagged union ({@link markTaggedUnion}),
 *   unless `tagUnions` is false: with `useDefaults`, Ajv fills in no default inside a `oneOf`
 *   branch but would inside the branch a tag chose, so there the union stays as written.
 * `schema` must be the caller's own copy.
 *
 * @example
 * ```ts
 * const copy = { properties: { __proto__: { type: 'string' } } };
 * rewriteForAjv(copy, '2020-12'); // copy is now { properties: {}, patternProperties: { '^__proto__$': { type: 'string' } } }
 * ```
 */
export function rewriteForAjv(schema: unknown, dialect: Dialect, tagUnions = true): Rewritten {
  const facts = documentFacts(schema);
  let rewrites = 0;
  let keptRefSibling: string | undefined;
  let keptConditional: string | undefined;
  const beforeConditional = dialect === 'draft-06' || dialect === 'draft-04';
  eachSubschema(schema, (subschema) => {
    if (beforeConditional) {
      for (const keyword of CONDITIONAL) {
        if (!Object.hasOwn(subschema, keyword)) continue;
        if (referenced(facts, keyword, subschema[keyword])) keptConditional ??= keyword;
        else {
          delete subschema[keyword];
          rewrites++;
        }
      }
    }
    if (refOverridesSiblings(dialect) && typeof subschema['$ref'] === 'string') {
      for (const keyword of Object.keys(subschema)) {
        if (keyword === '$ref' || (INERT.has(keyword) && keyword !== 'definitions')) continue;
        if (keyword !== '$id' && keyword !== 'id' && referenced(facts, keyword, subschema[keyword])) {
          if (!INERT.has(keyword)) keptRefSibling ??= keyword;
          continue;
        }
        delete subschema[keyword];
        rewrites++;
      }
    }
    rewrites += protoProperty(subschema) + emptyEnum(subschema) + (dialect === 'draft-04' ? 0 : containsBesideTuple(subschema, facts)) + (dialect === '2020-12' ? singleDynamicRef(subschema, facts) : 0) + (tagUnions ? markTaggedUnion(subschema) : (dropDiscriminator(subschema), 0));
  });
  const ajvBug = ajvBugReason(schema, dialect);
  return { rewrites, ...(keptRefSibling === undefined ? {} : { keptRefSibling }), ...(keptConditional === undefined ? {} : { keptConditional }), ...(ajvBug === undefined ? {} : { ajvBug }) };
}

function protoProperty(subschema: Record<string, unknown>): number {
  const properties = subschema['properties'];
  if (!isObject(properties) || !Object.hasOwn(properties, '__proto__')) return 0;
  const moved = properties['__proto__'];
  delete properties['__proto__'];
  const patterns = isObject(subschema['patternProperties']) ? subschema['patternProperties'] : {};
  const key = '^__proto__$';
  // Defined, never assigned: assigning `__proto__`-like keys on a plain object could reach its prototype.
  const value = Object.hasOwn(patterns, key) ? { allOf: [patterns[key], moved] } : moved;
  Object.defineProperty(patterns, key, { value, enumerable: true, writable: true, configurable: true });
  subschema['patternProperties'] = patterns;
  return 1;
}

function emptyEnum(subschema: Record<string, unknown>): number {
  const values = subschema['enum'];
  if (!Array.isArray(values) || values.length > 0) return 0;
  delete subschema['enum'];
  subschema['allOf'] = [...(Array.isArray(subschema['allOf']) ? subschema['allOf'] : []), false];
  return 1;
}

function containsBesideTuple(subschema: Record<string, unknown>, facts: DocumentFacts): number {
  const tuple = Array.isArray(subschema['prefixItems']) || Array.isArray(subschema['items']);
  if (!tuple || !Object.hasOwn(subschema, 'contains') || referenced(facts, 'contains', subschema['contains'])) return 0;
  const moved: Record<string, unknown> = {};
  for (const keyword of ['contains', 'minContains', 'maxContains']) {
    if (!Object.hasOwn(subschema, keyword)) continue;
    moved[keyword] = subschema[keyword];
    delete subschema[keyword];
  }
  subschema['allOf'] = [...(Array.isArray(subschema['allOf']) ? subschema['allOf'] : []), moved];
  return 1;
}

function singleDynamicRef(subschema: Record<string, unknown>, facts: DocumentFacts): number {
  const ref = subschema['$dynamicRef'];
  if (typeof ref !== 'string' || Object.hasOwn(subschema, '$ref')) return 0;
  const hash = ref.indexOf('#');
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  const plainName = /^[A-Za-z_][-A-Za-z0-9._]*$/.test(fragment);
  // Not a plain name: the specification says it behaves exactly like `$ref`. A plain name declared once, in a
  // document that reaches no other, can only resolve to that one declaration.
  if (plainName && (facts.leavesDocument || facts.dynamicAnchors.get(fragment) !== 1)) return 0;
  subschema['$ref'] = ref;
  delete subschema['$dynamicRef'];
  return 1;
}

interface DocumentFacts {
  /** Every token of every JSON-pointer fragment a reference in the document uses. */
  readonly pointerTokens: Set<string>;
  /** How many times each `$dynamicAnchor` name is declared. */
  readonly dynamicAnchors: Map<string, number>;
  /** Whether some reference names another resource than a fragment of this one. */
  readonly leavesDocument: boolean;
}

function documentFacts(schema: unknown): DocumentFacts {
  const pointerTokens = new Set<string>();
  const dynamicAnchors = new Map<string, number>();
  let leavesDocument = false;
  eachSubschema(schema, (subschema) => {
    for (const keyword of ['$ref', '$dynamicRef', '$recursiveRef']) {
      const ref = subschema[keyword];
      if (typeof ref !== 'string') continue;
      if (!ref.startsWith('#')) leavesDocument = true;
      const fragment = ref.slice(ref.indexOf('#') + 1);
      if (ref.includes('#') && fragment.startsWith('/')) for (const token of fragment.split('/')) pointerTokens.add(fragmentToken(token));
    }
    const anchor = subschema['$dynamicAnchor'];
    if (typeof anchor === 'string') dynamicAnchors.set(anchor, (dynamicAnchors.get(anchor) ?? 0) + 1);
  });
  return { pointerTokens, dynamicAnchors, leavesDocument };
}


// Whether a keyword to drop may be a reference's target, so must stay: a token of a pointer some reference uses, or a value holding an `$id` or an anchor.
function referenced(facts: DocumentFacts, keyword: string, value: unknown): boolean {
  return facts.pointerTokens.has(keyword) || holdsIdentifier(value);
}

// A value holding an `$id` or an anchor may be the target of a reference by URI.
function holdsIdentifier(value: unknown): boolean {
  let found = false;
  eachSubschema(value, (subschema) => {
    if (typeof subschema['$id'] === 'string' || typeof subschema['id'] === 'string' || typeof subschema['$anchor'] === 'string') found = true;
  });
  return found;
}
