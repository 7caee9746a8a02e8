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

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
