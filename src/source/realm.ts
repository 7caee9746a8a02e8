/**
 * Whether `prototype` is `own` (this realm's `Object.prototype` or `Array.prototype`) or that of
 * another realm (a `vm` context, an iframe), whose plain objects are as plain: its constructor,
 * read as a data property, is named `name`, and it inherits from nothing but such an
 * `Object.prototype`. Throws what a Proxy's trap throws, which the reader reports.
 */
export function isRealmPrototype(prototype: unknown, own: object, name: 'Object' | 'Array'): boolean {
  if (prototype === own) return true;
  if (prototype === null || typeof prototype !== 'object') return false;
  const constructor: unknown = Object.getOwnPropertyDescriptor(prototype, 'constructor')?.value;
  if (typeof constructor !== 'function' || constructor.name !== name) return false;
  const above: unknown = Object.getPrototypeOf(prototype);
  return name === 'Object' ? above === null : above !== null && isRealmPrototype(above, Object.prototype, 'Object');
}
