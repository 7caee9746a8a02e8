import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/limits.js';
import { mayHoldLoneSurrogates, surveyParsed } from '../../src/source/parsed.js';
import { readText } from '../../src/source/text.js';
import { readTree } from '../../src/source/tree.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
const limits = { ...DEFAULT_LIMITS, maxProperties: 6 };

// JSON with what readTree looks for mixed in: hostile keys, unsafe numbers, lone surrogates, wide objects, schema places.
const key = fc.oneof(fc.string({ unit: 'binary', maxLength: 5 }), fc.constantFrom('__proto__', 'input', 'output', 'properties', 'needsSpec', 'env', 'x', '\ud800'));
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.string({ unit: 'binary' }), fc.constantFrom(1e400, 2 ** 60, -(2 ** 53), 2 ** 53 - 1, 'a\udc00b', 0), fc.integer(), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 8 }),
})).value;

// JSON text of the generated value: members written as given (`__proto__` stays a key, 1e400 stays a number).
function text(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '1e400';
  if (!Array.isArray(value)) return JSON.stringify(value);
  if (value.every((item) => Array.isArray(item) && item.length === 2 && typeof item[0] === 'string')) return `{${value.map(([name, item]) => `${JSON.stringify(name)}: ${text(item)}`).join(', ')}}`;
  return `[${value.map(text).join(', ')}]`;
}

describe('surveyParsed', () => {
  test('a text reads as readTree reads JSON.parse of it, whether the survey trusts the tree or not', () => {
    fc.assert(
      fc.property(json, (value) => {
        const source = text(value);
        const reading = readText(source, limits);
        const { issues, tree, blocked, dropped } = readTree(JSON.parse(source), false, limits);
        expect({ issues: reading.issues.filter((issue) => issue.code !== 'json/duplicate-key'), tree: reading.tree, blocked: reading.blocked, dropped: reading.dropped }).toEqual({ issues, tree, blocked, dropped });
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  test.each([
    ['a plain tree', '{"a": [1, "x", {"b": null}]}', true],
    ['a __proto__ key', '{"a": {"__proto__": 1}}', false],
    ['an unsafe number, even inside a schema', '{"input": {"maximum": 1e400}}', false],
    ['an object over the key limit', `{${Array.from({ length: 7 }, (_, i) => `"k${i}": ${i}`).join(', ')}}`, false],
    ['an escaped lone surrogate', '{"a": "\\ud800"}', false],
    ['an escaped pair', '{"a": "\\ud83d\\ude00"}', true],
  ])('%s, %s: clean is %s', (_name, source, clean) => {
    expect(surveyParsed(JSON.parse(source), limits.maxProperties, mayHoldLoneSurrogates(source)).clean).toBe(clean);
  });

  test('counts every key of a clean tree', () => {
    expect(surveyParsed(JSON.parse('{"a": {"b": 1, "c": [{"d": 2}]}, "e": {}}'), 10, false)).toEqual({ keys: 5, clean: true });
  });
});
