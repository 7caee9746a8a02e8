import { requireLazily } from '../runtime/lazy-require.js';

type FormatTable = Record<string, unknown>;
let fullFormats_: FormatTable | undefined;

// ajv-formats' full table, loaded on the first `format` met, so importing the library does not build it.
function fullFormats(): FormatTable {
  return (fullFormats_ ??= (requireLazily('ajv-formats/dist/formats.js') as { fullFormats: FormatTable }).fullFormats);
}

let knownFormats_: ReadonlySet<string> | undefined;

/** The formats the runtime knows: ajv-formats' full list, which its plugin adds by default. */
export function knownFormats(): ReadonlySet<string> {
  return (knownFormats_ ??= new Set(Object.keys(fullFormats())));
}

let comparableFormats_: ReadonlySet<string> | undefined;

/**
 * The formats ajv-formats can compare two strings of (a `compare` beside `validate`): those
 * `formatMinimum` and its kin may stand beside.
 */
export function comparableFormats(): ReadonlySet<string> {
  return (comparableFormats_ ??= new Set(Object.entries(fullFormats()).flatMap(([name, format]) => (typeof (format as { compare?: unknown } | undefined)?.compare === 'function' ? [name] : []))));
}
