import { isObject } from '../../json.js';
import { rootSchemas } from './root-schemas.js';
import { isPlainRoot } from '../../schema-checks/walk/root-facts.js';
import { schemasOfProperty } from './root-property-schemas.js';

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
  return (schemasOfProperty(input, name) ?? NO_SCHEMAS).some((property) => {
    if (!isObject(property) || !Object.hasOwn(property, 'default')) return false;
    const value = property.default;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  });
}

/** Whether a schema that applies to the root (the root, a root `$ref`, a root `allOf`) declares the property `name` as `false`. */
export function declaresFalse(input: unknown, name: string): boolean {
  return (schemasOfProperty(input, name) ?? NO_SCHEMAS).includes(false);
}

const NO_SCHEMAS: readonly unknown[] = [];

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
