import { isObject, valueAtPointer } from '../../json.js';
import { listValues } from '../../suggest.js';
import { rootFacts } from '../../schema-checks/walk/root-facts.js';
import { refusedType } from './schema-facts.js';

/** Where a `needsSpec.env` schema refuses every string, and what it allows instead. */
export interface EnvStringRefusal {
  /** Inside the schema: its `type` (`/type`, `/allOf/0/type`), a root `anyOf`/`oneOf`, or an `enum`/`const` with no string. */
  readonly pointer: string;
  /** What it allows, for a message: `"integer"`, `1 or 2`. */
  readonly allows: string;
}

/**
 * Whether a `needsSpec.env` schema refuses every string at its root, and where it says so. The
 * runtime hands a tool each env value as a string (the caller's, or the schema's string
 * `default`) and checks it against this schema, so such a schema refuses every value there is.
 * Undefined when some string may pass. Never throws.
 *
 * @example
 * ```ts
 * envStringRefusal({ type: 'integer' }); // → { pointer: '/type', allows: '"integer"' }
 * envStringRefusal({ enum: [1, 2] });    // → { pointer: '/enum', allows: '1 or 2' }
 * ```
 */
export function envStringRefusal(schema: unknown): EnvStringRefusal | undefined {
  const facts = rootFacts(schema);
  const typed = refusedType(facts, 'string');
  if (typed !== undefined) return { pointer: typed.pointer, allows: listValues(typed.types) };
  for (const { pointer } of facts.applied) {
    const node = valueAtPointer(schema, pointer);
    if (!isObject(node)) continue;
    if (Object.hasOwn(node, 'const') && typeof node.const !== 'string') return { pointer: `${pointer}/const`, allows: JSON.stringify(node.const) };
    if (Array.isArray(node.enum) && node.enum.length > 0 && !node.enum.some((value) => typeof value === 'string')) return { pointer: `${pointer}/enum`, allows: someValues(node.enum) };
  }
  return undefined;
}

// An enum may list thousands of values: a message names a few.
const VALUES_NAMED = 5;

function someValues(values: readonly unknown[]): string {
  return values.length <= VALUES_NAMED ? listValues(values) : `${values.slice(0, VALUES_NAMED).map((value) => JSON.stringify(value)).join(', ')}, …`;
}
