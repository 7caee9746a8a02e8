import { isObject } from '../../json.js';
import { rootSchemas } from './root-schemas.js';
import { resolveLocal } from '../../schema-checks/walk/root-facts.js';
import { DEFAULT_DIALECT, type Dialect } from '../../dialects/table.js';

/** What an input schema declares at its root. */
export interface RootProperties {
  /**
   * Property names a valid input may hold by declaration: in `properties` at the root (through a
   * root `$ref` and `allOf`), or in every branch of a root `anyOf` or `oneOf`.
   */
  readonly declared: ReadonlySet<string>;
  /** Names declared in some branch of a root `anyOf` or `oneOf` but not in every one. */
  readonly inSomeBranches: ReadonlySet<string>;
  /** Names listed in `required` at the root, or in every branch of a root `anyOf` or `oneOf`. */
  readonly required: ReadonlySet<string>;
}

interface Facts {
  readonly declared: Set<string>;
  readonly anywhere: Set<string>;
  readonly required: Set<string>;
}

const EMPTY: Facts = { declared: new Set(), anywhere: new Set(), required: new Set() };
// Branches within branches: real inputs nest one or two; the bound keeps a hostile one cheap.
const MAX_BRANCH_DEPTH = 16;

/**
 * The properties an input schema declares at its root, following a root `$ref` into the same
 * document and every schema of a root `allOf`, and counting a name declared (or required) in every
 * branch of a root `anyOf`/`oneOf` (what a URL, header or body placeholder can name). Never throws.
 *
 * @example
 * ```ts
 * rootProperties({ anyOf: [{ properties: { id: {} } }, { properties: { id: {}, q: {} } }] });
 * // → { declared: Set {'id'}, inSomeBranches: Set {'q'}, required: Set {} }
 * ```
 */
export function rootProperties(input: unknown): RootProperties {
  if (!isObject(input)) return propertiesOf(input);
  if (input !== lastInput) {
    lastProperties = propertiesOf(input);
    lastInput = input;
  }
  return lastProperties as RootProperties;
}

// Every placeholder rule asks about the same input in one vet: the answer is worked out once per
// input object (the vet's own tree, which nothing changes once it is read). The last one is kept,
// not every one in a WeakMap: a WeakMap entry for each vet's new tree costs more than the answer.
let lastInput: object | undefined;
let lastProperties: RootProperties | undefined;
const NO_NAMES: ReadonlySet<string> = new Set();

function propertiesOf(input: unknown): RootProperties {
  // Most inputs only declare properties at the root: no branches, nothing to follow.
  if (isPlainRoot(input)) {
    return { declared: declaredNames(input), inSomeBranches: NO_NAMES, required: requiredNames(input) };
  }
  const facts = factsOf(input, input, new Map(), 0);
  const inSomeBranches = new Set([...facts.anywhere].filter((name) => !facts.declared.has(name)));
  return { declared: facts.declared, inSomeBranches, required: facts.required };
}

/**
 * Whether no valid input can hold a property `name`: a root schema is closed
 * (`additionalProperties: false`, or in 2019-09 and 2020-12 `unevaluatedProperties: false` with
 * nothing in place that may evaluate it) without declaring it, declares it `false`, or every branch
 * of a root `anyOf`/`oneOf` shuts it out. A name `patternProperties` may allow is not shut out.
 * `dialect` is the schema's (2020-12 when not given): drafts 06 and 07 have no
 * `unevaluatedProperties`. Never throws.
 */
export function shutsOut(input: unknown, name: string, dialect: Dialect = DEFAULT_DIALECT): boolean {
  const closes = { unevaluated: UNEVALUATED_DIALECTS.has(dialect), document: input };
  // A root with nothing to follow is its own only schema: no memo, no list of root schemas.
  if (isPlainRoot(input)) return excludedBy(input, name, closes) ?? false;
  return excludes(input, input, name, new Map(), 0, closes);
}

// The dialects that have `unevaluatedProperties`.
const UNEVALUATED_DIALECTS: ReadonlySet<Dialect> = new Set(['2019-09', '2020-12']);

