import { describe, expect, test } from 'vitest';
import { analyseSyntactically } from '../../../src/schema-checks/redos/syntactic.js';

const unmetered = () => true;

// Verdicts recheck gives too (its automaton checker, checked by hand when this table was written;
// the property test in property.test.ts checks the safe side against recheck on generated patterns).
const VULNERABLE: [pattern: string, complexity: 'exponential' | 'polynomial'][] = [
  ['^(a|a)*$', 'exponential'],
  ['(a|aa)+$', 'exponential'],
  ['(a+)+b', 'exponential'],
  ['^(a+)+$', 'exponential'],
  ['(\\w+\\s?)*$', 'exponential'],
  ['^(\\w+\\s?)*$', 'exponential'],
  ['^([a-z]+)*\\d$', 'exponential'],
  ['^(?:[a-z0-9]+[-_]?[a-z0-9]*)*@[a-z]+$', 'exponential'],
  ['^(a|ab|b)*c$', 'exponential'],
  // Counted repeats of 16 or more: exponential to their counts (3 s natively for 26 characters).
  ['^(?:a|a){1,30}$', 'exponential'],
  ['^(?:a{0,30}){1,30}$', 'exponential'],
  ['^(a{1,30}){1,30}$', 'exponential'],
  ['^(\\w+\\s?){1,50}$', 'exponential'],
  ['^a*a*$', 'polynomial'],
  ['^\\d+\\d+$', 'polynomial'],
  ['^\\s*\\w*\\s*$', 'polynomial'],
  ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'polynomial'],
  ['a+b', 'polynomial'],
  ['\\s+$', 'polynomial'],
  ['f.*o', 'polynomial'],
  ['^.*a.*a$', 'polynomial'],
];

const SAFE = [
  '^[a-z]+-[0-9]+$',
  '^[0-9a-f]{40}$',
  '^\\d{4}-\\d{2}-\\d{2}$',
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  '^(([a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])\\.)*([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9])$',
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$',
  "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$",
  '^(-?[a-zA-Z]{2})$',
  '^\\p{Letter}+$',
  '^🐲*$',
  '^.*bar$',
  'a+',
  'f.*',
  '[0-9]{2,}',
  '^https?://[^/]+(/.*)?$',
  '^[a-z]+(,[a-z]+)*$',
  '^(?:a|b)*c$',
  // Counts too large to write out, but no ambiguity even unbounded.
  '^[a-z]{1,5000}$',
  '^(?:a|b){1,16}c$',
];

const UNDECIDED: [pattern: string, reason: RegExp][] = [
  ['^(?=.*\\d)\\w+$', /lookaround/],
  ['^(\\w)\\1+$', /backreference/],
  ['^[a-z]{1,3000}[a-z]{1,3000}$', /counted repeats/],
  ['^(?:a?){30}a{30}$', /too costly/],
];

describe('the syntactic ReDoS pass', () => {
  test.each(VULNERABLE)('%s is %s, with a proven attack', (pattern, complexity) => {
    const verdict = analyseSyntactically(pattern, unmetered);
    expect(verdict).toMatchObject({ status: 'vulnerable', tier: 'syntactic', complexity });
    expect(verdict.status === 'vulnerable' && verdict.attack).toMatch(/\.repeat\(\d+\)/);
  });

  test.each(SAFE)('%s is linear', (pattern) => {
    expect(analyseSyntactically(pattern, unmetered)).toEqual({ status: 'safe', tier: 'syntactic' });
  });

  test.each(UNDECIDED)('%s is left undecided (%s)', (pattern, reason) => {
    const verdict = analyseSyntactically(pattern, unmetered);
    expect(verdict.status).toBe('undecided');
    expect(verdict.status === 'undecided' && verdict.reason).toMatch(reason);
  });

  test('a refused meter leaves the pattern undecided for want of budget', () => {
    let calls = 0;
    const verdict = analyseSyntactically('^(([a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])\\.)*[a-z]+$', () => ++calls < 3);
    expect(verdict).toEqual({ status: 'undecided', tier: 'syntactic', reason: 'budget' });
  });
});
