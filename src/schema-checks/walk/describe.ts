import { fieldPath } from '../../field-path.js';
import { didYouMean, kindOf, listValues, withArticle } from '../../suggest.js';

/** One meta-schema error at one place, in Ajv's terms (its `ErrorObject` minus the paths). */
export interface MetaError {
  readonly keyword: string;
  readonly params: Record<string, unknown>;
  /** Ajv's message, used only when no `enum` or `type` error explains the place. */
  readonly message?: string;
  /** The value at the place. */
  readonly data: unknown;
}

// Errors that only say a part failed: another error at the same place says what is wrong.
const COMPOSITE = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not', '$ref', '$dynamicRef', '$recursiveRef', 'propertyNames']);

/**
 * The sentence of a `schema/invalid` issue from every meta-schema error at one place (its JSON
 * pointer inside the schema): "must be one of …", "must be a/an … , not …", else Ajv's text.
 *
 * @example
 * ```ts
 * describeMetaErrors('/minLength', [{ keyword: 'minimum', params: { comparison: '>=', limit: 0 }, message: 'must be >= 0', data: -1 }]);
 * // → { message: '"minLength" must be >= 0.' }
 * ```
 */
export function describeMetaErrors(instancePath: string, errors: readonly MetaError[]): { message: string; hint?: string } | undefined {
  const specific = errors.filter((error) => !COMPOSITE.has(error.keyword));
  const chosen = specific.length > 0 ? specific : errors;
  const place = fieldPath(instancePath);
  const where = place === '' ? 'The schema' : `"${place}"`;
  const enumError = chosen.find((error) => error.keyword === 'enum');
  if (enumError !== undefined) {
    const allowed = enumError.params.allowedValues as unknown[];
    const value = enumError.data;
    const hint = typeof value === 'string' ? didYouMean(value, allowed.map(String)) : undefined;
    const typeHint = chosen.some((error) => error.keyword === 'type' && error.params.type === 'array') ? ', or an array of them' : '';
    return { message: `${where} must be one of ${listValues(allowed)}${typeHint}, not ${JSON.stringify(value)}.`, ...(hint ? { hint } : {}) };
  }
  const types = chosen.filter((error) => error.keyword === 'type').map((error) => String(error.params.type));
  if (types.length > 0) {
    const expected = [...new Set(types.flatMap((type) => type.split(',')))].map(withArticle);
    return { message: `${where} must be ${expected.join(' or ')}, not ${kindOf(chosen[0]?.data)}.` };
  }
  const first = chosen[0];
  if (first === undefined) return undefined;
  return { message: `${where} ${first.message ?? 'is invalid'}.` };
}