/** What closes a schema to a name: whether the dialect has `unevaluatedProperties`, and the document a `$ref` points into. */
interface Closes {
  readonly unevaluated: boolean;
  readonly document: unknown;
}

/**
 * Whether the runtime fills a property `name` the call leaves out: a schema that applies to the
 * root (the root, a root `$ref`, a root `allOf`) gives it a string, number or boolean `default`,
 * which the runtime's input validator (Ajv's `useDefaults`) writes into the call's input before
 * the handler runs. Defaults in `anyOf`/`oneOf` branches are not filled. Never throws.
 *
 * @example
 * ```ts
 * filledByDefault({ properties: { units: { type: 'string', default: 'metric' } } }, 'units'); // true
 * ```
 */
export function filledByDefault(input: unknown, name: string): boolean {
  return rootSchemas(input).some((node) => {
    const property = isObject(node.properties) && Object.hasOwn(node.properties, name) ? node.properties[name] : undefined;
    if (!isObject(property) || !Object.hasOwn(property, 'default')) return false;
    const value = property.default;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  });
}

/** Whether a schema that applies to the root (the root, a root `$ref`, a root `allOf`) declares the property `name` as `false`. */
export function declaresFalse(input: unknown, name: string): boolean {
  return rootSchemas(input).some((node) => isObject(node.properties) && Object.hasOwn(node.properties, name) && node.properties[name] === false);
}

/** A schema object with no root `$ref`, `allOf`, `anyOf` or `oneOf`: its root is declared by itself alone. */
function isPlainRoot(input: unknown): input is Record<string, unknown> {
  return isObject(input) && typeof input.$ref !== 'string' && !Array.isArray(input.allOf) && !Array.isArray(input.anyOf) && !Array.isArray(input.oneOf);
}

/** What one root schema says of a property `name` by itself: shut out (true), declared (false), or neither (undefined). */
function excludedBy(node: Record<string, unknown>, name: string, closes: Closes): boolean | undefined {
  const properties = isObject(node.properties) ? node.properties : {};
  if (Object.hasOwn(properties, name)) return properties[name] === false;
  if (node.additionalProperties === false && !hasPatterns(node)) return true;
  if (closes.unevaluated && node.unevaluatedProperties === false && !mayEvaluate(node, name, closes.document)) return true;
  return undefined;
}

// The in-place applicators whose subschemas' evaluated properties count for an `unevaluatedProperties` beside them.
const IN_PLACE_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const IN_PLACE_ONES = ['if', 'then', 'else'] as const;
// A real schema's in-place tree is small; past this many subschemas nothing is claimed.
const MAX_IN_PLACE = 1_000;

/** What a schema's in-place subschemas may evaluate: every property (`any`), or the names they declare. */
interface InPlaceEvaluation {
  readonly any: boolean;
  readonly names: ReadonlySet<string>;
}

// Worked out once per schema object: each placeholder name asks about the same one, and a
// template may hold thousands of names.
const evaluations = new WeakMap<object, InPlaceEvaluation>();

/**
 * Whether a property `name` may be evaluated in place of a schema (so that its
 * `unevaluatedProperties` does not apply to it): the schema or some subschema reached through
 * `$ref`, `allOf`, `anyOf`, `oneOf`, `if`/`then`/`else` or `dependentSchemas` declares it, has
 * `patternProperties`, an `additionalProperties` or `unevaluatedProperties` other than `false`, or
 * a reference this cannot follow (`$dynamicRef`, a `$ref` out of the document). `not` evaluates nothing.
 */
function mayEvaluate(node: Record<string, unknown>, name: string, document: unknown): boolean {
  let evaluation = evaluations.get(node);
  if (evaluation === undefined) {
    evaluation = inPlaceEvaluation(node, document);
    evaluations.set(node, evaluation);
  }
  return evaluation.any || evaluation.names.has(name);
}

const EVERY_NAME: InPlaceEvaluation = { any: true, names: new Set() };

