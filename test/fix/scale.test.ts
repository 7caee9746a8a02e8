// compatibleFixes and the edits' application are O(n log n): the same choices and the same text as
// the quadratic originals (kept here as the reference), on any input, and bounded on hostile sizes.
import fc from 'fast-check';
import { applyEdits } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import { applyFix, compatibleFixes, fixText } from '../../src/fix/apply.js';
import { vetToolManifest, type Fix, type Issue } from '../../src/index.js';
import { childOfSrc } from '../support/child-bundle.js';

/** compatibleFixes as it was: each fix against every span taken before it. */
function reference(issues: readonly Issue[]): Fix[] {
  const fixes = issues.flatMap((issue) => (issue.fix === undefined || issue.fix.edits.length === 0 ? [] : [issue.fix]));
  const start = (fix: Fix) => Math.min(...fix.edits.map((edit) => edit.offset));
  fixes.sort((a, b) => start(a) - start(b));
  const chosen: Fix[] = [];
  const taken: { from: number; to: number }[] = [];
  for (const fix of fixes) {
    const spans = fix.edits.map((edit) => ({ from: edit.offset, to: edit.offset + edit.length }));
    if (spans.some((span) => taken.some((other) => (span.from < other.to && other.from < span.to) || span.from === other.from))) continue;
    if (chosen.some((other) => JSON.stringify(other.edits) === JSON.stringify(fix.edits))) continue;
    chosen.push(fix);
    taken.push(...spans);
  }
  return chosen;
}

const edit = (offsets: fc.Arbitrary<number>, lengths: fc.Arbitrary<number>) => fc.record({ offset: offsets, length: lengths, newText: fc.constantFrom('', 'x', 'yz') });
const issuesOf = (offsets: fc.Arbitrary<number>, lengths: fc.Arbitrary<number>) =>
  fc
    .array(fc.option(fc.record({ description: fc.constant('d'), edits: fc.array(edit(offsets, lengths), { maxLength: 3 }) }), { nil: undefined }), { maxLength: 25 })
    // Some fixes repeated, as one object or as an equal copy: both kinds of duplicate are in play.
    .chain((fixes) => fc.array(fc.nat({ max: 2 * fixes.length + 1 }), { maxLength: 6 }).map((picks) => [...fixes, ...picks.map((pick) => (pick % 2 === 0 ? fixes[pick >> 1] : structuredClone(fixes[pick >> 1])))]))
    .map((fixes): Issue[] => fixes.map((fix) => ({ code: 'x/y', severity: 'error', message: 'm', pointer: '', ...(fix === undefined ? {} : { fix }) })));

describe('compatibleFixes chooses as it always did', () => {
  test.each([
    ['small offsets and lengths', fc.nat({ max: 30 }), fc.nat({ max: 6 })],
    ['any numbers: negative, fractional, NaN, infinite', fc.oneof(fc.integer({ min: -10, max: 20 }), fc.constantFrom(NaN, Infinity, -Infinity, -0, 2.5)), fc.oneof(fc.integer({ min: -4, max: 6 }), fc.constantFrom(NaN, Infinity, 0.5))],
  ])('%s', (_name, offsets, lengths) => {
    fc.assert(
      fc.property(issuesOf(offsets, lengths), (issues) => {
        const chosen = compatibleFixes(issues);
        const expected = reference(issues);
        expect(chosen.length).toBe(expected.length);
        chosen.forEach((fix, index) => expect(fix).toBe(expected[index]));
      }),
      { seed: 7, numRuns: 2000 },
    );
  });

  test('an edit whose offset is not a number is a TypeError', () => {
    const issue = { code: 'x/y', severity: 'error', message: 'm', pointer: '', fix: { description: 'd', edits: [{ offset: '3', length: 1, newText: '' }] } } as unknown as Issue;
    expect(() => compatibleFixes([issue])).toThrow(TypeError);
  });
});

describe('applyFix', () => {
  test('applies edits as jsonc-parser does: insertions before replacements at one offset, in the given order among equals', () => {
    const text = 'abcdefghij';
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 10 }), { maxLength: 5 }), fc.array(fc.nat({ max: 3 }), { maxLength: 5 }), fc.array(fc.boolean(), { maxLength: 5 }), (cuts, inserts, extra) => {
        // Disjoint replacements between sorted cut points, and insertions at some of them.
        const points = [...cuts].sort((a, b) => a - b);
        const edits = points.flatMap((point, index) => {
          const next = points[index + 1] ?? text.length;
          const replace = { offset: point, length: Math.min(inserts[index] ?? 0, next - point), newText: `<${index}>` };
          return extra[index] ? [replace, { offset: point, length: 0, newText: `+${index}` }] : [replace];
        });
        const expected = applyEdits(text, edits.map(({ offset, length, newText }) => ({ offset, length, content: newText })));
        expect(applyFix(text, { description: 'd', edits })).toBe(expected);
      }),
      { seed: 3, numRuns: 1000 },
    );
  });

  test.each([
    ['a negative offset', { description: 'd', edits: [{ offset: -3, length: 1, newText: 'X' }] }, /edit 0 \(offset -3, length 1\) lies outside the text/],
    ['an edit past the end', { description: 'd', edits: [{ offset: 6, length: 5, newText: 'X' }] }, /edit 0 \(offset 6, length 5\) lies outside the text \(7 code units\)/],
    ['an offset past the end', { description: 'd', edits: [{ offset: 8, length: 0, newText: 'X' }] }, /lies outside the text/],
    ['overlapping edits', { description: 'd', edits: [{ offset: 1, length: 3, newText: 'X' }, { offset: 2, length: 1, newText: 'Y' }] }, /two edits overlap at offset 2/],
    ['a fractional offset', { description: 'd', edits: [{ offset: 1.5, length: 0, newText: 'X' }] }, /whole-number offset/],
    ['a negative length', { description: 'd', edits: [{ offset: 3, length: -1, newText: 'X' }] }, /whole-number length of 0 or more/],
    ['a newText that is no string', { description: 'd', edits: [{ offset: 0, length: 0, newText: 1 }] }, /a string newText/],
    ['no edits array', { description: 'd' }, /applyFix takes a fix/],
    ['null', null, /applyFix takes a fix/],
  ])('%s is a TypeError', (_name, fix, message) => {
    expect(() => applyFix('{"a":1}', fix as never)).toThrow(TypeError);
    expect(() => applyFix('{"a":1}', fix as never)).toThrow(message);
  });

  test('text that is no string is a TypeError', () => {
    expect(() => applyFix(undefined as never, { description: 'd', edits: [] })).toThrow(TypeError);
  });

  test('the edits are applied in place, the rest kept byte for byte', () => {
    expect(applyFix('{"a":1}', { description: 'd', edits: [{ offset: 7, length: 0, newText: '\n' }, { offset: 5, length: 1, newText: '2' }] })).toBe('{"a":2}\n');
  });
});

