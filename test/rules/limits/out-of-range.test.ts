import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/limits/out-of-range.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const limits = (memMB: number, cpuMs: number) => packTool({ limits: { memMB, cpuMs } });

testRule(rule, {
  valid: [
    { name: 'ordinary caps', manifest: limits(512, 30_000) },
    { name: 'the smallest caps', manifest: limits(1, 1) },
    { name: 'exactly 1 TiB and a day', manifest: limits(1_048_576, 86_400_000) },
    { name: 'no limits', manifest: packTool() },
  ],
  invalid: [
    { name: 'memory in bytes, not MB', manifest: limits(536_870_912, 1000), issues: [{ pointer: '/limits/memMB', severity: 'warning' }] },
    { name: 'just over a day of CPU time', manifest: limits(256, 86_400_001), issues: [{ pointer: '/limits/cpuMs', severity: 'warning' }] },
    {
      name: 'both too large',
      manifest: limits(2_000_000, 3_600_000_000),
      issues: [{ pointer: '/limits/memMB', severity: 'warning' }, { pointer: '/limits/cpuMs', severity: 'warning' }],
    },
    {
      name: 'the strict profile makes the warning an error',
      manifest: limits(2_000_000, 1000),
      options: { profile: 'strict' },
      issues: [{ pointer: '/limits/memMB', severity: 'error' }],
    },
  ],
});

test('a cap below 1 is the schema’s to refuse, as in the runtime’s schema', () => {
  for (const manifest of [limits(0, 1000), limits(256, -1)]) {
    const issues = vetToolManifest(manifest).issues;
    expect(issues.map(({ code }) => code)).toEqual(['manifest/invalid-value']);
    expect(issues.filter((issue) => issue.code === rule.id)).toEqual([]);
  }
});
