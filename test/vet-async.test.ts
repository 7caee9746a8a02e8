import { describe, expect, test } from 'vitest';
import { vetToolManifest, vetToolManifestAsync } from '../src/index.js';
import { cachedVerdict } from '../src/schema-checks/redos/verdict.js';
import { recheckPatterns } from '../src/schema-checks/redos/recheck-client.js';
import { mcpTool, packTool } from './fixtures.js';

// Patterns beyond the syntactic pass (a lookahead) that recheck decides (its fuzzer, from a fixed
// seed). The worker is the built one (`npm test` builds first); the roomy budget only keeps a
// loaded machine from turning a decision into "not decided in time".
const withPattern = (pattern: string) => ({ type: 'object', properties: { a: { type: 'string', pattern } } });
const roomy = { limits: { maxVetMs: 30_000 } };

describe('vetToolManifestAsync', () => {
  test('the sync vet reports an undecided pattern; the async vet decides it (safe), and later sync vets know', async () => {
    const manifest = packTool({ input: withPattern('^(?=.*\\d)\\w+$') });
    expect(vetToolManifest(manifest).issues).toEqual([expect.objectContaining({ code: 'schema/pattern-unanalysed', severity: 'warning', pointer: '/input/properties/a/pattern' })]);
    expect((await vetToolManifestAsync(manifest, roomy)).issues).toEqual([]);
    expect(vetToolManifest(manifest).issues).toEqual([]);
  }, 60_000);

  test('recheck’s vulnerable verdict becomes schema/pattern-redos', async () => {
    const manifest = mcpTool({ input: withPattern('^(?=a)(a|a)*$') });
    expect(vetToolManifest(manifest).issues.map((issue) => issue.code)).toEqual(['schema/pattern-unanalysed']);
    const report = await vetToolManifestAsync(manifest, roomy);
    expect(report.issues).toEqual([expect.objectContaining({ code: 'schema/pattern-redos', severity: 'warning', pointer: '/input/properties/a/pattern' })]);
  }, 60_000);

  // One call of 999 slow patterns kept the worker on them for minutes after it returned, and every
  // later call's patterns waited behind them: a caller that stops waiting takes its unsent patterns with it.
  test('patterns a caller stopped waiting for are dropped: a later call is not stuck behind them', async () => {
    const slow = Array.from({ length: 60 }, (_, i) => `^(?=(a|aa|aaa)*x${i})((a|b)*c|(a|ab)*d)\\1$`);
    await recheckPatterns(slow, 200);
    const easy = '^(?=.*\\d{7})(?=.*[a-z])\\w+$';
    // Behind the one slow pattern in the worker, not the sixty: each takes about a second.
    await recheckPatterns([easy], 20_000);
    expect(cachedVerdict(easy)).toEqual({ status: 'safe', tier: 'recheck' });
    expect(slow.filter((pattern) => cachedVerdict(pattern)?.tier === 'recheck').length).toBeLessThan(slow.length);
  }, 60_000);

  test('what is left of a budget need not be whole milliseconds (recheck takes only whole ones)', async () => {
    // vetToolManifestAsync passes the budget less the time the sync vet took: a fraction, almost always.
    await recheckPatterns(['^(?=b)(b|b)*$'], 9_000.5);
    expect(cachedVerdict('^(?=b)(b|b)*$')).toMatchObject({ status: 'vulnerable', tier: 'recheck' });
  }, 60_000);

  test('a manifest with nothing undecided is the sync report, without the worker', async () => {
    const manifest = packTool({ input: withPattern('^[a-z]+$') });
    expect(await vetToolManifestAsync(manifest)).toEqual(vetToolManifest(manifest));
  });

  test('bad input never rejects', async () => {
    await expect(vetToolManifestAsync('{"id": ')).resolves.toMatchObject({ valid: false });
  });
});
