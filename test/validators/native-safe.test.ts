import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { vetToolManifest } from '../../src/index.js';
import { linearRegExp, runsNatively } from '../../src/validators/regexp.js';
import { safeNatively } from '../../src/validators/native-safe.js';
import { mcpTool } from '../fixtures.js';
import { redosBody } from '../support/regex-grammar.js';

// As compileToolValidators asks it: after the vet, whose ReDoS pass has left its verdict cached.
function vettedSafeNatively(pattern: string): boolean {
  vetToolManifest(mcpTool({ input: { type: 'object', properties: { p: { type: 'string', pattern } } } }));
  return safeNatively(pattern);
}

describe('safeNatively: anchored, safe to the syntactic ReDoS pass, few choices', () => {
  test.each([
    ['^(?:[a-z0-9-]+\\.)+[a-z]{2,}$', true],
    ['^\\p{L}+$', true],
    ['^(?:GET|POST|PUT)$', true],
    ['^\\d+(\\.\\d+)?$', true],
    ["^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$", true],
    // Not anchored: a search would make one attempt per position.
    ['(?:[a-z0-9-]+\\.)+[a-z]{2,}$', false],
    // Exponential or polynomial to the pass.
    ['^(a|a)*$', false],
    ['^(?:[a-z]+-?)+$', false],
    ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', false],
    // Linear in the input's length, but 2^7 ways through its choices, and 2,000 copies.
    ['^(?:a|b)(?:a|b)(?:a|b)(?:a|b)(?:a|b)(?:a|b)(?:a|b)$', false],
    ['^(?:[A-Za-z ,.]|-){1,2000}$', false],
    // Undecided: lookaround.
    ['^(?=.*\\d)\\w+$', false],
  ])('%s → %s', (pattern, native) => {
    expect(vettedSafeNatively(pattern)).toBe(native);
  });

  test('a pattern with a repeat read as unbounded that no vet has decided stays on re2js', () => {
    expect(safeNatively('^(?:[a-z]+_)+[0-9]{2,}$')).toBe(false);
    expect(vettedSafeNatively('^(?:[a-z]+_)+[0-9]{2,}$')).toBe(true);
  });

  test('linearRegExp runs such a pattern natively (guarded: it repeats a group)', () => {
    expect(vettedSafeNatively('^(?:[a-z0-9-]+\\.)+[a-z]{2,}$')).toBe(true);
    const matcher = linearRegExp('^(?:[a-z0-9-]+\\.)+[a-z]{2,}$', 'u');
    expect(runsNatively(matcher)).toBe(true);
    expect(['api.example.com', 'a.b', 'x..com'].map((input) => matcher.test(input))).toEqual([true, false, false]);
  });
});

// The grammar of the ReDoS property test, anchored at the start (safeNatively takes nothing else).
const anchored = fc.tuple(redosBody, fc.boolean()).map(([body, end]) => `^${body}${end ? '$' : ''}`);

// Each pattern natively against strings that pump what it matches, then fail: linear, they take
// milliseconds in all; one super-linear pattern among them takes the child past its time limit.
const CHILD = `
let text = '';
process.stdin.on('data', (chunk) => (text += chunk));
process.stdin.on('end', () => {
  const pumps = ['a', 'b', 'c', 'ab', 'ba', 'aab', '1', 'a1', ' ', 'a ', '_', 'a_'];
  const inputs = pumps.flatMap((pump) => ['!', '', 'b', '\\n', ' '].map((end) => pump.repeat(Math.ceil(12000 / pump.length)) + end));
  let matched = 0;
  for (const pattern of JSON.parse(text)) {
    const regExp = new RegExp(pattern, 'u');
    for (const input of inputs) {
      regExp.test(input);
      matched++;
    }
  }
  process.stdout.write(String(matched));
});
`;

test('no fuzzed pattern it runs natively takes super-linear time: each against pumped strings, in a child with a time limit', () => {
  const patterns = [...new Set(fc.sample(anchored, { seed: 20261202, numRuns: 1500 }))].filter((pattern) => vettedSafeNatively(pattern));
  // The sample reaches patterns with repeats and alternations, not only trivial ones.
  expect(patterns.length).toBeGreaterThan(200);
  expect(patterns.filter((pattern) => /[*+]|\{2,\}/.test(pattern)).length).toBeGreaterThan(100);
  const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--input-type=module', '-e', CHILD], { input: JSON.stringify(patterns), encoding: 'utf8', timeout: 60_000 });
  expect(child.signal, 'the child was killed (time limit): a pattern run natively took super-linear time').toBeNull();
  expect(child.stderr).toBe('');
  expect(Number(child.stdout)).toBe(patterns.length * 60);
}, 90_000);
