import { isObject } from '../../json.js';
import { rootSchemas } from './root-schemas.js';
import { appliesAlone } from '../../schema-checks/walk/root-facts.js';

/**
 * Every schema the input gives each property at its root, by name: the `properties` entries of
 * each schema that applies to the root value (the root, a root `$ref`, a root `allOf`), in the
 * order {@link rootSchemas} finds them. Worked out once per input object, so that rules asking
 * about each of a template's placeholders stay linear. Never throws.
 *
 * @example
 * ```ts
 * rootPropertySchemas({ properties: { q: { type: 'string' } }, allOf: [{ properties: { q: { minLength: 1 } } }] }).get('q');
 * // → [{ type: 'string' }, { minLength: 1 }]
 * ```
 */
export function rootPropertySchemas(input: unknown): ReadonlyMap<string, readonly unknown[]> {
  if (input !== lastInput || lastSchemas === undefined) {
    lastSchemas = collect(input);
    lastInput = input;
  }
  return lastSchemas;
}

/**
 * The schemas the input gives one property at its root ({@link rootPropertySchemas}' entry for
 * `name`), undefined when none does. A root that applies alone (no root `$ref` or `allOf`, as most
 * are) is read directly, without the map of every property.
 */
export function schemasOfProperty(input: unknown, name: string): readonly unknown[] | undefined {
  if (!appliesAlone(input)) return rootPropertySchemas(input).get(name);
  const { properties } = input;
  return isObject(properties) && Object.hasOwn(properties, name) ? [properties[name]] : undefined;
}

// Each placeholder rule asks about the same input in one vet (the vet's own tree, which nothing
// changes once it is read): the last one is kept, as rootProperties keeps its answer.
let lastInput: unknown;
let lastSchemas: ReadonlyMap<string, readonly unknown[]> | undefined;

function collect(input: unknown): ReadonlyMap<string, readonly unknown[]> {
  const schemas = new Map<string, unknown[]>();
  for (const node of rootSchemas(input)) {
    const { properties } = node;
    if (!isObject(properties)) continue;
    for (const name of Object.keys(properties)) {
      const known = schemas.get(name);
      if (known === undefined) schemas.set(name, [properties[name]]);
      else known.push(properties[name]);
    }
  }
  return schemas;
}
