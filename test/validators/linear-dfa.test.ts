import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { accountDfa, dfaBytesHeld, MAX_DFA_BYTES, MAX_DFA_BYTES_PER_PATTERN } from '../../src/validators/linear-dfa.js';
import { compileLinear } from '../../src/validators/re2-syntax.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

// First, while nothing else is held: re2js's own budget let this DFA hold 8 MB, and build a state
// at each of 40,000 characters (each dearer than a step of its NFA), for 80–130 ms a match.
test('one pattern’s DFA holds at most MAX_DFA_BYTES_PER_PATTERN, and the NFA takes over past it', () => {
  expect(dfaBytesHeld()).toBe(0);
  const matcher = compileLinear('a[ab]{16}c');
  let seed = 7;
  const text = Array.from({ length: 40_000 }, () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 1 ? 'a' : 'b').join('');
  expect(matcher.test(text)).toBe(false);
  expect(matcher.test(`${text}a${'b'.repeat(16)}c`)).toBe(true);
  expect(dfaBytesHeld()).toBeGreaterThan(0);
  expect(dfaBytesHeld()).toBeLessThanOrEqual(MAX_DFA_BYTES_PER_PATTERN);
});

// A stand-in for re2js's DFA: its budget, what is left of it, and whether its cache was emptied.
function fakePattern(bytes: number) {
  const dfa = { stateBudget: 8 * 2 ** 20, memBudget: 8 * 2 ** 20 - bytes, cleared: 0, clearCache() { this.memBudget = this.stateBudget; this.cleared++; } };
  return { dfa, pattern: { re2: () => ({ lazyDFA: dfa }) } };
}

test('past the bound, the caches that grew least recently are emptied, and the count stays within it', () => {
  const patterns = Array.from({ length: 12 }, () => fakePattern(6 * 2 ** 20));
  for (const { pattern } of patterns) accountDfa(pattern);
  expect(dfaBytesHeld()).toBeLessThanOrEqual(MAX_DFA_BYTES);
  // The first ones grew first: they were emptied, the last five were not.
  expect(patterns.slice(0, 7).every(({ dfa }) => dfa.cleared === 1)).toBe(true);
  expect(patterns.slice(7).every(({ dfa }) => dfa.cleared === 0)).toBe(true);
  // A pattern whose cache did not grow is not counted again.
  accountDfa((patterns[11] as ReturnType<typeof fakePattern>).pattern);
  expect(dfaBytesHeld()).toBe(5 * 6 * 2 ** 20);
});

const CHILD = `
import { compileToolValidators } from './dist/index.js';
const properties = Object.fromEntries(Array.from({ length: 60 }, (_, i) => ['p' + i, { type: 'string', pattern: '\\\\b[\\\\p{L}\\\\p{N}]{1,200}x' + i + '$' }]));
const manifest = { id: 'hostile.dfa', description: 'DFA caches.', version: '1.0.0', transport: 'mcp', mcpEndpoint: 'mcp+stdio://x', input: { type: 'object', properties }, output: { type: 'object' } };
const { input } = compileToolValidators(manifest);
const text = 'aé1'.repeat(3000);
const codes = new Set();
for (let i = 0; i < 60; i++) for (const issue of input({ ['p' + i]: text + 'x' + i + '!' }).issues) codes.add(issue.code);
process.stdout.write(JSON.stringify([...codes]));
`;

// Each of re2js's DFAs kept up to 8 MB for as long as its pattern: these sixty held some 200 MB. (\b keeps
// the leading repeat whole: at an unanchored end it would be cut to one copy, with a DFA of a few states.)
test('sixty patterns each matched against long strings, in a child with a 128 MB heap', () => {
  const child = spawnSync(process.execPath, ['--max-old-space-size=128', '--input-type=module', '-e', CHILD], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  expect(child.signal, 'the child was killed (time limit)').toBeNull();
  expect(child.stderr).toBe('');
  expect(JSON.parse(child.stdout)).toEqual(['call/invalid-value']);
});
