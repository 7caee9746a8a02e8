/**
 * Whether `value` equals `allowed` (a schema's `const`, or a member of its `enum`) as JSON: own
 * keys only and in any order, numbers by value. Driven by the allowed value, so it goes no deeper
 * than the schema's own nesting, and reads only the data's keys, never its methods: Ajv's and
 * json-schema-library's deep equality call the data's `toString` and `valueOf`, and throw when the
 * data has a property of that name.
 *
 * @example
 * ```ts
 * jsonEqual({ b: [1, 2], a: 'x' }, { a: 'x', b: [1, 2] }); // → true
 * jsonEqual({ toString: 'x' }, { a: 1 }); // → false (Ajv's const throws here)
 * ```
 */
export function jsonEqual(value: unknown, allowed: unknown): boolean {
  if (allowed === null || typeof allowed !== 'object') return value === allowed;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(allowed)) {
    if (!Array.isArray(value) || value.length !== allowed.length) return false;
    for (let index = 0; index < allowed.length; index++) if (!jsonEqual(value[index], allowed[index])) return false;
    return true;
  }
  if (Array.isArray(value)) return false;
  const keys = Object.keys(allowed);
  if (Object.keys(value).length !== keys.length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(value, key) || !jsonEqual((value as Record<string, unknown>)[key], (allowed as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** Whether `value` equals one of `values` as JSON ({@link jsonEqual}); scalars are looked up in a set made once. */
export function enumMembership(values: readonly unknown[]): (value: unknown) => boolean {
  const scalars = new Set(values.filter((member) => member === null || typeof member !== 'object'));
  const composites = values.filter((member) => member !== null && typeof member === 'object');
  return (value) => (value === null || typeof value !== 'object' ? scalars.has(value) : composites.some((member) => jsonEqual(value, member)));
}
