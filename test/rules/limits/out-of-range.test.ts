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
    { name: 'zero memory', manifest: limits(0, 1000), issues: [{ pointer: '/limits/memMB', severity: 'error' }] },
    { name: 'negative CPU time', manifest: limits(256, -1), issues: [{ pointer: '/limits/cpuMs', severity: 'error' }] },
    { name: 'both below 1', manifest: limits(0, 0), issues: [{ pointer: '/limits/memMB', severity: 'error' }, { pointer: '/limits/cpuMs', severity: 'error' }] },
    { name: 'memory in bytes, not MB', manifest: limits(536_870_912, 1000), issues: [{ pointer: '/limits/memMB', severity: 'warning' }] },
    { name: 'just over a day of CPU time', manifest: limits(256, 86_400_001), issues: [{ pointer: '/limits/cpuMs', severity: 'warning' }] },
    {
      name: 'an error and a warning in one manifest',
      manifest: limits(0, 3_600_000_000),
      issues: [{ pointer: '/limits/memMB', severity: 'error' }, { pointer: '/limits/cpuMs', severity: 'warning' }],
    },
    {
      name: 'the strict profile makes the warning an error',
      manifest: limits(2_000_000, 1000),
      options: { profile: 'strict' },
      issues: [{ pointer: '/limits/memMB', severity: 'error' }],
    },
  ],
});
