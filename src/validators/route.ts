import { resolveUri, splitFragment } from '../schema-checks/uri.js';
import type { Rewritten } from './rewrite.js';
import { eachSubschema } from '../schema-checks/subschemas.js';

/** What a schema (with the documents it may reach) uses that Ajv evaluates otherwise than the specification. */
interface AjvMisses {
  readonly dynamic: boolean;
  readonly recursive: boolean;
  readonly unevaluatedWithAnnotations: boolean;
  readonly leavesDocument: boolean;
}

const APPLICATORS = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'dependentSchemas']);
const ANNOTATION_SOURCES = ['contains', 'if', 'allOf', 'anyOf', 'oneOf', 'dependentSchemas', '$ref', '$dynamicRef', '$recursiveRef'];

function missesOf(schema: unknown): AjvMisses {
  let dynamic = false;
  let recursive = false;
  let unevaluated = false;
  let annotationSource = false;
  let leavesDocument = false;
  eachSubschema(schema, (subschema, place) => {
    if (typeof subschema['$dynamicRef'] === 'string') dynamic = true;
    if (typeof subschema['$recursiveRef'] === 'string') recursive = true;
    if (Object.hasOwn(subschema, 'unevaluatedItems') || Object.hasOwn(subschema, 'unevaluatedProperties')) unevaluated = true;
    // Ajv collects no annotations from `contains`, drops an `if` without `then`/`else`, misjudges `items` in a
    // branch, and loses what was evaluated beside `dependentSchemas` (its issue 2483) or a `$ref` beside
    // `oneOf` (2559): wherever annotations come from another schema object, the interpreted engine's
    // `unevaluated*`, which collects them as specified, decides.
    if (ANNOTATION_SOURCES.some((keyword) => Object.hasOwn(subschema, keyword))) annotationSource = true;
    if ((Object.hasOwn(subschema, 'items') || Object.hasOwn(subschema, 'prefixItems')) && place.keyword !== undefined && APPLICATORS.has(place.keyword)) annotationSource = true;
    for (const keyword of ['$ref', '$dynamicRef', '$recursiveRef']) {
      const ref = subschema[keyword];
      if (typeof ref === 'string' && !ref.startsWith('#')) leavesDocument = true;
    }
  });
  return { dynamic, recursive, unevaluatedWithAnnotations: unevaluated && annotationSource, leavesDocument };
}

/** The registry documents a schema reaches through references, directly or through each other. */
export function reachedDocuments(schema: unknown, registry: Readonly<Record<string, unknown>>): [uri: string, document: unknown][] {
  const byResource = new Map(Object.entries(registry).map(([uri, document]) => [splitFragment(uri)[0], document] as const));
  const reached: [uri: string, document: unknown][] = [];
  const queue: { document: unknown; base: string }[] = [{ document: schema, base: '' }];
  const visited = new Set<unknown>([schema]);
  while (queue.length > 0) {
    const { document, base } = queue.shift() as (typeof queue)[number];
    eachSubschema(document, (subschema, place) => {
      for (const keyword of ['$ref', '$dynamicRef', '$recursiveRef']) {
        const ref = subschema[keyword];
        if (typeof ref !== 'string' || ref.startsWith('#')) continue;
        const resource = splitFragment(resolveUri(place.base, ref) ?? ref)[0];
        const target = byResource.get(resource);
        if (target === undefined || visited.has(target)) continue;
        visited.add(target);
        reached.push([resource, target]);
        queue.push({ document: target, base: resource });
      }
    }, 100_000, base);
  }
  return reached;
}

/**
 * Why a rewritten schema must go to the second engine rather than Ajv, or undefined when Ajv is
 * exact for it: a `$dynamicRef` the rewrites could not turn into a `$ref`, a `$recursiveRef`, an
 * `unevaluated*` keyword beside anything annotations come from in another schema object (`contains`,
 * an `if`, a branch, a dependent schema, a reference, `items` in a branch), a `$ref` sibling that must stay in draft-07 and before,
 * a referenced `if`, `then` or `else` in draft-06 and draft-04, or a shape on which Ajv's code throws or misjudges
 * (`ajvBugReason` in ajv-bugs.ts, found while rewriting). A schema that reaches
 * the `schemas` registry is judged with the registry's documents too.
 *
 * @example
 * ```ts
 * secondEngineReason({ $dynamicRef: '#node', $defs: {} }, {}, { rewrites: 0 }); // → 'it uses $dynamicRef'
 * secondEngineReason({ type: 'object' }, {}, { rewrites: 0 }); // → undefined
 * ```
 */
export function secondEngineReason(schema: unknown, registry: Readonly<Record<string, unknown>>, rewritten: Rewritten): string | undefined {
  if (rewritten.keptRefSibling !== undefined) return `a $ref sibling (${rewritten.keptRefSibling}) is referenced elsewhere`;
  if (rewritten.keptConditional !== undefined) return `an "${rewritten.keptConditional}", which this dialect does not have, is referenced elsewhere`;
  if (rewritten.ajvBug !== undefined) return rewritten.ajvBug;
  const own = missesOf(schema);
  const all = own.leavesDocument && Object.keys(registry).length > 0 ? [own, ...reachedDocuments(schema, registry).map(([, document]) => missesOf(document))] : [own];
  if (all.some((misses) => misses.dynamic)) return 'it uses $dynamicRef';
  if (all.some((misses) => misses.recursive)) return 'it uses $recursiveRef';
  if (all.some((misses) => misses.unevaluatedWithAnnotations)) return 'its unevaluated* keywords depend on annotations Ajv does not collect';
  return undefined;
}
