import type { Issue } from '../issue.js';
import type { VetBudget } from '../source/budget.js';
import { GROUP, hasRules, inlinable, isKnownKeyword, isRuleKeyword, keywordGroups, type JsonType } from './keywords.js';
import { knownFormats } from './format-names.js';
import { isObject } from '../json.js';
import { addDocument, createIndex, resolveReference, type Location, type ResourceIndex } from './resources.js';
import { checkAnyType, checkArrays, checkObjects, checkTypes } from './strict-checks.js';
import { absorb, at, fresh, Names, RUN_TIME, spell, type Context, type Node, type Spot, type Token, type Walker } from './strict-context.js';
import * as say from './strict-messages.js';
import { resolveUri, splitFragment } from './uri.js';

const MAX_DEPTH = 256;
const NO_TYPES: readonly JsonType[] = [];
// Ajv generates an inlined `$ref` target's code at each reference, and so does this walk; a value
// built in JS (not parsed) can share subschemas without limit, so the walk also has a budget.
const MAX_VISITS = 200_000;

/**
 * Finds, without compiling, what the Kindgi runtime's Ajv2020 (`strict: true`, ajv-formats) refuses
 * in a Draft 2020-12 schema: unknown keywords (`$anchor` among them), union and conflicting `type`s,
 * keywords without the `type` they apply to, open `prefixItems` tuples, unknown formats, `required`
 * names its `properties` lack, properties that a `patternProperties` pattern also matches, and
 * keywords Ajv would ignore (`if` alone, `then` without `if`, `minContains` without `contains`…).
 * Like compile it walks only what Ajv compiles, in Ajv's order (`$defs` only through a `$ref`),
 * and no deeper than 256 levels. Never throws.
 *
 * @param schema - the schema; only an object can have findings
 * @param basePointer - where the schema is in the manifest, prefixed to each finding's pointer
 * @param budget - the vet's budget, which matching property names against `patternProperties` draws on
 * @returns one `schema/strict` error per finding
 * @example
 * ```ts
 * findStrictViolations({ type: ['string', 'number'] }, '/input');
 * // → [{ code: 'schema/strict', severity: 'error', pointer: '/input/type', message: '"type" lists …', hint: 'Use "anyOf" …' }]
 * ```
 */
export function findStrictViolations(schema: unknown, basePointer: string, budget?: VetBudget): Issue[] {
  const walk = new StrictWalk(schema, basePointer, budget);
  try {
    walk.run();
  } catch {
    // Only a value no JSON text gives (a throwing getter, a proxy) gets here: keep what was found.
  }
  return walk.found();
}

class StrictWalk implements Walker {
  // Both made on first use: most schemas have no finding and nothing compiled apart.
  private issues: Map<string, Issue> | undefined;
  private compiledApart: Map<unknown, Context | 'compiling'> | undefined;
  private readonly rootBase: string;
  private index: ResourceIndex | undefined;
  private visits = 0;

