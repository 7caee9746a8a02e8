import { requireLazily } from '../runtime/lazy-require.js';
import type AjvCore from 'ajv/dist/core.js';

type FormatValidator = (value: string) => boolean;
type FormatDefinition = RegExp | FormatValidator | { readonly type?: string; readonly validate: RegExp | FormatValidator; readonly compare?: unknown; readonly async?: boolean };

/** The longest string a `format` is checked on; longer ones fail the format. */
export const DEFAULT_MAX_FORMAT_LENGTH = 10_000;

/**
 * Adds ajv-formats' full formats with a length cap: some of their regular expressions backtrack,
 * so a string longer than `maxLength` fails its format without being matched.
 */
export function addCappedFormats(ajv: InstanceType<typeof AjvCore.default>, maxLength: number): void {
  const { fullFormats } = requireLazily('ajv-formats/dist/formats.js') as { fullFormats: Record<string, FormatDefinition> };
  for (const [name, definition] of Object.entries(withLinearUrl(fullFormats))) {
    ajv.addFormat(name, capped(definition, maxLength) as never);
  }
}

function capped(definition: FormatDefinition, maxLength: number): FormatDefinition {
  if (definition instanceof RegExp || typeof definition === 'function') return cap(definition, maxLength);
  // Number formats (int32, float…) check numbers, not strings: nothing to cap.
  if (definition.type !== undefined && definition.type !== 'string') return definition;
  return { ...definition, validate: cap(definition.validate, maxLength) };
}

function cap(check: RegExp | FormatValidator, maxLength: number): FormatValidator {
  return check instanceof RegExp ? (value) => value.length <= maxLength && check.test(value) : (value) => value.length <= maxLength && check(value);
}

// ajv-formats' `url` user part, `\S+(?::\S*)?@`, tries every split of a run of non-space characters
// between the two repeats: quadratic (ten strings of 10,000 colons took 1 s). `(?::\S*)?` matches
// only non-space characters, so `\S+@` is the same language, which a backtracking engine matches in linear time.
const QUADRATIC_USER = '(?:\\S+(?::\\S*)?@)?';
const LINEAR_USER = '(?:\\S+@)?';

/**
 * ajv-formats' table with its one super-linear check, `url`, rewritten exactly (the same strings
 * match): both engines take their formats from it.
 */
export function withLinearUrl<T>(formats: Readonly<Record<string, T>>): Record<string, T> {
  const url = formats['url'];
  if (!(url instanceof RegExp) || !url.source.includes(QUADRATIC_USER)) return { ...formats };
  return { ...formats, url: new RegExp(url.source.replace(QUADRATIC_USER, LINEAR_USER), url.flags) as T };
}
