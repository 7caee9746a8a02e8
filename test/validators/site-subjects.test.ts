import { expect, test } from 'vitest';
import { subjectByTemplate, subjectTemplate } from '../../src/validators/site-subjects.js';

// An error site's schema path, the pointers its errors come with, and the subject each gets (undefined: the pointer does not fit).
test.each([
  ['#/properties/orders/items/properties/lines/items/properties/qty/minimum', 'minimum', [['/orders/0/lines/1/qty', '"orders[0].lines[1].qty"'], ['/orders/12/lines/305/qty', '"orders[12].lines[305].qty"'], ['/orders/01/lines/1/qty', undefined], ['/orders/x/lines/1/qty', undefined], ['/orders/0/lines/1/qtyy', undefined]]],
  ['#/properties/email/format', 'format', [['/email', '"email"'], ['/emails', undefined]]],
  ['#/required', 'required', [['', 'The input']]],
  ['#/items/type', 'type', [['/3', '"input[3]"'], ['/', undefined]]],
  ['#/items/0/false schema', 'false schema', [['/0', '"input[0]"']]],
  ['#/prefixItems/1/properties/a~1b/type', 'type', [['/1/a~1b', 'input[1]["a/b"]']]],
  ['#/oneOf/2/properties/text/anyOf/1/items/type', 'type', [['/text/7', '"text[7]"']]],
  ['#/properties/a%20b/additionalItems/enum', 'enum', [['/a b/4', 'input["a b"][4]']]],
])('%s', (schemaPath, keyword, pointers) => {
  const template = subjectTemplate(schemaPath, keyword, 'input');
  expect(template).toBeDefined();
  for (const [pointer, subject] of pointers as [string, string | undefined][]) expect(subjectByTemplate(template!, pointer), pointer).toBe(subject);
});

// Paths that do not spell the place they check, or whose last segment is not the error's keyword.
test.each([
  ['#/$defs/n/minimum', 'minimum'],
  ['#/additionalProperties/type', 'type'],
  ['#/patternProperties/%5Ea/type', 'type'],
  ['#/properties/a/type', 'minimum'],
  ['https://example.com/s.json#/type', 'type'],
])('no template for %s (%s)', (schemaPath, keyword) => {
  expect(subjectTemplate(schemaPath, keyword, 'input')).toBeUndefined();
});
