import { isObject } from '../../json.js';
import { appliesAlone, resolveLocal } from '../../schema-checks/walk/root-facts.js';

/**
 * The schemas that apply to a schema's root value: the schema itself, the target of a root
 * `$ref` into the same document (`document`, the schema itself unless it is a subschema of one),
 * and every schema of a root `allOf`, followed recursively (each once). Anything that is not a
 * schema object is skipped; never throws.
 *
 * @example
 * ```ts
 * rootSchemas({ $ref: '#/$defs/a', $defs: { a: { type: 'object' } } });
 * // → [{ $ref: '#/$defs/a', $defs: … }, { type: 'object' }]
 * ```
 */
export function rootSchemas(schema: unknown, document: unknown = schema): Record<string, unknown>[] {
  // Most schemas apply alone: nothing to follow, nothing to remember.
  if (appliesAlone(schema)) return [schema];
  const found: Record<string, unknown>[] = [];
  const seen = new Set<unknown>();
  const pending: unknown[] = [schema];
  // An index, not shift, and a loop, not spread: a root allOf of 200,000 schemas overflowed the
  // stack as the arguments of one push.
  for (let next = 0; next < pending.length; next++) {
    const node = pending[next];
    if (!isObject(node) || seen.has(node)) continue;
    seen.add(node);
    found.push(node);
    if (typeof node.$ref === 'string') pending.push(resolveLocal(document, node.$ref)?.[0]);
    if (Array.isArray(node.allOf)) for (const child of node.allOf) pending.push(child);
  }
  return found;
}
