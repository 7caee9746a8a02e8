import { describe, expect, test } from 'vitest';
import { compileToolValidators } from '../../src/validators/compile.js';
import { isMultipleOf } from '../../src/validators/multiple-of.js';
import { findDuplicate } from '../../src/validators/unique-items.js';
import { withCallMemo } from '../../src/validators/call-memo.js';
import { enumMembership, jsonEqual } from '../../src/validators/json-equal.js';
import { withLinearUrl } from '../../src/validators/formats.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
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
    // spelt with more places than the divisor: no multiple (scaling it to a whole number once rounded it into one)
    [4241.099999999999, 0.3, false],
    [1.5e-300, 0.1, false],
    // past 1e21, the spelling's digits against the divisor's, without the power of ten
    [1.2e300, 0.1, true],
    [2.5e25, 0.25, true],
    [1e21, 0.3, false],
    // a remainder of 0 on the doubles, or a scaled product rounded, that the spellings contradict (a differential fuzzer's finds)
    [3.71e22, 3, false],
    [807045053224792800, 0.7, false],
    [40909735293091.84, 0.07, true],
  ])('%d multipleOf %d → %s', (value, divisor, multiple) => {
    expect(isMultipleOf(value, divisor)).toBe(multiple);
  });

  // The spellings' decimal arithmetic in BigInt, with nothing taken from the doubles: digits × 10^exponent.
  const spelled = (value: number) => {
    const [mantissa = '', exponent = '0'] = String(value).split('e');
    const [whole = '', fraction = ''] = mantissa.split('.');
    return { digits: BigInt(whole + fraction), exponent: Number(exponent) - fraction.length };
  };
  const reference = (value: number, divisor: number) => {
    const a = spelled(value);
    const b = spelled(divisor);
    const shift = a.exponent - b.exponent;
    return shift >= 0 ? (a.digits * 10n ** BigInt(shift)) % b.digits === 0n : a.digits % (b.digits * 10n ** BigInt(-shift)) === 0n;
  };
  test('agrees with the spellings’ arithmetic on 40,000 seeded pairs, multiples and near misses, small and past 2^53', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const divisors = [3, 7, 0.07, 0.7, 0.25, 0.5, 0.01, 0.1, 1.5, 0.125, 0.3, 12, 0.0001];
    let compared = 0;
    for (let i = 0; i < 40_000; i++) {
      const divisor = divisors[i % divisors.length] as number;
      const magnitude = 10 ** Math.floor(random() * 24);
      const multiple = Math.round(random() * magnitude) * divisor;
      const value = i % 3 === 0 ? multiple : i % 3 === 1 ? Number((multiple + divisor / 3).toPrecision(12)) : Number(multiple.toPrecision(1 + Math.floor(random() * 16)));
      if (!Number.isFinite(value) || value === 0 || /e-/.test(String(value))) continue;
      expect([value, divisor, isMultipleOf(value, divisor)]).toEqual([value, divisor, reference(value, divisor)]);
      compared++;
    }
    expect(compared).toBeGreaterThan(30_000);
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
    [[{ a: 'x' }, { x: 'a' }], undefined],
    [[['a', 1], ['a', '1']], undefined],
    [[{}, []], undefined],
    [[[[1, 2], [3]], [[1, 2], [3]]], [0, 1]],
    [[{ b: { c: [true] }, a: null }, { a: null, b: { c: [true] } }], [0, 1]],
    [[[1, [2]], [1, 2]], undefined],
  ])('%j → %j', (items, duplicate) => {
    expect(findDuplicate(items)).toEqual(duplicate);
    // One table of value numbers for a whole call gives the same pairs.
    expect(withCallMemo(() => findDuplicate(items))).toEqual(duplicate);
  });

  test('within one call, a value nested in many arrays is numbered once: its keys are listed once', () => {
    let listings = 0;
    const shared = new Proxy({ a: 1, b: 2 }, { ownKeys: (target) => (listings++, Reflect.ownKeys(target)) });
    const levels: unknown[][] = [[shared, 1]];
    for (let level = 0; level < 50; level++) levels.push([levels[levels.length - 1], level]);
    withCallMemo(() => levels.forEach((items) => findDuplicate(items)));
    expect(listings).toBe(1);
  });
});

