import { isJsonType, type JsonType } from '../../schema-checks/keywords.js';
import { rootFacts, type RootFacts } from '../../schema-checks/walk/root-facts.js';
import type { RuleContext } from '../define-rule.js';

/**
 * What the `input` or `output` schema says about its root value: the facts its vetting collected,
 * or (for a rule run without them, as in a rule's own test) the same facts read from the schema.
 *
 * @example
 * ```ts
 * check: (manifest, context) => schemaFacts('input', manifest.input, context).applied.map((facts) => facts.types)
 * ```
 */
export function schemaFacts(side: 'input' | 'output', schema: unknown, context: RuleContext): RootFacts {
  return context.schemaFacts?.[side] ?? rootFacts(schema);
}

/** Where a schema's root shuts a JSON type out, and the types it allows instead. */
export interface TypeRefusal {
  /** The place inside the schema: the `type` of an applied schema (`/type`, `/allOf/0/type`), or a root `anyOf`/`oneOf` (`/anyOf`). */
  readonly pointer: string;
  /** The types it allows: that `type`'s list, or every branch's together. */
  readonly types: readonly unknown[];
}

/**
 * Whether a schema's root value can never be of a JSON type, and where it says so: an applied
 * schema's `type` that leaves it out (`["object"]` refuses `"string"`), or failing that, a root
 * `anyOf`/`oneOf` every branch of which has one. Undefined when the root may be of that type.
 *
 * @example
 * ```ts
 * refusedType(rootFacts({ type: 'object' }), 'string'); // → { pointer: '/type', types: ['object'] }
 * ```
 */
export function refusedType(facts: RootFacts, type: JsonType): TypeRefusal | undefined {
  // A `type` that names no JSON type is schema/invalid's to report: it refuses nothing here.
  const refuses = (types: readonly unknown[] | undefined): types is readonly unknown[] => types !== undefined && types.every(isJsonType) && !types.includes(type);
  for (const applied of facts.applied) if (refuses(applied.types)) return { pointer: `${applied.pointer}/type`, types: applied.types };
  for (const { pointer, branches } of facts.alternatives) {
    const refusing = branches.map((branch) => branch.find((applied) => refuses(applied.types))?.types);
    if (refusing.length > 0 && refusing.every((types) => types !== undefined)) return { pointer, types: [...new Set(refusing.flat())] };
  }
  return undefined;
}

/** Where a refusal stands, for a message: `its root` for the root's own `type`, else its pointer from the manifest (`/output/allOf/0/type`). */
export function refusalPlace(side: 'input' | 'output', refusal: TypeRefusal): string {
  return refusal.pointer === '/type' ? 'its root' : `/${side}${refusal.pointer}`;
}
