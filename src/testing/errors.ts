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
  override readonly name: string = 'UnsatisfiableSchemaError';
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

/**
 * An {@link UnsatisfiableSchemaError} for a schema that values may satisfy, but none the generator
 * can afford: its smallest value holds more than the option `maxSize` (a `minItems: 1e6`), or the
 * tool's own validator refuses to check values that costly (`call/too-large`). Caught as an
 * `UnsatisfiableSchemaError` too, since no value can be generated either way.
 *
 * @example
 * ```ts
 * try { toolInputArbitrary(manifest); } catch (e) { if (e instanceof SchemaTooCostlyError) console.log('too costly:', e.reason); }
 * ```
 */
export class SchemaTooCostlyError extends UnsatisfiableSchemaError {
  override readonly name = 'SchemaTooCostlyError';

  constructor(keyword: string, pointer: string, reason: string) {
    super(keyword, pointer, reason);
    this.message = `The schema is too costly to generate values for: "${keyword}" at ${pointer || '/'}: ${reason}`;
  }
}
