import type AjvCore from 'ajv/dist/core.js';
import type { KeywordCxt } from 'ajv';
import { requireLazily } from '../runtime/lazy-require.js';
import { isMultipleOf, remainderExactBelow } from './multiple-of.js';
import { enumMembership, jsonEqual } from './json-equal.js';
import { findDuplicate } from './unique-items.js';

type Ajv = InstanceType<typeof AjvCore.default>;
type Codegen = typeof import('ajv/dist/compile/codegen/index.js');
interface KeywordCheck {
  (schema: unknown, data: unknown): boolean;
  errors?: { keyword: string; message: string; params: Record<string, unknown> }[];
}

/**
 * Replaces four of Ajv's keywords with exact, bounded ones: `multipleOf` in decimal arithmetic
 * (`multipleOf: 0.01` accepts 19.99), `uniqueItems` in linear time (canonical keys in a map
 * instead of comparing every pair), and `const` and `enum` by {@link jsonEqual} (Ajv's deep
 * equality throws on data with a `toString` or `valueOf` property). Errors keep Ajv's keywords and params. `multipleOf` is
 * generated code, as Ajv's own is: `%` decides at once when the remainder is 0 (most valid data),
 * and only otherwise is {@link isMultipleOf} called, so valid data pays no call per number.
 */
export function addExactKeywords(ajv: Ajv): void {
  const codegen = requireLazily('ajv/dist/compile/codegen/index.js') as Codegen;
  const { _, str } = codegen;
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
      // A remainder of 0 is taken at once only where it is exact (see remainderExactBelow).
      const below = typeof cxt.schema === 'number' ? remainderExactBelow(cxt.schema) : 0;
      if (below === 0) return cxt.fail(_`!${exact}(${cxt.data}, ${cxt.schemaCode})`);
      cxt.fail(_`(${cxt.data} % ${cxt.schemaCode} !== 0 || ${cxt.data} >= ${below} || ${cxt.data} <= ${-below}) && !${exact}(${cxt.data}, ${cxt.schemaCode})`);
    },
  });
  ajv.addKeyword({ keyword: 'uniqueItems', type: 'array', schemaType: 'boolean', validate: uniqueItems, errors: true });
  addExactEquality(ajv, codegen);
}

// `const` and `enum` by JSON equality that never calls the data's methods; a scalar is compared with `===`, as Ajv's own code does.
function addExactEquality(ajv: Ajv, { _, or, not }: Codegen): void {
  ajv.removeKeyword('const').removeKeyword('enum');
  ajv.addKeyword({
    keyword: 'const',
    error: { message: 'must be equal to constant', params: ({ schemaCode }) => _`{allowedValue: ${schemaCode}}` },
    code(cxt: KeywordCxt) {
      const allowed: unknown = cxt.schema;
      if (allowed === null || typeof allowed !== 'object') return cxt.fail(_`${cxt.data} !== ${cxt.schemaCode}`);
      const equal = cxt.gen.scopeValue('func', { ref: jsonEqual, key: 'kindgiJsonEqual' });
      return cxt.fail(_`!${equal}(${cxt.data}, ${cxt.schemaCode})`);
    },
  });
  ajv.addKeyword({
    keyword: 'enum',
    schemaType: 'array',
    error: { message: 'must be equal to one of the allowed values', params: ({ schemaCode }) => _`{allowedValues: ${schemaCode}}` },
    code(cxt: KeywordCxt) {
      const values = cxt.schema as unknown[];
      if (values.length > ENUM_CHAIN) {
        const member = cxt.gen.scopeValue('func', { ref: enumMembership(values) });
        return cxt.fail(_`!${member}(${cxt.data})`);
      }
      const equal = cxt.gen.scopeValue('func', { ref: jsonEqual, key: 'kindgiJsonEqual' });
      const list = cxt.gen.const('vSchema', cxt.schemaCode);
      const matches = values.map((value, index) => (value === null || typeof value !== 'object' ? _`${cxt.data} === ${list}[${index}]` : _`${equal}(${cxt.data}, ${list}[${index}])`));
      return cxt.fail(not(or(...matches)));
    },
  });
}

// Up to this many values an enum is one chain of comparisons in the generated code (as Ajv's own), past it a set.
const ENUM_CHAIN = 16;