  constructor(
    private readonly doc: unknown,
    private readonly basePointer: string,
    readonly budget: VetBudget | undefined,
  ) {
    this.rootBase = isObject(doc) && typeof doc.$id === 'string' ? doc.$id.replace(/#\/?$/, '') : '';
  }

  run(): void {
    this.visit(this.doc, '', fresh(), this.rootBase, 0, true);
  }

  found(): Issue[] {
    return this.issues === undefined ? [] : [...this.issues.values()];
  }

  report(pointer: string, [message, hint]: say.Text): void {
    const issue: Issue = { code: 'schema/strict', severity: 'error', pointer: this.basePointer + pointer, message, hint };
    (this.issues ??= new Map()).set(`${issue.pointer}\n${message}`, issue);
  }

  /**
   * Ajv's `subschemaCode`: unknown keywords always; the rest when the schema has keywords to
   * compile. Whether it had (undefined: not looked at, being no object or past a bound).
   */
  private visit(schema: unknown, pointer: Spot, cxt: Context, base: string, depth: number, envRoot = false): boolean | undefined {
    if (!isObject(schema) || depth > MAX_DEPTH || ++this.visits > MAX_VISITS) return undefined;
    const keys = Object.keys(schema);
    // Keywords that make Ajv compile the schema, `$ref` apart (hasRules with and without it), and the groups present.
    let rules = 0;
    let hasRef = false;
    let groups = 0;
    for (const key of keys) {
      const found = keywordGroups(key);
      if (found === undefined) {
        // Not an Ajv2020 keyword; but an Object.prototype name is known, and compiled, as Ajv looks keywords up in plain objects.
        if (!isKnownKeyword(key)) this.report(at(pointer, key), say.unknownKeyword(key));
        else if (isRuleKeyword(key)) rules++;
        continue;
      }
      groups |= found;
      if ((found & GROUP.RULE) === 0) continue;
      if (key === '$ref') hasRef = true;
      else rules++;
    }
    if (rules === 0 && !hasRef) return false;
    const id = schema.$id;
    if (!envRoot && typeof id === 'string' && id !== '') base = resolveUri(base, id) ?? base;
    const node: Node = { schema, keys, groups, pointer, cxt, base, depth };
    if (schema.$ref && rules === 0) {
      this.ref(node); // then Ajv compiles nothing else here
      return true;
    }
    // Each check does nothing where its keywords are absent.
    if ((groups & GROUP.TYPES) !== 0) checkTypes(this, node);
    // A non-root schema with a dynamic anchor Ajv also compiles on its own (dynamicAnchor.js).
    if ((groups & GROUP.ANCHOR) !== 0 && !envRoot && (typeof schema.$dynamicAnchor === 'string' || schema.$recursiveAnchor === true)) {
      this.compileApart({ value: schema, pointer: spell(pointer), base: this.rootBase }, depth);
    }
    if ((groups & GROUP.ANY) !== 0) checkAnyType(this, node);
    const { format } = schema;
    if ((groups & GROUP.FORMAT) !== 0 && typeof format === 'string' && !knownFormats().has(format)) this.report(at(pointer, 'format'), say.unknownFormat(format));
    if ((groups & GROUP.ARRAYS) !== 0) checkArrays(this, node);
    if ((groups & GROUP.OBJECTS) !== 0) checkObjects(this, node);
    return true;
  }

  /**
   * A subschema of the same value shares types and defined properties, as in Ajv; what it evaluates
   * merges into the parent: `static` (allOf, if, an inlined $ref), or only at run time (`named`).
   */
  same(node: Node, child: unknown, merge: 'static' | 'named' | 'none', ...tokens: Token[]): void {
    const cxt: Context = { types: node.cxt.types, defined: node.cxt.defined };
    this.visit(child, { parent: node.pointer, tokens }, cxt, node.base, node.depth + 1);
    if (merge !== 'none') absorb(node.cxt, cxt, merge === 'named');
  }

  /**
   * A subschema of a part of the value (an item, a property, a name): Ajv compiles it only when it
   * has keywords to compile, and then gives the parent a new defined-property set. True if compiled.
   */
  part(node: Node, child: unknown, tokens: Token[], types: readonly JsonType[] = NO_TYPES): boolean {
    // Not an object: nothing inside to visit, and of these Ajv compiles only `false` (alwaysValid).
    if (!isObject(child)) {
      if (child !== false) return false;
      node.cxt.defined = new Names();
      return true;
    }
    // The visit itself tells whether the child has keywords to compile: one read of its keys. A
    // child without any uses no context, so it may have the one a compiled child gets.
    const defined = new Names();
    const compiled = this.visit(child, { parent: node.pointer, tokens }, { types, defined }, node.base, node.depth + 1) ?? hasRules(child);
    if (compiled) node.cxt.defined = defined;
    return compiled;
  }

  /** Compiles a schema as Ajv compiles a `$ref` target that it does not inline: once, in a fresh context. */
  private compileApart(target: Location, depth: number): Context | 'compiling' {
    // The root is being compiled from the start.
    const apart = (this.compiledApart ??= new Map<unknown, Context | 'compiling'>([[this.doc, 'compiling']]));
    const known = apart.get(target.value);
    if (known !== undefined) return known;
    apart.set(target.value, 'compiling');
    const cxt = fresh();
    this.visit(target.value, target.pointer ?? '', cxt, target.base, depth + 1, true);
    apart.set(target.value, cxt);
    return cxt;
  }

  /**
   * Ajv's `$ref`: a target with no reference inside is inlined (same defined properties, no types);
   * another is compiled apart once, and what it evaluates is known statically unless it is still
   * being compiled (a cycle, the root) or lies in a built-in meta-schema.
   */
  ref(node: Node): void {
    const ref = node.schema.$ref;
    if (typeof ref !== 'string') return;
    const root = (ref === '#' || ref === '#/') && node.base === this.rootBase;
    const target = root ? { value: this.doc, pointer: '', base: this.rootBase } : this.resolve(node.base, ref);
    if (target === undefined) return; // the refs check reports it
    if (target.pointer !== undefined && inlinable(target.value)) {
      const cxt: Context = { types: [], defined: node.cxt.defined };
      this.visit(target.value, target.pointer, cxt, target.base, node.depth + 1);
      return absorb(node.cxt, cxt, false);
    }
    const compiled = target.pointer === undefined ? 'compiling' : this.compileApart(target, node.depth);
    if (compiled !== 'compiling') return absorb(node.cxt, compiled, false);
    absorb(node.cxt, RUN_TIME, true);
  }

  private resolve(base: string, ref: string): Location | undefined {
    if (this.index === undefined) {
      this.index = createIndex('2020-12');
      this.index.root = addDocument(this.index, this.doc, '', '');
      this.index.rootResource = splitFragment(resolveUri(this.index.root.base, '') ?? this.index.root.base)[0];
    }
    for (let hops = 0, b = base, r = ref; hops < 64; hops++) {
      const found = resolveReference(this.index, b, r, false);
      // Ajv compiles what a schema that is only a `$ref` points at, not that schema (getJsonPointer).
      if (found === undefined || !isObject(found.value) || typeof found.value.$ref !== 'string' || hasRules(found.value, '$ref')) return found;
      [b, r] = [found.base, found.value.$ref];
    }
    return undefined;
  }
}
