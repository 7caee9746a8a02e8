import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { patternProblem } from '../../../src/schema-checks/patterns.js';
import { analyseSyntactically, SYNTACTIC_UNITS_PER_PATTERN } from '../../../src/schema-checks/redos/syntactic.js';
import { redosBody } from '../../support/regex-grammar.js';

type CheckSync = (source: string, flags: string, params: object) => { status: string; complexity?: { type: string } };
const { checkSync } = createRequire(import.meta.url)('recheck/lib/browser.js') as { checkSync: CheckSync };

const pattern = fc.tuple(fc.boolean(), redosBody, fc.boolean()).map(([start, body, end]) => `${start ? '^' : ''}${body}${end ? '$' : ''}`);

describe('the syntactic pass against recheck', () => {
  test('never calls linear a pattern recheck calls vulnerable, and never vulnerable one it calls safe', () => {
    fc.assert(
      fc.property(pattern, (source) => {
        const ours = analyseSyntactically(source, () => true);
        if (ours.status === 'undecided') return;
        const theirs = checkSync(source, 'u', { checker: 'automaton', timeout: 10_000 });
        // recheck undecided (its own limits): nothing to compare.
        if (theirs.status === 'unknown') return;
        expect({ source, status: ours.status }).toEqual({ source, status: theirs.status });
        if (ours.status === 'vulnerable') expect({ source, complexity: ours.complexity }).toEqual({ source, complexity: theirs.complexity?.type });
      }),
      { seed: 20261201, numRuns: 120 },
    );
  }, 120_000);

  test('never throws and never spends past its allowance, on any string that compiles', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (source) => {
        if (patternProblem(source) !== undefined) return;
        let spent = 0;
        const verdict = analyseSyntactically(source, (units) => ((spent += units), true));
        expect(['safe', 'vulnerable', 'undecided']).toContain(verdict.status);
        // The pass turns its own exceptions into a verdict so a vet survives them; none may happen.
        expect({ source, reason: verdict.status === 'undecided' ? verdict.reason : '' }).not.toMatchObject({ reason: expect.stringMatching(/^the syntactic pass failed/) });
        expect(spent).toBeLessThanOrEqual(SYNTACTIC_UNITS_PER_PATTERN + 1);
      }),
      { seed: 20261202, numRuns: 2_000 },
    );
  });
});
