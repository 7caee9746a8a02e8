import { isObject } from '../json.js';
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
 * The most keys a referenced schema may have for Ajv to copy it into every place that refers to
 * it (Ajv's `inlineRefs`); a larger one is compiled once, as a function. By default Ajv inlines a
 * reference of any size, so 300 references to one 100-property definition made 20 MB of code and
 * a 15 s compile.
 */
export const INLINE_REF_KEYS = 16;

// The weights, in units of about 250 bytes of allErrors code (measured on Ajv 8: a keyword's check
// with its error 250–400 bytes, a required name 310, a dependentRequired name 2,500, an enum value 23).
const DEPENDENT_NAME = 10;
const ENUM_VALUES_PER_UNIT = 10;
// Ajv checks a `required` list of this many names or more in a loop (its `loopRequired`).
const LOOPED_REQUIRED = 200;
const REFS = ['$ref', '$dynamicRef', '$recursiveRef'];

/**
 * An upper estimate of the code Ajv generates for a schema with `allErrors`, in units of about one
 * keyword's check: each schema object and each keyword one, each name a `required` list unrolls
 * one, each `dependentRequired` (or array `dependencies`) name ten, each reference an inlined copy
 * of at most {@link INLINE_REF_KEYS} keys. Counting stops once past `stopAt`.
 *
 * @example
 * ```ts
 * ajvCodeUnits({ type: 'object', properties: { a: { type: 'string' } } }, AJV_MAX_UNITS); // → 5
 * ```
 */
export function ajvCodeUnits(schema: unknown, stopAt: number): number {
  let units = 0;
  const complete = eachSubschema(schema, (node) => {
    if (units > stopAt) return;
    units += 1 + Object.keys(node).length;
    const required = node['required'];
    if (Array.isArray(required) && required.length < LOOPED_REQUIRED) units += required.length;
    for (const keyword of ['dependentRequired', 'dependencies']) {
      const map = node[keyword];
      if (isObject(map)) for (const names of Object.values(map)) if (Array.isArray(names)) units += DEPENDENT_NAME * names.length;
    }
    if (Array.isArray(node['enum'])) units += Math.floor(node['enum'].length / ENUM_VALUES_PER_UNIT);
    for (const keyword of REFS) if (typeof node[keyword] === 'string') units += INLINE_REF_KEYS;
  });
  return complete ? units : Math.max(units, stopAt + 1);
}
