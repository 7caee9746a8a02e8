import type AjvCore from 'ajv/dist/core.js';
import type { KeywordCxt } from 'ajv';
import { requireLazily } from '../runtime/lazy-require.js';
import { isMultipleOf } from './multiple-of.js';
import { findDuplicate } from './unique-items.js';

type Ajv = InstanceType<typeof AjvCore.default>;
type Codegen = typeof import('ajv/dist/compile/codegen/index.js');
interface KeywordCheck {
  (schema: unknown, data: unknown): boolean;
  errors?: { keyword: string; message: string; params: Record<string, unknown> }[];
}

/**
 * Replaces two of Ajv's keywords with exact, bounded ones: `multipleOf` in decimal arithmetic
 * (`multipleOf: 0.01` accepts 19.99) and `uniqueItems` in linear time (canonical keys in a map
 * instead of comparing every pair). Errors keep Ajv's keywords and params. `multipleOf` is
 * generated code, as Ajv's own is: `%` decides at once when the remainder is 0 (most valid data),
 * and only otherwise is {@link isMultipleOf} called, so valid data pays no call per number.
 */
export function addExactKeywords(ajv: Ajv): void {
  const { _, str } = requireLazily('ajv/dist/compile/codegen/index.js') as Codegen;
  const uniqueItems: KeywordCheck = (unique, data) => {
    if (unique !== true) return true;
    const duplicate = findDuplicate(data as unknown[]);
    if (duplicate === undefined) return true;
    uniqueItems.errors = [{ keyword: 'uniqueItems', message: 'must NOT have duplicate items', params: { i: duplicate[1], j: duplicate[0] } }];
    return false;
  };
  ajv.removeKeyword('multipleOf').removeKeyword('uniqueItems');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    error: { message: ({ schemaCode }) => str`must be multiple of ${schemaCode}`, params: ({ schemaCode }) => _`{multipleOf: ${schemaCode}}` },
    code(cxt: KeywordCxt) {
      const exact = cxt.gen.scopeValue('func', { ref: isMultipleOf, key: 'kindgiIsMultipleOf' });
      cxt.fail(_`${cxt.data} % ${cxt.schemaCode} !== 0 && !${exact}(${cxt.data}, ${cxt.schemaCode})`);
    },
  });
  ajv.addKeyword({ keyword: 'uniqueItems', type: 'array', schemaType: 'boolean', validate: uniqueItems, errors: true });
}