describe('enumMembership: each data object’s keys listed once, whatever the members', () => {
  const counted = <T extends object>(value: T): { value: T; listings: () => number } => {
    let listings = 0;
    return { value: new Proxy(value, { ownKeys: (target) => (listings++, Reflect.ownKeys(target)) }), listings: () => listings };
  };

  test('members of other sizes are not compared', () => {
    const isMember = enumMembership(Array.from({ length: 1000 }, (_, j) => ({ a: j })));
    const wide = counted(Object.fromEntries(Array.from({ length: 999 }, (_, i) => [`k${i}`, i])));
    expect(isMember(wide.value)).toBe(false);
    expect(wide.listings()).toBe(1);
  });

  test('a nested data object is listed once for all the members that reach it', () => {
    const nested = counted(Object.fromEntries(Array.from({ length: 999 }, (_, i) => [`k${i}`, i])));
    const isMember = enumMembership(Array.from({ length: 1000 }, (_, j) => ({ a: { [`k${j}`]: j } })));
    expect(isMember({ a: nested.value })).toBe(false);
    expect(nested.listings()).toBe(1);
  });

  test('within one call, a hundred consts of objects list one data object’s keys once', () => {
    const wide = counted(Object.fromEntries(Array.from({ length: 999 }, (_, i) => [`k${i}`, 1])));
    const members = Array.from({ length: 100 }, (_, j) => ({ [`k${j}`]: 1 }));
    expect(withCallMemo(() => members.some((member) => jsonEqual(wide.value, member)))).toBe(false);
    expect(wide.listings()).toBe(1);
  });

  test.each([
    [[{ a: 1 }, [1, 2], 'x', null], { a: 1 }, true],
    [[{ a: 1 }, [1, 2], 'x', null], [1, 2], true],
    [[{ a: 1 }, [1, 2], 'x', null], [2, 1], false],
    [[{ a: 1 }, { a: 1, b: 2 }], { b: 2, a: 1 }, true],
    [[{ a: { b: [1, { c: 2 }] } }], { a: { b: [1, { c: 2 }] } }, true],
    [[{ a: { b: [1, { c: 2 }] } }], { a: { b: [1, { c: 2, d: 3 }] } }, false],
    [[{ a: undefined }], {}, false],
    [[null, 0, false, ''], 0, true],
    [[[]], {}, false],
    [[{}], [], false],
  ])('%j has %j: %s', (members, value, expected) => {
    expect(enumMembership(members)(value)).toBe(expected);
    expect(members.some((member) => jsonEqual(value, member))).toBe(expected);
  });
});

describe('format url: ajv-formats’ pattern with its quadratic user part rewritten, the same strings matched', () => {
  const original = fullFormats.url as RegExp;
  const check = withLinearUrl(fullFormats).url as unknown as (value: string) => boolean;
  const rewritten = { test: check };
  const parts = ['http://', 'https://', 'ftp://', 'a', 'A', ':', '@', '.', '-', '/', '1', 'com', 'é', ' ', '\u3000', '\t', '%', '8080', '10.', '192.168.', '172.16.', '1.2.3.4', 'user:pass@', '[::1]', 'xn--', '.aa', '😀'];

  test('the check took the pattern’s place', () => {
    expect(typeof check).toBe('function');
  });

  test('strings the pattern takes quadratic time on are read once: the same verdicts', () => {
    for (const text of ['http://' + ':'.repeat(9990), 'http://' + '@a.aa/'.repeat(1665) + ' ', 'http://' + 'a@'.repeat(4000) + 'b.com', 'http://' + 'a.'.repeat(4000) + 'com/ x']) {
      expect(check(text), text.slice(0, 20)).toBe(original.test(text));
    }
  });

  test('every string of up to five parts from a list gets the same verdict', () => {
    // Seeded, so a failure names the same strings each run.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % parts.length;
    for (let round = 0; round < 100_000; round++) {
      const text = `${parts[next() % 3]}${Array.from({ length: 1 + (round % 5) }, () => parts[next()]).join('')}`;
      expect(rewritten.test(text), text).toBe(original.test(text));
    }
    for (const text of ['http://user:pass@example.com:8080/x', 'http://a:@b.co', 'http://:@b.co', 'http://@b.co', 'http://a@b@c.com', 'http://10.0.0.1', 'http://1.2.3.4', 'http://例え.テスト']) {
      expect(rewritten.test(text), text).toBe(original.test(text));
    }
  });
});

describe.each(['auto', 'interpreted'] as const)('on the %s engine', (engine) => {
  test('multipleOf: 0.01 accepts 19.99 and refuses 19.999', () => {
    const { input } = compileToolValidators(mcpTool({ input: { type: 'object', properties: { price: { type: 'number', multipleOf: 0.01 } } } }), { engine });
    expect(input({ price: 19.99 }).valid).toBe(true);
    expect(input({ price: 19.999 }).issues).toEqual([expect.objectContaining({ code: 'call/invalid-value', pointer: '/price', message: '"price" must be a multiple of 0.01, not 19.999.' })]);
  });

  test.each([
    [3, 3.71e22, false],
    [0.7, 807045053224792800, false],
    [0.07, 40909735293091.84, true],
    [0.25, 19.75, true],
    [0.25, 1e14 + 0.25, true],
    [5, 2 ** 53 + 2, false],
  ])('multipleOf %d on %d: %s, as the spellings say', (divisor, value, multiple) => {
    const { input } = compileToolValidators(mcpTool({ input: { type: 'object', properties: { n: { type: 'number', multipleOf: divisor } } } }), { engine });
    expect(input({ n: value }).valid).toBe(multiple);
  });

  test('uniqueItems over 20,000 objects is one linear pass, and names the equal pair', () => {
    const { input } = compileToolValidators(mcpTool({ input: { type: 'object', properties: { list: { type: 'array', uniqueItems: true } } } }), { engine });
    const list = Array.from({ length: 20_000 }, (_, i) => ({ id: i, tags: ['a', 'b'] }));
    expect(input({ list }).valid).toBe(true);
    const repeated = [...list, { tags: ['a', 'b'], id: 7 }];
    expect(input({ list: repeated }).issues).toEqual([expect.objectContaining({ pointer: '/list', message: '"list" must not repeat an item, but items 7 and 20000 are equal.' })]);
  });
});
