import { isObject } from '../../json.js';
import { rootSchemas } from './root-schemas.js';

/** What an input schema declares at its root. */
export interface RootProperties {
  /** Property names declared in `properties` (also `patternProperties` patterns are not names). */
  readonly declared: ReadonlySet<string>;
  /** Names listed in `required`. */
  readonly required: ReadonlySet<string>;
}

/**
 * The properties an input schema declares at its root, following a root `$ref` into the same
 * document and every schema of a root `allOf` (what a URL or body placeholder can name).
 */
export function rootProperties(input: unknown): RootProperties {
  const declared = new Set<string>();
  const required = new Set<string>();
  for (const node of rootSchemas(input)) {
    if (isObject(node.properties)) for (const name of Object.keys(node.properties)) declared.add(name);
    if (Array.isArray(node.required)) for (const name of node.required) if (typeof name === 'string') required.add(name);
  }
  return { declared, required };
}
