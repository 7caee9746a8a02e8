import fc from 'fast-check';
import type { BuildContext, Built } from './build.js';
import { boundWords } from './budget.js';
import { formatArbitrary } from './format-bounds.js';
import { patternStrings } from './pattern.js';
import type { Site } from './schema-doc.js';
import { sized } from './size.js';

// Mostly printable ASCII, sometimes any code point: one unit is one code point, as `minLength` counts.
// Each a single draw of an integer: a unit that was itself a one-character fast-check string cost
// 6 µs, so a string of 99,990 characters took 0.6 s.
const UNIT = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) },
  // Any code point but a lone surrogate, as fast-check's 'binary' unit drew.
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x10ffff - 0x800 }).map((code) => String.fromCodePoint(code >= 0xd800 ? code + 0x800 : code)) },
);

/** Strings within the schema's length bounds and the options', matching its `pattern` or `format`, holding no more than the budget. */
export function stringArbitrary(ctx: BuildContext, schema: Record<string, unknown>, site: Site): Built {
  const { options } = ctx.doc;
  const budget = ctx.budget;
  const minLength = typeof schema['minLength'] === 'number' ? schema['minLength'] : 0;
  const maxLength = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : undefined;
  if (maxLength !== undefined && minLength > maxLength) throw ctx.doc.unsatisfiable(site, 'minLength', `no string is at least ${minLength} and at most ${maxLength} characters long.`);
  if (minLength >= budget) throw ctx.doc.tooCostly(site, 'minLength', `a string of at least ${minLength} characters is more than the generator makes (${boundWords(ctx)}).`);
  const wanted = maxLength === undefined || options.minStringLength <= maxLength ? Math.max(minLength, options.minStringLength) : minLength;
  const low = Math.min(wanted, Math.max(minLength, budget - 1));
  const high = Math.min(maxLength ?? Infinity, Math.max(low, options.maxStringLength), Math.max(low, budget - 1));
  const plain = { arb: sized(fc.string({ unit: UNIT, minLength: low, maxLength: high }), { least: 1 + low, most: 1 + high }), exact: false };
  if (typeof schema['pattern'] === 'string') {
    const pattern = schema['pattern'];
    // Repeats get room for the schema's minLength; the place's check holds the length bounds and has the last word on the match.
    const found = patternStrings(pattern, Math.min(maxLength ?? Infinity, options.maxStringLength + minLength), budget - 1);
    if (found.kind === 'none') throw ctx.doc.unsatisfiable(site, 'pattern', `no string matches it: ${found.why}.`);
    if (found.kind === 'unread') return plain;
    const { arb, least, most } = found.strings;
    if (least >= budget) throw ctx.doc.tooCostly(site, 'pattern', `the shortest string it matches has ${least} characters, more than the generator makes (${boundWords(ctx)}).`);
    return { arb: sized(arb, { least: 1 + Math.max(least, minLength), most: 1 + most }), exact: false };
  }
  const format = typeof schema['format'] === 'string' ? formatArbitrary(schema['format'], schema) : undefined;
  if (format !== undefined) return { arb: format, exact: false };
  // A format this table lacks may still be one Ajv checks: its place's check says.
  return { ...plain, exact: typeof schema['format'] !== 'string' };
}
