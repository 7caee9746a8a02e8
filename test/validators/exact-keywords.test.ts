import { describe, expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { isMultipleOf } from '../../src/validators/multiple-of.js';
import { findDuplicate } from '../../src/validators/unique-items.js';
import { mcpTool } from '../fixtures.js';

describe('isMultipleOf: decimal arithmetic on the numbers as JSON spells them', () => {
  test.each([
    [19.99, 0.01, true],
    [0.3, 0.1, true],
    [4.5, 1.5, true],
    [10, 3, false],
    [0.3, 0.2, false],
    [1e308, 0.123456789, false],
    [1e-7, 1e-8, true],
    [-0.02, 0.01, true],
    [0.0075, 0.0001, true],
    [0.00751, 0.0001, false],
  ])('%d multipleOf %d → %s', (value, divisor, multiple) => {
    expect(isMultipleOf(value, divisor)).toBe(multiple);
  });
});

describe('findDuplicate: JSON equality, linear in the array’s size', () => {
  test.each([
    [[1, 2, 3], undefined],
    [[1, '1'], undefined],
    [[{ a: 1, b: 2 }, 3, { b: 2, a: 1 }], [0, 2]],
    [[[1, { x: null }], [1, { x: null }]], [0, 1]],
    [[0, -0], [0, 1]],
    [[{ a: [1] }, { a: [2] }], undefined],
  ])('%j → %j', (items, duplicate) => {
    expect(findDuplicate(items)).toEqual(duplicate);
  });
});

describe.each(['auto', 'interpreted'] as const)('on the %s engine', (engine) => {
  test('multipleOf: 0.01 accepts 19.99 and refuses 19.999', () => {
    const { input } = compileToolValidators(mcpTool({ input: { type: 'object', properties: { price: { type: 'number', multipleOf: 0.01 } } } }), { engine });
    expect(input({ price: 19.99 }).valid).toBe(true);
    expect(input({ price: 19.999 }).issues).toEqual([expect.objectContaining({ code: 'call/invalid-value', pointer: '/price', message: '"price" must be a multiple of 0.01, not 19.999.' })]);
  });

  test('uniqueItems over 20,000 objects is one linear pass, and names the equal pair', () => {
    const { input } = compileToolValidators(mcpTool({ input: { type: 'object', properties: { list: { type: 'array', uniqueItems: true } } } }), { engine });
    const list = Array.from({ length: 20_000 }, (_, i) => ({ id: i, tags: ['a', 'b'] }));
    expect(input({ list }).valid).toBe(true);
    const repeated = [...list, { tags: ['a', 'b'], id: 7 }];
    expect(input({ list: repeated }).issues).toEqual([expect.objectContaining({ pointer: '/list', message: '"list" must not repeat an item, but items 7 and 20000 are equal.' })]);
  });
});
