import { expect, test } from 'vitest';
import { COMPARISON_KEYWORDS } from '../../src/validators/messages.js';
import { fitOf, key2ParamOf, keyParamOf } from '../../src/validators/site-params.js';

const KEYWORDS = ['type', 'pattern', 'format', 'multipleOf', 'enum', 'const', 'required', 'dependentRequired', 'dependencies', ...COMPARISON_KEYWORDS, 'minLength', 'maxItems', 'minProperties', 'additionalProperties', 'uniqueItems', 'x-unknown'];

// A fit must say what reading the params by their names says: the same values, the same words.
test.each(KEYWORDS)('the fit of %s reads the params its words are built from, and no others', (keyword) => {
  const name = keyParamOf(keyword);
  const name2 = key2ParamOf(keyword);
  const fit = fitOf(name);
  expect(fit).toBeTypeOf('function');
  const site = { key: 'k', key2: name2 === undefined ? undefined : 'k2' };
  const params = { [name]: 'k', ...(name2 === undefined ? {} : { [name2]: 'k2' }), unrelated: 1 };
  expect(fit(params, site)).toBe(true);
  expect(fit({ ...params, [name]: 'other' }, site)).toBe(false);
  if (name2 !== undefined) expect(fit({ ...params, [name2]: 'other' }, site)).toBe(false);
  expect(fit({ ...params, unrelated: 2 }, site)).toBe(true);
});
