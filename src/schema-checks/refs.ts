import type { Dialect } from '../dialects/table.js';
import { error, joinPointer, splitPointer, type Issue } from '../issue.js';
import { isObject } from '../json.js';
import { addDocument, createIndex, resolveReference, survey, type ResourceIndex, type Survey } from './resources.js';
import { resolveUri, splitFragment } from './uri.js';
import { HOLDERS } from './walk/keywords.js';

/** Options of {@link findUnresolvedRefs}. */
export interface RefCheckOptions {
  /** Extra documents by URI that references may reach; nothing is ever fetched. */
  readonly schemas?: Readonly<Record<string, unknown>>;
}

/** The keywords whose subschemas Ajv compiles in a dialect: only a reference found there is ever resolved. */
interface Applicators {
  readonly single: readonly string[];
  readonly arrays: readonly string[];
  readonly maps: readonly string[];
  /** `items` may be an array of schemas, and `additionalItems` applies only then. */
  readonly itemsArray: boolean;
  readonly dynamicRef?: '$dynamicRef' | '$recursiveRef';
}

// draft-04 and draft-06 compile with the draft-07 keywords (ajv-draft-04 and Ajv's default class
// share its applicators), so `if`, `contains` and `propertyNames` count there too.
const DRAFT_07: Applicators = {
  single: ['not', 'propertyNames', 'additionalProperties', 'contains', 'items'],
  arrays: ['allOf', 'anyOf', 'oneOf'],
  maps: ['properties', 'patternProperties', 'dependencies'],
  itemsArray: true,
};
const DRAFT_2019: Applicators = {
  single: [...DRAFT_07.single, 'unevaluatedProperties', 'unevaluatedItems'],
  arrays: DRAFT_07.arrays,
  maps: [...DRAFT_07.maps, 'dependentSchemas'],
  itemsArray: true,
  dynamicRef: '$recursiveRef',
};
const APPLICATORS: Record<Dialect, Applicators> = {
  'draft-04': DRAFT_07,
  'draft-06': DRAFT_07,
  'draft-07': DRAFT_07,
  '2019-09': DRAFT_2019,
  '2020-12': { ...DRAFT_2019, arrays: [...DRAFT_07.arrays, 'prefixItems'], itemsArray: false, dynamicRef: '$dynamicRef' },
};

/**
 * Finds every reference that Ajv's compile could not resolve (it would throw a `MissingRefError`),
 * without compiling: `$ref` (and `$dynamicRef` in 2020-12, `$recursiveRef` in 2019-09) in every
 * subschema compile reaches, resolved against the base URI its `$id`s set, into the schema itself
 * (a JSON pointer, an anchor, an `$id`), into a document of `options.schemas`, or into the
 * dialect's built-in meta-schemas. Remote references are never fetched. Never throws; a schema
 * nested deeper than about 256 levels is skipped (the limits check reports it).
 *
 * @example
 * ```ts
 * findUnresolvedRefs({ properties: { a: { $ref: 'https://example.com/a.json' } } }, '2020-12', '/input');
 * // → [{ code: 'schema/unresolved-ref', severity: 'error', pointer: '/input/properties/a/$ref', … }]
 * ```
 */
export function findUnresolvedRefs(schema: unknown, dialect: Dialect, basePointer: string, options: RefCheckOptions = {}, surveyed: Survey = survey(schema)): Issue[] {
  return checkRefs(schema, dialect, basePointer, options, surveyed).issues;
}

/** A subschema a reference makes compile reach that the walk never visits: under a keyword that holds no subschema (`"x-defs"`). */
export interface UnwalkedTarget {
  readonly value: unknown;
  /** Its JSON pointer inside the schema. */
  readonly pointer: string;
}

/**
 * {@link findUnresolvedRefs}' issues, and every subschema a reference leads compile into that the
 * walk does not visit (`{"$ref": "#/x-defs/a"}`): those must be vetted as schemas too, or what they
 * hold (a pattern, a bad keyword) reaches the validators unchecked.
 */
