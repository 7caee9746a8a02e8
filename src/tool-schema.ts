import { requireLazily } from './runtime/lazy-require.js';

/** The schema-version of the bundled `tool.schema.json`. */
export const TOOL_SCHEMA_VERSION = '1.4.0';

/**
 * The bundled `tool.schema.json` (Draft 2020-12, schema-version 1.4.0), for editors and tools
 * that want the shape itself. Frozen: it is shared by every caller.
 *
 * @example
 * ```ts
 * import { TOOL_SCHEMA } from 'kindgi-tool-manifest';
 * console.log(TOOL_SCHEMA.$id);
 * ```
 */
export const TOOL_SCHEMA: Readonly<Record<string, unknown>> = deepFreeze(requireLazily('../../schemas/tool.schema.json') as Record<string, unknown>);

// Runs as the library loads: indexed and for-in loops, as Object.values would allocate an array per
// object (40 KB of young generation for this schema, part of what made a first vet pay a scavenge).
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    if (Array.isArray(value)) for (let index = 0; index < value.length; index++) deepFreeze(value[index]);
    else for (const key in value) if (Object.hasOwn(value, key)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}
