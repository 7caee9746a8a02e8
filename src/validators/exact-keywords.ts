import type AjvCore from 'ajv/dist/core.js';
import { isMultipleOf } from './multiple-of.js';
import { findDuplicate } from './unique-items.js';

type Ajv = InstanceType<typeof AjvCore.default>;
interface KeywordCheck {
  (schema: unknown, data: unknown): boolean;
  errors?: { keyword: string; message: string; params: Record<string, unknown> }[];
}

/**
 * Replaces two of Ajv's keywords with exact, bounded ones: `multipleOf` in decimal arithmetic
 * (`multipleOf: 0.01` accepts 19.99) and `uniqueItems` in linear time (canonical keys in a map
 * instead of comparing every pair). Errors keep Ajv's keywords and params.
 */
export function addExactKeywords(ajv: Ajv): void {
  const multipleOf: KeywordCheck = (divisor, data) => {
    if (isMultipleOf(data as number, divisor as number)) return true;
    multipleOf.errors = [{ keyword: 'multipleOf', message: `must be multiple of ${String(divisor)}`, params: { multipleOf: divisor } }];
    return false;
  };
  const uniqueItems: KeywordCheck = (unique, data) => {
    if (unique !== true) return true;
    const duplicate = findDuplicate(data as unknown[]);
    if (duplicate === undefined) return true;
    uniqueItems.errors = [{ keyword: 'uniqueItems', message: 'must NOT have duplicate items', params: { i: duplicate[1], j: duplicate[0] } }];
    return false;
  };
  ajv.removeKeyword('multipleOf').removeKeyword('uniqueItems');
  ajv.addKeyword({ keyword: 'multipleOf', type: 'number', schemaType: 'number', validate: multipleOf, errors: true });
  ajv.addKeyword({ keyword: 'uniqueItems', type: 'array', schemaType: 'boolean', validate: uniqueItems, errors: true });
}
