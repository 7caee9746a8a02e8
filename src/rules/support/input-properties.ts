import { isObject } from '../../json.js';
import { rootSchemas } from './root-schemas.js';

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
  let found = known.get(input);
  if (found === undefined) known.set(input, (found = propertiesOf(input)));
  return found;
}

// Every placeholder rule asks about the same input in one vet: the answer is worked out once per
// input object (the vet's own tree, which nothing changes once it is read), and goes with it.
const known = new WeakMap<object, RootProperties>();

function propertiesOf(input: unknown): RootProperties {
  const facts = factsOf(input, input, new Map(), 0);
  const inSomeBranches = new Set([...facts.anywhere].filter((name) => !facts.declared.has(name)));
  return { declared: facts.declared, inSomeBranches, required: facts.required };
}

/**
 * Whether no valid input can hold a property `name`: a root schema is closed
 * (`additionalProperties: false`) without declaring it, declares it `false`, or every branch of a
 * root `anyOf`/`oneOf` shuts it out. `patternProperties` and `unevaluatedProperties` are not
 * followed: a name they may allow is not shut out. Never throws.
 */
export function shutsOut(input: unknown, name: string): boolean {
  return excludes(input, input, name, new Map(), 0);
}

function factsOf(schema: unknown, document: unknown, memo: Map<unknown, Facts>, depth: number): Facts {
  if (!isObject(schema) || depth > MAX_BRANCH_DEPTH) return EMPTY;
  const known = memo.get(schema);
  if (known !== undefined) return known;
  memo.set(schema, EMPTY); // a cycle through $ref adds nothing
  const facts: Facts = { declared: new Set(), anywhere: new Set(), required: new Set() };
  for (const node of rootSchemas(schema, document)) {
    // A property declared `false` is one no valid input holds.
    if (isObject(node.properties)) for (const [name, value] of Object.entries(node.properties)) if (value !== false) facts.declared.add(name);
    if (Array.isArray(node.required)) for (const name of node.required) if (typeof name === 'string') facts.required.add(name);
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

function excludes(schema: unknown, document: unknown, name: string, memo: Map<unknown, boolean>, depth: number): boolean {
  if (schema === false) return true;
  if (!isObject(schema) || depth > MAX_BRANCH_DEPTH) return false;
  const known = memo.get(schema);
  if (known !== undefined) return known;
  memo.set(schema, false);
  const result = rootSchemas(schema, document).some((node) => {
    const properties = isObject(node.properties) ? node.properties : {};
    if (Object.hasOwn(properties, name)) return properties[name] === false;
    if (node.additionalProperties === false && !hasPatterns(node)) return true;
    return (['anyOf', 'oneOf'] as const).some((keyword) => {
      const branches = node[keyword];
      return Array.isArray(branches) && branches.length > 0 && branches.every((branch) => excludes(branch, document, name, memo, depth + 1));
    });
  });
  memo.set(schema, result);
  return result;
}

function hasPatterns(node: Record<string, unknown>): boolean {
  return isObject(node.patternProperties) && Object.keys(node.patternProperties).length > 0;
}