describe('hostile sizes, each in a child with a 256 MB heap and a time limit', () => {
  const child = childOfSrc();

  const cases: [string, string, string][] = [
    [
      // 6,000 took fixText 12 s: every fix was checked against every span taken before it, and each edit copied the text.
      '15,000 duplicate effects: one pass removes every repeat',
      `import { fixText } from './index.mjs';
const base = { id: 'acme.weather', description: 'Weather.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' }, transport: 'mcp', mcpEndpoint: 'mcp+stdio://x' };
const text = JSON.stringify({ ...base, effects: Array(15000).fill({ kind: 'reads', resource: 'blob:*' }) });
const result = fixText(text);
console.log(JSON.stringify({ applied: result.applied.length, effects: JSON.parse(result.text).effects.length }));`,
      '{"applied":14999,"effects":1}',
    ],
    [
      // The CLI's --fix and the language server: jsonc-parser's applyEdits copied the text at each edit (43 s here).
      'fixDocument on 60,000 duplicate effects, the size limit raised',
      `import { fixDocument } from './document-fix.mjs';
const base = { id: 'acme.weather', description: 'Weather.', version: '1.0.0', input: { type: 'object' }, output: { type: 'object' }, transport: 'mcp', mcpEndpoint: 'mcp+stdio://x' };
const text = JSON.stringify({ ...base, effects: Array(60000).fill({ kind: 'reads', resource: 'blob:*' }) });
const result = fixDocument(text, { limits: { maxBytes: 16 * 1024 * 1024, maxVetMs: 60000 } });
console.log(JSON.stringify({ applied: result.applied.length, effects: JSON.parse(result.text).effects.length }));`,
      '{"applied":59999,"effects":1}',
    ],
    [
      '200,000 hand-made fixes in reverse text order',
      `import { compatibleFixes } from './index.mjs';
const N = 200000;
const issues = Array.from({ length: N }, (_, i) => ({ fix: { description: '', edits: [{ offset: (N - i) * 3, length: 4, newText: 'x' }] } }));
const chosen = compatibleFixes(issues);
console.log(JSON.stringify({ chosen: chosen.length, first: chosen[0].edits[0].offset }));`,
      '{"chosen":100000,"first":3}',
    ],
    [
      'one fix of 1,000,000 edits',
      `import { applyFix } from './index.mjs';
const N = 1e6;
const text = 'ab'.repeat(N);
const fixed = applyFix(text, { description: '', edits: Array.from({ length: N }, (_, i) => ({ offset: (N - 1 - i) * 2, length: 1, newText: 'X' })) });
console.log(JSON.stringify({ length: fixed.length, start: fixed.slice(0, 6) }));`,
      '{"length":2000000,"start":"XbXbXb"}',
    ],
  ];
  test.each(cases)('%s', (_name, script, expected) => {
    const result = child().run(script, 30_000);
    expect({ signal: result.signal, status: result.status, stderr: result.stderr }).toEqual({ signal: null, status: 0, stderr: '' });
    expect(result.stdout.trim()).toBe(expected);
  }, 40_000);
});

test('fixText gives the text jsonc-parser gave, on a manifest with several kinds of fix', () => {
  const source = JSON.stringify({ id: 'acme.weather', description: 'Weather.', version: '1.0.0', mutatin: false, input: { type: 'object' }, output: { type: 'object' }, transport: 'MCP', mcpEndpoint: 'http://x.example.com/mcp', effects: [{ kind: 'reads' }, { kind: 'reads' }, { kind: 'reads' }] }, null, 2);
  const result = fixText(source);
  // Re-done pass by pass with jsonc-parser's applyEdits on the same choices.
  let expected = source;
  for (let pass = 0; pass < result.passes; pass++) {
    const fixes = compatibleFixes(vetToolManifest(expected).issues);
    expected = applyEdits(expected, fixes.flatMap((fix) => fix.edits.map(({ offset, length, newText }) => ({ offset, length, content: newText }))));
  }
  expect(result.applied.length).toBeGreaterThan(2);
  expect(result.text).toBe(expected);
});
