import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { Draft } from 'json-schema-library';
import { withLinearUrl } from './formats.js';

// The tables the interpreted engine's drafts are extended with: its error messages and its formats.

type FormatCheck = RegExp | ((value: string) => boolean) | { type?: string; validate: RegExp | ((value: never) => boolean) };

// Placeholders of json-schema-library's messages that hold a number, a name or a pointer, never the data or a schema.
const SCALAR_PLACEHOLDERS = new Set(['pointer', 'key', 'property', 'format', 'delta', 'length', 'minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'tag', 'missingProperty', 'dependency']);

/**
 * json-schema-library's message templates with every placeholder that may hold an object (the
 * data, a schema, a list of branches) named instead of filled: it fills them with `JSON.stringify`
 * as each error is made, and an `anyOf` of 200 `const`s against one object of a million keys
 * stringified it 200 times (out of memory). The issues are worded from the errors' data, not these.
 */
export function scalarTemplates(templates: Draft['errors']): Draft['errors'] {
  const safe: Record<string, unknown> = {};
  for (const [code, template] of Object.entries(templates)) {
    safe[code] = typeof template === 'string' ? template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (SCALAR_PLACEHOLDERS.has(name) ? whole : `(${name})`)) : template;
  }
  return safe as Draft['errors'];
}

let formatsByCap: { cap: number; formats: Draft['formats'] } | undefined;

/** ajv-formats' checks, so both engines agree on every format; strings longer than the cap fail unchecked. */
export function cappedFormats(cap: number): Draft['formats'] {
  if (formatsByCap?.cap === cap) return formatsByCap.formats;
  // No prototype: a format named "__proto__" or "constructor" must find no format, as on Ajv, not Object.prototype's members.
  const formats: Draft['formats'] = Object.create(null) as Draft['formats'];
  for (const [name, definition] of Object.entries(withLinearUrl(fullFormats as Record<string, FormatCheck>))) {
    const forNumbers = typeof definition === 'object' && !(definition instanceof RegExp) && definition.type === 'number';
    const check = typeof definition === 'object' && !(definition instanceof RegExp) ? definition.validate : definition;
    const test = check instanceof RegExp ? (value: unknown) => check.test(value as string) : (value: unknown) => (check as (value: unknown) => boolean)(value);
    formats[name] = ({ node, data, pointer }) => {
      if (forNumbers ? typeof data !== 'number' : typeof data !== 'string') return undefined;
      if (!forNumbers && (data as string).length > cap) return node.createError('format-error' as never, { format: name, value: data, pointer, schema: node.schema });
      return test(data) ? undefined : node.createError('format-error' as never, { format: name, value: data, pointer, schema: node.schema });
    };
  }
  formatsByCap = { cap, formats };
  return formats;
}
