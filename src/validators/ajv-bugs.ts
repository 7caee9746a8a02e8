import type { Dialect } from '../dialects/table.js';
import { isObject } from '../json.js';
import { hasRules } from '../schema-checks/keywords.js';
import { eachSubschema } from '../schema-checks/subschemas.js';

// Ajv tracks evaluated properties (for `unevaluated*`) only in these dialects: its bugs in that tracking are theirs alone.
const TRACKS_EVALUATED = new Set<Dialect>(['2019-09', '2020-12']);

const IN_PLACE = ['anyOf', 'oneOf', 'allOf', 'if', 'then', 'else', 'dependentSchemas', '$ref', '$dynamicRef', '$recursiveRef'];
// Where Ajv merges what a subschema evaluated into a variable set only on one path of the generated code.
const CONDITIONAL_MERGE = ['anyOf', 'oneOf', 'then', 'else', '$ref', '$dynamicRef', '$recursiveRef'];
// A reference counts too: what it leads to is not followed here.
const EVALUATES_PROPERTIES = ['properties', 'additionalProperties', 'patternProperties', 'unevaluatedProperties', 'dependentSchemas', '$ref', '$dynamicRef', '$recursiveRef'];

/**
 * Why Ajv's generated code would throw on some data for a (rewritten) schema, or misjudge it, or undefined:
 * - `patternProperties` beside an in-place applicator whose branches evaluate properties: Ajv declares the
 *   variable of evaluated names only where a branch passed, then `patternProperties` writes into it
 *   (TypeError "Cannot set properties of undefined"). A non-empty `properties` beside runs first and creates it.
 * - `not` of a schema Ajv takes for always valid (`true`, or no keyword it compiles: `{}`, `{"x-ext": 1}`,
 *   `{"title": "t"}`) beside `anyOf`/`oneOf`: Ajv drops the code after the certain failure, with it the
 *   declaration its later merge reads (ReferenceError "props0 is not defined").
 * - `unevaluatedProperties` beside `patternProperties` (misjudged): Ajv looks the names up in a plain object of
 *   evaluated names, where `toString` and the other Object.prototype names are always found.
 * - a property named `""` in `required` (or `dependentRequired`, array-valued
 *   `dependencies`), which Ajv's fast validator takes for present (misjudged: it records the missing name `""`,
 *   falsy, in the condition it fails on). Only its allErrors validator, alone on a schema that throws no
 *   errors away, is right: routed whatever the shape, being rare.
 * - a `dependencies` entry named `__proto__` (misjudged, in every dialect: Ajv sorts the entries into
 *   plain objects, where that name sets a prototype instead of a key, so the dependency is never checked).
 */
export function ajvBugReason(schema: unknown, dialect: Dialect): string | undefined {
  let reason: string | undefined;
  eachSubschema(schema, (subschema) => {
    if (reason !== undefined) return;
    if (requiresEmptyName(subschema)) reason = 'Ajv\'s fast validator misses a required property named ""';
    else if (protoDependency(subschema)) reason = 'Ajv never checks a dependencies entry named __proto__';
    else if (!TRACKS_EVALUATED.has(dialect)) return;
    else if (patternsBesideMerge(subschema)) reason = 'Ajv throws on patternProperties beside branches that evaluate properties';
    else if (failingNotBesideUnion(subschema)) reason = 'Ajv throws on an always-failing not beside anyOf or oneOf';
    else if (unevaluatedBesidePatterns(subschema)) reason = 'Ajv takes Object.prototype names for evaluated beside patternProperties';
  });
  return reason;
}

function patternsBesideMerge(subschema: Record<string, unknown>): boolean {
  if (!nonEmpty(subschema['patternProperties']) || nonEmpty(subschema['properties'])) return false;
  let merges = CONDITIONAL_MERGE.some((keyword) => Object.hasOwn(subschema, keyword));
  let evaluates = ['$ref', '$dynamicRef', '$recursiveRef'].some((keyword) => Object.hasOwn(subschema, keyword));
  for (const keyword of IN_PLACE) {
    if (!Object.hasOwn(subschema, keyword)) continue;
    const value = subschema[keyword];
    for (const child of Array.isArray(value) ? value : keyword === 'dependentSchemas' && isObject(value) ? Object.values(value) : [value]) {
      eachSubschema(child, (inner) => {
        if (CONDITIONAL_MERGE.some((name) => Object.hasOwn(inner, name))) merges = true;
        if (EVALUATES_PROPERTIES.some((name) => Object.hasOwn(inner, name))) evaluates = true;
      });
    }
  }
  return merges && evaluates;
}

function failingNotBesideUnion(subschema: Record<string, unknown>): boolean {
  if (!Object.hasOwn(subschema, 'anyOf') && !Object.hasOwn(subschema, 'oneOf')) return false;
  const not = subschema['not'];
  // Ajv's own test (`alwaysValidSchema`): a schema with no keyword it compiles.
  return not === true || (isObject(not) && !hasRules(not));
}

function protoDependency(subschema: Record<string, unknown>): boolean {
  const dependencies = subschema['dependencies'];
  return isObject(dependencies) && Object.hasOwn(dependencies, '__proto__');
}

function requiresEmptyName(subschema: Record<string, unknown>): boolean {
  const lists = [subschema['required'], ...[subschema['dependentRequired'], subschema['dependencies']].flatMap((map) => (isObject(map) ? Object.values(map) : []))];
  return lists.some((list) => Array.isArray(list) && list.includes(''));
}

function unevaluatedBesidePatterns(subschema: Record<string, unknown>): boolean {
  const unevaluated = subschema['unevaluatedProperties'];
  // `additionalProperties` beside evaluates every name: nothing is left unevaluated.
  const asserts = unevaluated === false || (isObject(unevaluated) && Object.keys(unevaluated).length > 0);
  return asserts && nonEmpty(subschema['patternProperties']) && !Object.hasOwn(subschema, 'additionalProperties');
}

function nonEmpty(value: unknown): boolean {
  return isObject(value) && Object.keys(value).length > 0;
}
