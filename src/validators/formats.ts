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
  for (const [name, definition] of Object.entries(fullFormats)) {
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
