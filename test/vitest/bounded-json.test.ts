import { describe, expect, test } from 'vitest';
import { boundedJson } from '../../src/vitest/bounded-json.js';
import { describeFailure } from '../../src/vitest/contract-matcher.js';

const dag = (levels: number): unknown => {
  let node: unknown = { leaf: 'x' };
  for (let i = 0; i < levels; i++) node = { a: node, b: node };
  return node;
};

describe('boundedJson', () => {
  test.each([
    ['an object', { a: [1, 'x', null, true], b: { c: 'd' } }],
    ['a string with escapes', 'a"b\\c\n'],
    ['members JSON leaves out, and array holes JSON writes as null', { a: undefined, f: () => 1, list: [undefined, 2] }],
    ['a number', 19.99],
  ])('%s: as JSON.stringify writes it', (_name, value) => {
    expect(boundedJson(value, 2_000)).toBe(JSON.stringify(value));
  });

  test('a cycle is named, not followed', () => {
    const value: Record<string, unknown> = { a: 1 };
    value.self = value;
    expect(boundedJson(value, 2_000)).toBe('{"a":1,"self":"[cycle]"}');
  });

  test('a getter that throws is named', () => {
    expect(boundedJson({ a: 1, get boom() { throw new Error('no'); } }, 2_000)).toBe('{"a":1,"boom":"[unreadable]"}');
    expect(boundedJson(new Proxy({}, { ownKeys() { throw new Error('no'); } }), 2_000)).toBe('"[unreadable]"');
  });

  test('past the length it is cut, with an ellipsis', () => {
    expect(boundedJson('x'.repeat(10), 5)).toBe('"xxxx…');
  });

  test('deep nesting is cut at 64 levels', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(boundedJson(deep, 1_000_000)).toBe(`${'['.repeat(64)}"…"${']'.repeat(64)}`);
  });
});

// A handler's output that is a DAG of shared objects: JSON.stringify of 27 levels took 27 s and 2.5 GB.
test('a contract failure whose output is a DAG of 40 shared levels is described in 2,000 characters', () => {
  const text = describeFailure({ input: {}, output: dag(40), issues: [], shrunk: false } as never);
  expect(text).toContain('Its output:');
  expect(text.length).toBeLessThan(2_500);
}, 10_000);
