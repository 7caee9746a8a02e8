import { isObject } from '../json.js';
import { localRefTarget } from './local-ref.js';
import { eachSubschema } from '../schema-checks/subschemas.js';

/**
 * The most code units ({@link ajvCodeUnits}) a schema may compile to on Ajv: under 1 MB of
 * generated code and about half a second of Ajv's compile per validator (measured at 20–90 µs a
 * unit with the optimizer off). A schema past it runs on the interpreted engine, which generates
 * no code: a `dependentRequired` of 150 × 150 names made Ajv generate 44 MB of code and run its
 * compile out of memory.
 */
export const AJV_MAX_UNITS = 3_000;

/**
 * Past this many units Ajv's code optimizer is off: its passes re-list each block's names, which is
 * quadratic in the code's size (1,000 properties of two-branch unions took it 2.4 s, 0.35 s without).
 */
export const OPTIMIZED_MAX_UNITS = 1_000;

/**
 * Ajv's `inlineRefs`: a referenced schema of at most this many keys, as Ajv counts them, is copied
 * into each place that refers to it (its errors then say where they are), a larger one compiled once
 * as a function. By default Ajv copies one of any size: 300 references to one 100-property
 * definition made 20 MB of code and a 15 s compile. Ajv counts a `required` list as one key, so
 * {@link ajvCodeUnits} charges each copy its target's whole weight.
 */
export const INLINE_REF_KEYS = 16;

// The weights, in units of about 250 bytes of allErrors code (measured on Ajv 8: a keyword's check
// with its error 250–400 bytes, a required name 310, a dependentRequired name 2,500, an enum value 23).
const DEPENDENT_NAME = 10;
const ENUM_VALUES_PER_UNIT = 10;
// Ajv checks a `required` list of this many names or more in a loop (its `loopRequired`).
const LOOPED_REQUIRED = 200;
const REFS = ['$ref', '$dynamicRef', '$recursiveRef'];
// The keywords Ajv's inlining counts as one key whatever their value (its SIMPLE_INLINED).
const COUNTED_ONCE = new Set(['type', 'format', 'pattern', 'maxLength', 'minLength', 'maxProperties', 'minProperties', 'maxItems', 'minItems', 'maximum', 'minimum', 'uniqueItems', 'multipleOf', 'required', 'enum', 'const']);
// The most a copied target can weigh: at most INLINE_REF_KEYS keys, each a required list at most.
const LARGEST_COPY = INLINE_REF_KEYS * LOOPED_REQUIRED;

/**
 * An upper estimate of the code Ajv generates for a schema with `allErrors`, in units of about one
 * keyword's check: each schema object and each keyword one, each name a `required` list unrolls
 * one, each `dependentRequired` (or array `dependencies`) name ten, and each reference either one
 * (a call of the function its target compiles to) or, where Ajv copies its target in
 * ({@link INLINE_REF_KEYS}), the target's own weight. Counting stops once past `stopAt`.
 *
 * @example
 * ```ts
 * ajvCodeUnits({ type: 'object', properties: { a: { type: 'string' } } }, AJV_MAX_UNITS); // → 5
 * ```
 */
export function ajvCodeUnits(schema: unknown, stopAt: number): number {
  let units = 0;
  const copies = new Map<unknown, number>();
  // What a reference this does not follow (an anchor, another resource) may copy: no more than the
  // whole schema, nor than the largest copy; one into the caller's registry copies what the caller gave.
  let unfollowed: number | undefined;
  const unfollowedCopy = () => (unfollowed ??= Math.min(LARGEST_COPY, wholeUnits(schema)));
  // A subschema with an `$id` of its own is the base of the references inside it: then no `#/…` is read from the root.
  let innerIds: boolean | undefined;
  const fromRoot = () => (innerIds ??= hasInnerIds(schema)) === false;
  const complete = eachSubschema(schema, (node) => {
    if (units > stopAt) return;
    units += ownUnits(node);
    for (const keyword of REFS) {
      const ref = node[keyword];
      if (typeof ref === 'string') units += 1 + ((fromRoot() ? copyUnits(schema, ref, copies) : undefined) ?? unfollowedCopy());
    }
  });
  return complete ? units : Math.max(units, stopAt + 1);
}

function wholeUnits(schema: unknown): number {
  let units = 0;
  eachSubschema(schema, (node) => void (units += ownUnits(node)));
  return units;
}

function ownUnits(node: Record<string, unknown>): number {
  let units = 1 + Object.keys(node).length;
  const required = node['required'];
  if (Array.isArray(required) && required.length < LOOPED_REQUIRED) units += required.length;
  for (const keyword of ['dependentRequired', 'dependencies']) {
    const map = node[keyword];
    if (isObject(map)) for (const names of Object.values(map)) if (Array.isArray(names)) units += DEPENDENT_NAME * names.length;
  }
  if (Array.isArray(node['enum'])) units += Math.floor(node['enum'].length / ENUM_VALUES_PER_UNIT);
  return units;
}

// The weight of the copy of `ref`'s target that Ajv puts in its place: 0 when it calls the target
// instead, undefined when the reference is not followed here (an anchor, another resource).
function copyUnits(root: unknown, ref: string, copies: Map<unknown, number>): number | undefined {
  const target = localRefTarget(root, ref);
  if (target === undefined) return undefined;
  let known = copies.get(target);
  if (known === undefined) {
    known = isObject(target) && keysAsAjvCounts(target, INLINE_REF_KEYS) <= INLINE_REF_KEYS ? wholeUnits(target) : 0;
    copies.set(target, known);
  }
  return known;
}

function hasInnerIds(schema: unknown): boolean {
  let inner = false;
  eachSubschema(schema, (node) => {
    if (node !== schema && (typeof node['$id'] === 'string' || typeof node['id'] === 'string')) inner = true;
  });
  return inner;
}

// Ajv's count of a schema's keys for inlining (`countKeys`), stopped past `limit`; a `$ref` inside makes it uncountable.
function keysAsAjvCounts(schema: unknown, limit: number): number {
  let count = 0;
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    for (const key of Object.keys(value)) {
      if (key === '$ref') return Infinity;
      if (++count > limit) return count;
      const child = (value as Record<string, unknown>)[key];
      if (COUNTED_ONCE.has(key) || child === null || typeof child !== 'object') continue;
      if (Array.isArray(child)) stack.push(...child);
      else stack.push(child);
    }
  }
  return count;
}
