const toStringOf = Object.prototype.toString;

/**
 * Whether an object is tagged as `JSON.parse` tags what it makes: an array `[object Array]`, any
 * other object `[object Object]`. json-schema-library reads a value's kind from its tag, so an
 * object tagged otherwise (a `Date`, a `Map`, a boxed string, an object with a
 * `Symbol.toStringTag`) must be shown to it as Ajv sees it (interpreted-kinds.ts's `plainView`).
 */
export function hasPlainTag(value: object): boolean {
  return toStringOf.call(value) === (Array.isArray(value) ? '[object Array]' : '[object Object]');
}

/** What a walk of the data noted for the interpreted engine: whether some object in it has no plain tag ({@link hasPlainTag}). */
export interface DataTags {
  otherTags: boolean;
}
