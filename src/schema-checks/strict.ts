import { joinPointer, type Issue } from '../issue.js';
import * as say from './keywords.js';
import {
  alwaysValid, appliesTo, entries, hasRules, includesType, inlinable, isKnownKeyword, keywordTypes, KNOWN_FORMATS, matchesPattern, member, narrowTypes, schemaTypes, type JsonType,
} from './keywords.js';
import { addDocument, createIndex, isObject, resolveReference, type Location, type ResourceIndex } from './resources.js';
import { resolveUri, splitFragment } from './uri.js';

type Schema = Record<string, unknown>;
type Token = string | number;

/**
 * Ajv's compile state for one schema: the types its value may have and the property names defined
 * so far (`it.dataTypes`, `it.definedProperties`, shared with subschemas of the same value), and
 * whether all properties and items count as evaluated (`it.props`, `it.items`; `dynamic`: only known
 * at run time), which decides whether `unevaluated*` is compiled at all.
 */
interface Context {
  types: readonly JsonType[];
  defined: Set<unknown>;
  props?: Evaluated;
  items?: Evaluated;
}
type Evaluated = true | 'static' | 'dynamic';

/** One schema as Ajv compiles it: where it is, its context, the base URI its `$ref`s resolve against. */
interface Node {
  readonly schema: Schema;
  readonly pointer: Spot;
  readonly cxt: Context;
  readonly base: string;
  readonly depth: number;
}

/**
 * Where a subschema is: a pointer, or its parent's place and the tokens from there, spelled out
 * only when a finding needs it (most subschemas have none, and pointers cost more than the checks).
 */
type Spot = string | { readonly parent: Spot; readonly tokens: readonly Token[] };

function spell(spot: Spot): string {
  return typeof spot === 'string' ? spot : joinPointer(spell(spot.parent), ...spot.tokens);
}

/** The pointer of a keyword (or deeper) inside the subschema at `spot`. */
function at(spot: Spot, ...tokens: Token[]): string {
  return joinPointer(spell(spot), ...tokens);
}

const MAX_DEPTH = 256;
// Ajv generates an inlined `$ref` target's code at each reference, and so does this walk; a value
// built in JS (not parsed) can share subschemas without limit, so the walk also has a budget.
const MAX_VISITS = 200_000;
// What a dynamic reference, or a `$ref` to a schema still being compiled, evaluates: known at run time.
const RUN_TIME: Context = { types: [], defined: new Set(), props: 'dynamic', items: 'dynamic' };

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
 * @returns one `schema/strict` error per finding
 * @example
 * ```ts
 * findStrictViolations({ type: ['string', 'number'] }, '/input');
 * // → [{ code: 'schema/strict', severity: 'error', pointer: '/input/type', message: '"type" lists …', hint: 'Use "anyOf" …' }]
 * ```
 */
export function findStrictViolations(schema: unknown, basePointer: string): Issue[] {
  const walk = new StrictWalk(schema, basePointer);
  try {
    walk.run();
  } catch {
    // Only a value no JSON text gives (a throwing getter, a proxy) gets here: keep what was found.
  }
  return [...walk.issues.values()];
}

class StrictWalk {
  readonly issues = new Map<string, Issue>();
  private readonly compiledApart = new Map<unknown, Context | 'compiling'>();
  private readonly rootBase: string;
  private index: ResourceIndex | undefined;
  private visits = 0;

