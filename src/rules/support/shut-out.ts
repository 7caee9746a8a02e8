import { isObject } from '../../json.js';
import { isPlainRoot, resolveLocal } from '../../schema-checks/walk/root-facts.js';
import { DEFAULT_DIALECT, type Dialect } from '../../dialects/table.js';
import { rootSchemas } from './root-schemas.js';

/**
 * Whether no valid input can hold a property `name`: a root schema is closed
 * (`additionalProperties: false`, or in 2019-09 and 2020-12 `unevaluatedProperties: false` with
 * nothing in place that may evaluate it) without declaring it, declares it `false`, or every branch
 * of a root `anyOf`/`oneOf` shuts it out. A name `patternProperties` may allow is not shut out.
 * `dialect` is the schema's (2020-12 when not given): drafts 06 and 07 have no
 * `unevaluatedProperties`. Worked out once per schema for all names, so a template of thousands
 * of placeholders stays linear; past a bound on branch visits, a name is not claimed shut out.
 * Never throws.
 */
export function shutsOut(schema: unknown, name: string, dialect: Dialect = DEFAULT_DIALECT): boolean {
  const unevaluated = UNEVALUATED_DIALECTS.has(dialect);
  // A root that applies alone, with no branches (most), is asked directly: no index of every name.
  if (isPlainRoot(schema)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    if (Object.hasOwn(properties, name)) return properties[name] === false;
    const open = closedNames(schema, properties, unevaluated, schema);
    return open !== undefined && !open.has(name);
  }
  if (schema !== lastSchema || unevaluated !== lastUnevaluated || lastIndex === undefined) {
    lastIndex = new ShutOutIndex(schema, unevaluated);
    lastSchema = schema;
    lastUnevaluated = unevaluated;
  }
  return lastIndex.shuts(name);
}

// The dialects that have `unevaluatedProperties`.
const UNEVALUATED_DIALECTS: ReadonlySet<Dialect> = new Set(['2019-09', '2020-12']);
// Every placeholder rule asks about the same schema in one vet (the vet's own tree, which nothing changes once it is read).
let lastSchema: unknown;
let lastUnevaluated = true;
let lastIndex: ShutOutIndex | undefined;

// Branches within branches: real inputs nest one or two; the bounds keep a hostile one cheap.
const MAX_BRANCH_DEPTH = 16;
const MAX_BRANCH_VISITS = 1_000_000;

/** What a schema's root says of every property name, read once. */
class ShutOutIndex {
  /** Names a root schema declares `false`. */
  private readonly falseNames = new Set<string>();
  /** One name set for each root schema that is closed: it shuts out every name not in its set. */
  private closed = 0;
  /** How many of those sets hold each name. */
  private readonly inClosed = new Map<string, number>();
  /** Root schemas with an `anyOf`/`oneOf`, whose branches decide a name they do not declare. */
  private readonly branching: Record<string, unknown>[] = [];
  private visits = MAX_BRANCH_VISITS;

  constructor(
    private readonly document: unknown,
    private readonly unevaluated: boolean,
  ) {
    for (const node of rootSchemas(document)) {
      const properties = isObject(node.properties) ? node.properties : {};
      for (const key of Object.keys(properties)) if (properties[key] === false) this.falseNames.add(key);
      const open = closedNames(node, properties, unevaluated, document);
      if (open !== undefined) {
        this.closed++;
        for (const key of open) this.inClosed.set(key, (this.inClosed.get(key) ?? 0) + 1);
      }
      if (Array.isArray(node.anyOf) || Array.isArray(node.oneOf)) this.branching.push(node);
    }
  }

  shuts(name: string): boolean {
    if (this.falseNames.has(name)) return true;
    if (this.closed > (this.inClosed.get(name) ?? 0)) return true;
    if (this.branching.length === 0) return false;
    const memo = new Map<unknown, boolean>();
    return this.branching.some((node) => !declares(node, name) && this.branchesExclude(node, name, memo, 0));
  }

  private branchesExclude(node: Record<string, unknown>, name: string, memo: Map<unknown, boolean>, depth: number): boolean {
    return (['anyOf', 'oneOf'] as const).some((keyword) => {
      const branches = node[keyword];
      return Array.isArray(branches) && branches.length > 0 && branches.every((branch) => this.excludes(branch, name, memo, depth + 1));
    });
  }

  private excludes(schema: unknown, name: string, memo: Map<unknown, boolean>, depth: number): boolean {
    if (schema === false) return true;
    if (!isObject(schema) || depth > MAX_BRANCH_DEPTH || --this.visits < 0) return false;
    const known = memo.get(schema);
    if (known !== undefined) return known;
    memo.set(schema, false); // a cycle through $ref shuts nothing out
    const result = rootSchemas(schema, this.document).some((node) => {
      const properties = isObject(node.properties) ? node.properties : {};
      if (Object.hasOwn(properties, name)) return properties[name] === false;
      const open = closedNames(node, properties, this.unevaluated, this.document);
      if (open !== undefined && !open.has(name)) return true;
      return this.branchesExclude(node, name, memo, depth);
    });
    memo.set(schema, result);
    return result;
  }
}

function declares(node: Record<string, unknown>, name: string): boolean {
  return isObject(node.properties) && Object.hasOwn(node.properties, name);
}

/**
 * The names a closed schema lets through, or undefined when it is not closed: its own properties
 * under `additionalProperties: false` (without `patternProperties`), or under
 * `unevaluatedProperties: false` whatever its in-place subschemas may evaluate.
 */
function closedNames(node: Record<string, unknown>, properties: Record<string, unknown>, unevaluated: boolean, document: unknown): ReadonlySet<string> | undefined {
  if (node.additionalProperties === false && !hasPatterns(node)) return new Set(Object.keys(properties));
  if (!unevaluated || node.unevaluatedProperties !== false) return undefined;
  const evaluation = inPlaceEvaluation(node, document);
  return evaluation.any ? undefined : evaluation.names;
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

const EVERY_NAME: InPlaceEvaluation = { any: true, names: new Set() };
// Worked out once per schema object: branches may reach the same one many times.
const evaluations = new WeakMap<object, InPlaceEvaluation>();

/**
 * What may be evaluated in place of a schema (so that its `unevaluatedProperties` does not apply):
 * the names the schema or a subschema reached through `$ref`, `allOf`, `anyOf`, `oneOf`,
 * `if`/`then`/`else` or `dependentSchemas` declares; or any name, when one of them has
 * `patternProperties`, an `additionalProperties` or `unevaluatedProperties` other than `false`, or
 * a reference this cannot follow (`$dynamicRef`, a `$ref` out of the document). `not` evaluates nothing.
 */
function inPlaceEvaluation(node: Record<string, unknown>, document: unknown): InPlaceEvaluation {
  const known = evaluations.get(node);
  if (known !== undefined) return known;
  const evaluation = evaluate(node, document);
  evaluations.set(node, evaluation);
  return evaluation;
}

function evaluate(node: Record<string, unknown>, document: unknown): InPlaceEvaluation {
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

function hasPatterns(node: Record<string, unknown>): boolean {
  return isObject(node.patternProperties) && Object.keys(node.patternProperties).length > 0;
}