export function checkRefs(schema: unknown, dialect: Dialect, basePointer: string, options: RefCheckOptions = {}, surveyed: Survey = survey(schema)): { readonly issues: Issue[]; readonly unwalked: readonly UnwalkedTarget[] } {
  try {
    if (!isObject(schema)) return { issues: [], unwalked: [] };
    return surveyed.walkable && (surveyed.refs || surveyed.ids) ? check(schema, surveyed, dialect, basePointer, options) : { issues: [], unwalked: [] };
  } catch {
    // a bug here must not take the whole vet down; compile would still report what is missed
    return { issues: [], unwalked: [] };
  }
}

/** A subschema compile reaches; its pointer is spelled out only when an issue needs it. */
interface Step {
  readonly value: unknown;
  readonly base: string;
  readonly at: string | { readonly parent: Step; readonly tokens: readonly (string | number)[] };
}

function pointerOf(step: Step): string {
  const chain: (readonly (string | number)[])[] = [];
  let at = step.at;
  while (typeof at !== 'string') {
    chain.push(at.tokens);
    at = at.parent.at;
  }
  return joinPointer(at, ...chain.reverse().flat());
}

function check(schema: Record<string, unknown>, surveyed: Survey, dialect: Dialect, basePointer: string, options: RefCheckOptions): { issues: Issue[]; unwalked: UnwalkedTarget[] } {
  const unwalked: UnwalkedTarget[] = [];
  const index = createIndex(dialect);
  const root = addDocument(index, schema, '', '', surveyed);
  index.root = root;
  index.rootResource = root.base === '' ? '' : splitFragment(resolveUri(root.base, '') ?? root.base)[0];
  for (const [uri, doc] of Object.entries(options.schemas ?? {})) {
    if (uri !== '' && !uri.startsWith('#')) addDocument(index, doc, uri, undefined);
  }
  const applicators = APPLICATORS[dialect] ?? DRAFT_07;
  const refKeywords = applicators.dynamicRef ? ['$ref', applicators.dynamicRef] : ['$ref'];
  const issues: Issue[] = index.duplicates.map(({ uri, pointer }) => ({
    code: 'schema/duplicate-id',
    severity: 'error' as const,
    pointer: basePointer + pointer,
    message: `"${uri}" is declared twice in this schema, so a reference to it could mean either.`,
    hint: 'Give each $id and anchor its own name.',
  }));
  // by object and base: JSON never shares an object between two places, a JS value may
  const seen = new Map<object, string[]>();
  const stack: Step[] = [{ value: root.value, base: root.base, at: '' }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const { value, base } = step;
    if (!isObject(value)) continue;
    const bases = seen.get(value) ?? [];
    if (bases.includes(base)) continue;
    seen.set(value, [...bases, base]);
    for (const keyword of refKeywords) {
      const ref = value[keyword];
      if (typeof ref !== 'string') continue;
      const target = resolveReference(index, base, ref, keyword !== '$ref');
      if (target === undefined) issues.push(unresolved(index, base, ref, keyword, joinPointer(basePointer + pointerOf(step), keyword)));
      else if (target.nonSchema !== undefined) issues.push(intoNonSchema(ref, keyword, target.nonSchema, joinPointer(basePointer + pointerOf(step), keyword)));
      // compile goes on into a `$ref` target; a dynamic reference it follows at run time instead
      else if (keyword === '$ref' && target.pointer !== undefined) {
        if (!walkedAt(schema, target.pointer, target.value) && !unwalked.some((known) => known.pointer === target.pointer)) unwalked.push({ value: target.value, pointer: target.pointer });
        stack.push({ value: target.value, base: target.base, at: target.pointer });
      }
    }
    const children: Step[] = [];
    forEachSubschema(value, applicators, (child, ...tokens) => {
      children.push({ value: child, base: baseOf(child, base, index), at: { parent: step, tokens } });
    });
    stack.push(...children.reverse()); // so issues come out in document order
  }
  return { issues, unwalked };
}

/**
 * Whether the walk visits the value at `pointer` as a subschema: every key on the way from a
 * subschema is one that holds subschemas (`properties`, `items`, `$defs`…), and the pointer does
 * lead to `value`. The root schema's own members only, never a registry's document.
 */
