import { closestMatch, didYouMean, listValues } from '../suggest.js';
import { KNOWN_KEYWORDS } from './keywords.js';
import { knownFormats } from './format-names.js';

// What each strict-mode refusal says: a message (what the runtime refuses) and a hint (the fix).

/** A finding's message and hint. */
export type Text = readonly [message: string, hint: string];

const REFUSES = 'the Kindgi runtime compiles pack tool schemas in Ajv strict mode, which refuses';
const q = (value: unknown): string => JSON.stringify(value) ?? String(value);
const NOUNS: Record<string, string> = { object: 'objects', array: 'arrays', string: 'strings', number: 'numbers', 'number,string': 'numbers and strings' };

/** An unknown keyword (`$anchor` included: Ajv2020 does not register it). */
export function unknownKeyword(key: string): Text {
  // True whether or not the subschema is already under "$defs": the fix is to drop the anchor.
  if (key === '$anchor') return [`"$anchor" is not a keyword Ajv knows: ${REFUSES} it.`, 'Remove "$anchor" and reference the subschema by its pointer, {"$ref": "#/$defs/<name>"} (moving it under "$defs" if it is elsewhere).'];
  return [`Unknown keyword ${q(key)}: ${REFUSES} keywords it does not know.`, didYouMean(key, KNOWN_KEYWORDS) ?? 'Remove it; keep notes in "description" or "$comment".'];
}

/** A `type` array of more than one type besides `null`. */
export function unionType(types: readonly string[]): Text {
  const branches = types.map((t) => `{"type": ${q(t)}}`).join(', ');
  return [`"type" lists ${listValues(types, 'and')}: ${REFUSES} union types (one type, or one type and "null", is allowed).`, `Use "anyOf" with one subschema per type: {"anyOf": [${branches}]}.`];
}

/** A `type` the schema around it (through allOf, anyOf, oneOf, not, if/then/else) already rules out. */
export function contextType(type: string, context: readonly string[]): Text {
  return [`"type": ${q(type)} conflicts with the enclosing schema, which limits the value to ${listValues(context)}: ${REFUSES} that.`, 'Make the two types agree, or drop this "type".'];
}

/** Keywords for one kind of value in a schema that does not say the value is of that kind. */
export function missingType(keys: readonly string[], types: readonly string[], context: readonly string[]): Text {
  const noun = NOUNS[types.join()] ?? types.join(' and ');
  const type = types.includes('string') ? 'string' : (types[0] ?? 'object');
  const declared = context.length === 0 ? 'declares no "type"' : `only allows ${listValues(context)}`;
  return [
    `${listValues(keys, 'and')} ${keys.length > 1 ? 'apply' : 'applies'} only to ${noun}, but this schema ${declared}: ${REFUSES} that (strictTypes).`,
    `Add "type": ${q(type)} here; a "type" around this schema counts only through allOf, anyOf, oneOf, not or if/then/else, never through "$ref".`,
  ];
}

/**
 * A `prefixItems` tuple whose length `minItems` and `maxItems` (or `items: false`) do not fix;
 * `minItems` as written and whether `maxItems` or `items: false` closes it, so the hint asks only for what is missing.
 */
export function openTuple(n: number, minItems: unknown, closed: boolean): Text {
  const missing = [...(minItems === n ? [] : [`"minItems": ${n}`]), ...(closed ? [] : ['"items": false'])];
  return [`"prefixItems" describes a ${n}-item tuple but does not fix its length: ${REFUSES} a tuple without "minItems": ${n} and "maxItems": ${n} or "items": false.`, `${minItems === undefined || minItems === n ? 'Add' : 'Set'} ${missing.join(' and ')}; for a list of like items use "items" instead.`];
}

/** A `format` that ajv-formats does not define. */
export function unknownFormat(format: string): Text {
  const hint = didYouMean(format, knownFormats()) ?? 'Use a known format (date-time, date, email, uri, uuid…), or describe the string with "pattern" or "contentMediaType" instead.';
  return [`Unknown format ${q(format)}: ${REFUSES} formats other than those of ajv-formats.`, hint];
}

/** A keyword Ajv would ignore where it stands. */
export function ignored(what: string, hint: string): Text {
  return [`${what} is ignored: ${REFUSES} that.`, hint];
}

/** `minContains` above `maxContains`. */
export function containsImpossible(): Text {
  return [`"minContains" is greater than "maxContains", so no array is valid: ${REFUSES} that.`, 'Make "minContains" at most "maxContains".'];
}

/** A property that a `patternProperties` pattern also matches. */
export function propertyMatchesPattern(name: string, pattern: string): Text {
  return [`Property ${q(name)} is also matched by the patternProperties pattern ${q(pattern)}: ${REFUSES} a property described twice.`, `Narrow the pattern so it does not match ${q(name)}, or drop the property and let the pattern describe it.`];
}

/** A `required` name that the same schema's `properties` does not define. */
export function requiredUndefined(name: unknown, declared: readonly string[] = []): Text {
  const near = typeof name === 'string' ? closestMatch(name, declared) : undefined;
  const caseOnly = near !== undefined && near.toLowerCase() === String(name).toLowerCase();
  const hint =
    near === undefined
      ? `Define ${q(name)} under "properties" in this same schema (Ajv does not look in enclosing schemas), or remove it from "required".`
      : `Did you mean ${q(near)}?${caseOnly ? ' Property names are case-sensitive.' : ''}`;
  return [`"required" names ${q(name)}, which this schema's "properties" does not define: ${REFUSES} that (strictRequired).`, hint];
}