function inPlaceEvaluation(node: Record<string, unknown>, document: unknown): InPlaceEvaluation {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  // The schema itself first: its own patternProperties or additionalProperties evaluate too.
  const pending: unknown[] = [node];
  while (pending.length > 0) {
    const schema = pending.pop();
    if (!isObject(schema) || seen.has(schema)) continue;
    if (seen.size >= MAX_IN_PLACE) return EVERY_NAME;
    seen.add(schema);
    if (isObject(schema.properties)) for (const key of Object.keys(schema.properties)) if (schema.properties[key] !== false) names.add(key);
    if (hasPatterns(schema)) return EVERY_NAME;
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return EVERY_NAME;
    if (schema !== node && schema.unevaluatedProperties !== undefined && schema.unevaluatedProperties !== false) return EVERY_NAME;
    if (typeof schema.$dynamicRef === 'string' || typeof schema.$recursiveRef === 'string') return EVERY_NAME;
    if (typeof schema.$ref === 'string') {
      const target = resolveLocal(document, schema.$ref);
      if (target === undefined) return EVERY_NAME;
      pending.push(target[0]);
    }
    // Loops, not spread: an allOf may hold more schemas than the stack holds arguments.
    for (const keyword of IN_PLACE_LISTS) {
      const list = schema[keyword];
      if (Array.isArray(list)) for (const child of list) pending.push(child);
    }
    for (const keyword of IN_PLACE_ONES) pending.push(schema[keyword]);
    const dependent = schema.dependentSchemas;
    if (isObject(dependent)) for (const key of Object.keys(dependent)) pending.push(dependent[key]);
  }
  return { any: false, names };
}

function factsOf(schema: unknown, document: unknown, memo: Map<unknown, Facts>, depth: number): Facts {
  if (!isObject(schema) || depth > MAX_BRANCH_DEPTH) return EMPTY;
  const known = memo.get(schema);
  if (known !== undefined) return known;
  memo.set(schema, EMPTY); // a cycle through $ref adds nothing
  const facts: Facts = { declared: new Set(), anywhere: new Set(), required: new Set() };
  for (const node of rootSchemas(schema, document)) {
    declaredNames(node, facts.declared);
    requiredNames(node, facts.required);
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = node[keyword];
      if (!Array.isArray(branches)) continue;
      // A `false` branch never matches, so it does not decide what the others must declare.
      const live = branches.filter((branch) => branch !== false).map((branch) => factsOf(branch, document, memo, depth + 1));
      if (live.length === 0) continue;
      for (const branch of live) for (const name of branch.anywhere) facts.anywhere.add(name);
      for (const name of live[0]?.declared ?? []) if (live.every((branch) => branch.declared.has(name))) facts.declared.add(name);
      for (const name of live[0]?.required ?? []) if (live.every((branch) => branch.required.has(name))) facts.required.add(name);
    }
  }
  for (const name of facts.declared) facts.anywhere.add(name);
  memo.set(schema, facts);
  return facts;
}

// A property declared `false` is one no valid input holds.
function declaredNames(node: Record<string, unknown>, names = new Set<string>()): Set<string> {
  const { properties } = node;
  if (isObject(properties)) for (const name of Object.keys(properties)) if (properties[name] !== false) names.add(name);
  return names;
}

function requiredNames(node: Record<string, unknown>, names = new Set<string>()): Set<string> {
  const { required } = node;
  if (Array.isArray(required)) for (const name of required) if (typeof name === 'string') names.add(name);
  return names;
}

function excludes(schema: unknown, document: unknown, name: string, memo: Map<unknown, boolean>, depth: number, closes: Closes): boolean {
  if (schema === false) return true;
  if (!isObject(schema) || depth > MAX_BRANCH_DEPTH) return false;
  const known = memo.get(schema);
  if (known !== undefined) return known;
  memo.set(schema, false);
  const result = rootSchemas(schema, document).some((node) => {
    const own = excludedBy(node, name, closes);
    if (own !== undefined) return own;
    return (['anyOf', 'oneOf'] as const).some((keyword) => {
      const branches = node[keyword];
      return Array.isArray(branches) && branches.length > 0 && branches.every((branch) => excludes(branch, document, name, memo, depth + 1, closes));
    });
  });
  memo.set(schema, result);
  return result;
}

function hasPatterns(node: Record<string, unknown>): boolean {
  return isObject(node.patternProperties) && Object.keys(node.patternProperties).length > 0;
}