  constructor(
    private readonly doc: unknown,
    private readonly basePointer: string,
  ) {
    this.rootBase = isObject(doc) && typeof doc.$id === 'string' ? doc.$id.replace(/#\/?$/, '') : '';
  }

  run(): void {
    this.compiledApart.set(this.doc, 'compiling');
    this.visit(this.doc, '', fresh(), this.rootBase, 0, true);
  }

  private report(pointer: string, [message, hint]: say.Text): void {
    const issue: Issue = { code: 'schema/strict', severity: 'error', pointer: this.basePointer + pointer, message, hint };
    this.issues.set(`${issue.pointer}\n${message}`, issue);
  }

  /** Ajv's `subschemaCode`: unknown keywords always; the rest when the schema has keywords to compile. */
  private visit(schema: unknown, pointer: Spot, cxt: Context, base: string, depth: number, envRoot = false): void {
    if (!isObject(schema) || depth > MAX_DEPTH || ++this.visits > MAX_VISITS) return;
    for (const key of Object.keys(schema)) if (!isKnownKeyword(key)) this.report(at(pointer, key), say.unknownKeyword(key));
    if (!hasRules(schema)) return;
    const id = schema.$id;
    if (!envRoot && typeof id === 'string' && id !== '') base = resolveUri(base, id) ?? base;
    const node: Node = { schema, pointer, cxt, base, depth };
    if (schema.$ref && !hasRules(schema, '$ref')) return this.ref(node); // then Ajv compiles nothing else here
    this.types(node);
    // A non-root schema with a dynamic anchor Ajv also compiles on its own (dynamicAnchor.js).
    if (!envRoot && (typeof schema.$dynamicAnchor === 'string' || schema.$recursiveAnchor === true)) {
      this.compileApart({ value: schema, pointer: spell(pointer), base: this.rootBase }, depth);
    }
    this.anyType(node);
    const { format } = schema;
    if (typeof format === 'string' && !KNOWN_FORMATS.has(format)) this.report(at(pointer, 'format'), say.unknownFormat(format));
    this.arrays(node);
    this.objects(node);
  }

  /**
   * A subschema of the same value shares types and defined properties, as in Ajv; what it evaluates
   * merges into the parent: `static` (allOf, if, an inlined $ref), or only at run time (`named`).
   */
  private same(node: Node, child: unknown, merge: 'static' | 'named' | 'none', ...tokens: Token[]): void {
    const cxt: Context = { types: node.cxt.types, defined: node.cxt.defined };
    this.visit(child, { parent: node.pointer, tokens }, cxt, node.base, node.depth + 1);
    if (merge !== 'none') absorb(node.cxt, cxt, merge === 'named');
  }

  /**
   * A subschema of a part of the value (an item, a property, a name): Ajv compiles it only when it
   * has keywords to compile, and then gives the parent a new defined-property set. True if compiled.
   */
  private part(node: Node, child: unknown, tokens: Token[], types: readonly JsonType[] = []): boolean {
    const pointer: Spot = { parent: node.pointer, tokens };
    if (alwaysValid(child)) return void this.visit(child, pointer, fresh(), node.base, node.depth + 1), false;
    node.cxt.defined = new Set();
    this.visit(child, pointer, { types, defined: node.cxt.defined }, node.base, node.depth + 1);
    return true;
  }

  /** Compiles a schema as Ajv compiles a `$ref` target that it does not inline: once, in a fresh context. */
  private compileApart(target: Location, depth: number): Context | 'compiling' {
    const known = this.compiledApart.get(target.value);
    if (known !== undefined) return known;
    this.compiledApart.set(target.value, 'compiling');
    const cxt = fresh();
    this.visit(target.value, target.pointer ?? '', cxt, target.base, depth + 1, true);
    this.compiledApart.set(target.value, cxt);
    return cxt;
  }

  /** strictTypes (validate/index.js `checkStrictTypes`): context, unions, keywords without their type. */
  private types({ schema, pointer, cxt }: Node): void {
    const types = schemaTypes(schema);
    if (types === undefined) return; // an invalid `type` is the meta-schema check's finding
    const typeAt = (): string => at(pointer, 'type');
    if (types.length > 0 && cxt.types.length > 0) {
      for (const t of types) if (!includesType(cxt.types, t)) this.report(typeAt(), say.contextType(t, cxt.types));
      cxt.types = narrowTypes(cxt.types, types);
    } else if (types.length > 0) cxt.types = types;
    if (types.length > 1 && !(types.length === 2 && types.includes('null'))) this.report(typeAt(), say.unionType(types));
    const missing = new Map<string, string[]>();
    for (const key of Object.keys(schema)) {
      const wanted = keywordTypes(key);
      if (wanted?.length && schema[key] !== undefined && !appliesTo(wanted, cxt.types)) missing.set(wanted.join(), [...(missing.get(wanted.join()) ?? []), key]);
    }
    for (const [wanted, keys] of missing) this.report(at(pointer, keys[0] ?? ''), say.missingType(keys, wanted.split(','), cxt.types));
  }

  /** The keywords for any value, in Ajv's rule order: `$ref`, `not`, `anyOf`, `oneOf`, `allOf`, `if`. */
  private anyType(node: Node): void {
    const { schema: s, pointer } = node;
    if (s.$dynamicRef !== undefined || s.$recursiveRef !== undefined) absorb(node.cxt, RUN_TIME, true);
    if (s.$ref) this.ref(node);
    if (s.not !== undefined) this.same(node, s.not, 'none', 'not');
    for (const keyword of ['anyOf', 'oneOf', 'allOf']) {
      const list = s[keyword];
      if (Array.isArray(list)) list.forEach((child, i) => this.same(node, child, keyword === 'allOf' ? 'static' : 'named', keyword, i));
    }
    if (s.if === undefined) {
      for (const keyword of ['then', 'else']) if (s[keyword] !== undefined) this.report(at(pointer, keyword), say.ignored(`"${keyword}" without "if"`, `Add the "if" it belongs to, or remove "${keyword}".`));
      return;
    }
    if (s.then === undefined && s.else === undefined) this.report(at(pointer, 'if'), say.ignored('"if" without "then" or "else"', 'Add "then" or "else", or remove "if".'));
    if (!alwaysValid(s.then ?? true) || !alwaysValid(s.else ?? true)) this.same(node, s.if, 'static', 'if');
    for (const keyword of ['then', 'else']) if (s[keyword] !== undefined) this.same(node, s[keyword], 'named', keyword);
  }

  private arrays(node: Node): void {
    const { schema: s, pointer } = node;
    if (Array.isArray(s.prefixItems)) {
      const n = s.prefixItems.length;
      if (!(n === s.minItems && (n === s.maxItems || s.items === false))) this.report(at(pointer, 'prefixItems'), say.openTuple(n));
      if (n > 0 && node.cxt.items !== true) node.cxt.items = mergeStatic('static', node.cxt.items);
      s.prefixItems.forEach((child, i) => this.part(node, child, ['prefixItems', i]));
    }
    if (s.items !== undefined) node.cxt.items = true;
    // `false` after a tuple, like `additionalProperties: false`, is a length check: no subschema.
    if (isObject(s.items) || (s.items === false && !Array.isArray(s.prefixItems))) this.part(node, s.items, ['items']);
    if (s.contains !== undefined) {
      const min = s.minContains === undefined ? 1 : s.minContains;
      if (s.maxContains === undefined && min === 0) this.report(at(pointer, 'minContains'), say.ignored('"contains" with "minContains": 0 and no "maxContains"', 'Add "maxContains", or remove "contains" and "minContains".'));
      else if (s.maxContains !== undefined && (min as number) > (s.maxContains as number)) this.report(at(pointer, 'minContains'), say.containsImpossible());
      else if (this.part(node, s.contains, ['contains'])) node.cxt.items = true;
    }
    for (const keyword of ['maxContains', 'minContains']) {
      if (s[keyword] !== undefined && s.contains === undefined) this.report(at(pointer, keyword), say.ignored(`"${keyword}" without "contains"`, `Add "contains", or remove "${keyword}".`));
    }
    if (typeof s.unevaluatedItems === 'object' && node.cxt.items !== true) this.part(node, s.unevaluatedItems, ['unevaluatedItems']);
    if (s.unevaluatedItems !== undefined) node.cxt.items = true;
  }

  private objects(node: Node): void {
    const { schema: s, pointer } = node;
    if (Array.isArray(s.required)) {
      s.required.forEach((name: unknown, i) => {
        if (member(s.properties, name) === undefined && !node.cxt.defined.has(name)) this.report(at(pointer, 'required', i), say.requiredUndefined(name));
      });
    }
    if (s.propertyNames !== undefined) this.part(node, s.propertyNames, ['propertyNames'], ['string']);
    if (s.additionalProperties !== undefined) node.cxt.props = true;
    if (isObject(s.additionalProperties)) this.part(node, s.additionalProperties, ['additionalProperties']);
    for (const [name, child] of entries(s.dependencies)) if (name !== '__proto__' && !Array.isArray(child)) this.same(node, child, 'named', 'dependencies', name);
    const properties = entries(s.properties).filter(([name]) => name !== '__proto__');
    for (const [name] of properties) node.cxt.defined.add(name);
    if (properties.length > 0 && node.cxt.props !== true) node.cxt.props = mergeStatic('static', node.cxt.props);
    for (const [name, child] of properties) if (this.part(node, child, ['properties', name])) node.cxt.defined.add(name);
    this.patternProperties(node);
    for (const [name, child] of entries(s.dependentSchemas)) this.same(node, child, 'named', 'dependentSchemas', name);
    if (typeof s.unevaluatedProperties === 'object' && node.cxt.props !== true) this.part(node, s.unevaluatedProperties, ['unevaluatedProperties']);
    if (s.unevaluatedProperties !== undefined) node.cxt.props = true;
  }

  private patternProperties(node: Node): void {
    const patterns = entries(node.schema.patternProperties).filter(([pattern]) => pattern !== '__proto__');
    // Ajv skips the keyword, overlap check and all, when no pattern's schema has keywords and every property counts as evaluated.
    if (patterns.every(([, child]) => alwaysValid(child)) && (patterns.length === 0 || node.cxt.props === true)) {
      for (const [pattern, child] of patterns) this.part(node, child, ['patternProperties', pattern]);
      return;
    }
    if (node.cxt.props !== true) node.cxt.props = 'dynamic';
    for (const [pattern] of patterns) {
      for (const [name] of entries(node.schema.properties)) {
        if (matchesPattern(pattern, name)) this.report(at(node.pointer, 'properties', name), say.propertyMatchesPattern(name, pattern));
      }
    }
    for (const [pattern, child] of patterns) this.part(node, child, ['patternProperties', pattern]);
  }

  /**
   * Ajv's `$ref`: a target with no reference inside is inlined (same defined properties, no types);
   * another is compiled apart once, and what it evaluates is known statically unless it is still
   * being compiled (a cycle, the root) or lies in a built-in meta-schema.
   */
  private ref(node: Node): void {
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

function fresh(): Context {
  return { types: [], defined: new Set() };
}

/** Ajv's `mergeEvaluated` without a run-time name: `true` survives unless the parent's is dynamic. */
function mergeStatic(from: Evaluated | undefined, to: Evaluated | undefined): Evaluated | undefined {
  if (to === undefined || from === undefined) return to ?? from;
  return to === 'dynamic' || from === 'dynamic' ? 'dynamic' : from === true ? true : 'static';
}

/** Merges what a subschema evaluated into its parent; `named` (anyOf, oneOf, then…): known at run time only. */
function absorb(parent: Context, child: Context, named: boolean): void {
  for (const kind of ['props', 'items'] as const) {
    if (parent[kind] === true || child[kind] === undefined) continue;
    parent[kind] = named ? 'dynamic' : mergeStatic(child[kind], parent[kind]);
  }
}
