import fc from 'fast-check';
import type { BuildContext, Built } from './build.js';
import { formatArbitrary } from './format-bounds.js';
import type { Site } from './schema-doc.js';
import { sized } from './size.js';

// Mostly printable ASCII, sometimes any code point: one unit is one code point, as `minLength` counts.
const UNIT = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

/** Strings within the schema's length bounds and the options', matching its `pattern` or `format`. */
export function stringArbitrary(ctx: BuildContext, schema: Record<string, unknown>, site: Site): Built {
  const { options } = ctx.doc;
  const minLength = typeof schema['minLength'] === 'number' ? schema['minLength'] : 0;
  const maxLength = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : undefined;
  if (maxLength !== undefined && minLength > maxLength) throw ctx.doc.unsatisfiable(site, 'minLength', `no string is at least ${minLength} and at most ${maxLength} characters long.`);
  if (minLength >= options.maxSize) throw ctx.doc.unsatisfiable(site, 'minLength', `a string of at least ${minLength} characters is more than the generator makes (the option maxSize, ${options.maxSize}).`);
  const wanted = maxLength === undefined || options.minStringLength <= maxLength ? Math.max(minLength, options.minStringLength) : minLength;
  const low = Math.min(wanted, Math.max(minLength, options.maxSize - 1));
  const high = Math.min(maxLength ?? Infinity, Math.max(low, options.maxStringLength), Math.max(low, options.maxSize - 1));
  const pattern = typeof schema['pattern'] === 'string' ? schema['pattern'] : undefined;
  if (pattern !== undefined) {
    // fast-check's reading of the pattern may not be exact either way: the place's check has the last word.
    try {
      // Not stringMatching's maxLength: it draws without end for a pattern no string that short matches. The place's check holds the bounds.
      return { arb: sized(fc.stringMatching(new RegExp(pattern, 'u')), { least: 1 + minLength, most: 1 + Math.max(high, pattern.length) }), exact: false };
    } catch {
      return { arb: sized(fc.string({ unit: UNIT, minLength: low, maxLength: high }), { least: 1 + low, most: 1 + high }), exact: false };
    }
  }
  const format = typeof schema['format'] === 'string' ? formatArbitrary(schema['format'], schema) : undefined;
  if (format !== undefined) return { arb: format, exact: false };
  // A format this table lacks may still be one Ajv checks: its place's check says.
  return { arb: sized(fc.string({ unit: UNIT, minLength: low, maxLength: high }), { least: 1 + low, most: 1 + high }), exact: typeof schema['format'] !== 'string' };
}