function walkedAt(schema: Record<string, unknown>, pointer: string, value: unknown): boolean {
  let at: unknown = schema;
  let position: 'schema' | 'list' | 'map' = 'schema';
  for (const token of splitPointer(pointer)) {
    if (!isObject(at) && !Array.isArray(at)) return false;
    if (position === 'schema') {
      const holds = HOLDERS.get(token);
      if (holds === undefined) return false;
      at = (at as Record<string, unknown>)[token];
      position = holds === 'map' ? 'map' : holds === 'array' || Array.isArray(at) ? 'list' : 'schema';
    } else {
      at = (at as Record<string, unknown>)[token];
      position = 'schema';
    }
  }
  return position === 'schema' && at === value;
}

/** The base URI inside a subschema: its own `$id` resolved against its parent's base. */
export function baseOf(schema: unknown, parentBase: string, index: ResourceIndex): string {
  const id = isObject(schema) ? schema[index.schemaId] : undefined;
  return typeof id === 'string' && id !== '' ? (resolveUri(parentBase, id) ?? parentBase) : parentBase;
}

// An `if` whose `then` and `else` are absent or accept everything is never compiled by Ajv.
function usefulClause(clause: unknown): boolean {
  return clause !== undefined && clause !== true && !(isObject(clause) && Object.keys(clause).length === 0);
}

type Visit = (child: unknown, ...tokens: (string | number)[]) => void;

function forEachSubschema(schema: Record<string, unknown>, applicators: Applicators, visit: Visit): void {
  for (const keyword of applicators.single) {
    const sub = schema[keyword];
    if (keyword === 'items' && Array.isArray(sub)) {
      if (applicators.itemsArray) sub.forEach((item, i) => visit(item, keyword, i));
    } else if (sub !== undefined) visit(sub, keyword);
  }
  if (applicators.itemsArray && Array.isArray(schema['items']) && schema['additionalItems'] !== undefined) {
    visit(schema['additionalItems'], 'additionalItems');
  }
  if (schema['if'] !== undefined) {
    if (usefulClause(schema['then']) || usefulClause(schema['else'])) visit(schema['if'], 'if');
    for (const clause of ['then', 'else']) if (schema[clause] !== undefined) visit(schema[clause], clause);
  }
  for (const keyword of applicators.arrays) {
    const subs = schema[keyword];
    if (Array.isArray(subs)) subs.forEach((sub, i) => visit(sub, keyword, i));
  }
  for (const keyword of applicators.maps) {
    const map = schema[keyword];
    if (!isObject(map)) continue;
    for (const name of Object.keys(map)) {
      // `dependencies` also holds arrays of property names; Ajv skips a property named `__proto__`
      if (!Array.isArray(map[name]) && name !== '__proto__') visit(map[name], keyword, name);
    }
  }
}

function intoNonSchema(ref: string, keyword: string, into: string, pointer: string): Issue {
  return error(
    'schema/ref-to-non-schema',
    pointer,
    `${keyword} "${ref}" points into "${into}", a value vet does not check as a schema, so the validators would compile unchecked data (or refuse it).`,
    'Move the target schema under "$defs" (or "definitions") and point the reference there.',
  );
}

function unresolved(index: ResourceIndex, base: string, ref: string, keyword: string, pointer: string): Issue {
  const uri = resolveUri(base, ref);
  const defs = index.dialect === '2019-09' || index.dialect === '2020-12' ? '$defs' : 'definitions';
  const hint = `Inline the referenced schema under "${defs}" and point to it with "#/${defs}/<name>", or pass the document it lives in via the \`schemas\` option.`;
  if (uri === undefined) {
    return error('schema/unresolved-ref', pointer, `${keyword} "${ref}" is not a valid URI reference, so it cannot be resolved (remote references are never fetched anyway).`, hint);
  }
  const resource = splitFragment(uri)[0];
  const named = `${keyword} "${ref}"${uri !== ref ? ` (resolved to "${uri}")` : ''}`;
  const message =
    resource === index.rootResource
      ? `${named} points to nothing in this schema.`
      : index.byUri.has(resource)
        ? `${named} points to nothing inside "${resource}".`
        : `${named} is neither in this schema nor in the documents passed via \`schemas\`, and remote references are never fetched.`;
  return error('schema/unresolved-ref', pointer, message, hint);
}
