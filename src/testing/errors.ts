/**
 * Thrown when no valid value can be generated for a tool's schema: the schema accepts nothing
 * (`false`, an empty range, a `required` property an `additionalProperties: false` forbids), or a
 * filter kept refusing candidates. `keyword` and `pointer` (from the manifest root) name the place.
 *
 * @example
 * ```ts
 * try { toolInputArbitrary(manifest); } catch (e) { if (e instanceof UnsatisfiableSchemaError) console.log(e.keyword, e.pointer); }
 * ```
 */
export class UnsatisfiableSchemaError extends Error {
  override readonly name = 'UnsatisfiableSchemaError';
  /** The keyword that no candidate could satisfy, e.g. `not`, `minimum`, `required`. */
  readonly keyword: string;
  /** Where it is, from the manifest root: `/input/properties/when/not`. */
  readonly pointer: string;
  /** Why, in one sentence. */
  readonly reason: string;

  constructor(keyword: string, pointer: string, reason: string) {
    super(`Cannot generate a valid value: "${keyword}" at ${pointer || '/'}: ${reason}`);
    this.keyword = keyword;
    this.pointer = pointer;
    this.reason = reason;
  }
}
