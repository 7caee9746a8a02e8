import { beforeEach, describe, expect, test } from 'vitest';
import { cachedVerdict, cacheVerdict, clearVerdictCache, type Verdict } from '../../../src/schema-checks/redos/verdict.js';

const safe: Verdict = { status: 'safe', tier: 'syntactic' };
const vulnerable: Verdict = { status: 'vulnerable', tier: 'recheck', complexity: 'exponential', attack: "'a'.repeat(31)" };
const beyond: Verdict = { status: 'undecided', tier: 'syntactic', reason: 'a lookaround' };
const timedOut: Verdict = { status: 'undecided', tier: 'recheck', reason: 'recheck did not decide it within its time limit' };

describe('the verdict cache: more complete later, never different', () => {
  beforeEach(() => clearVerdictCache());

  test.each([
    ['a decision is never replaced', [safe, vulnerable], safe],
    ['a decision replaces an undecided verdict', [beyond, vulnerable], vulnerable],
    ['recheck’s undecided verdict replaces the syntactic one', [beyond, timedOut], timedOut],
    ['nothing undecided replaces recheck’s undecided verdict', [timedOut, beyond], timedOut],
    ['a decision replaces recheck’s undecided verdict', [timedOut, safe], safe],
  ] as [string, Verdict[], Verdict][])('%s', (_, sequence, last) => {
    for (const verdict of sequence) cacheVerdict('^x+$', verdict);
    expect(cachedVerdict('^x+$')).toEqual(last);
  });

  test('bounded: the oldest verdicts go first', () => {
    for (let i = 0; i <= 10_000; i++) cacheVerdict(`^${i}+$`, safe);
    expect(cachedVerdict('^0+$')).toBeUndefined();
    expect(cachedVerdict('^10000+$')).toEqual(safe);
  });
});
