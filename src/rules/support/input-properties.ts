import type { RootFacts } from '../../schema-checks/walk/root-facts.js';

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
 *
 * @example
 * ```ts
 * rootProperties(inputFacts(manifest.input, context)).declared.has('city');
 * ```
 */
export function rootProperties(facts: RootFacts): RootProperties {
  const declared = new Set<string>();
  const required = new Set<string>();
  for (const applied of facts.applied) {
    for (const name of applied.properties) declared.add(name);
    for (const name of applied.required) required.add(name);
  }
  return { declared, required };
}
