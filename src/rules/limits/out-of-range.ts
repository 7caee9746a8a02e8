import { defineRule, type RuleFinding } from '../define-rule.js';

interface Bound {
  readonly field: 'memMB' | 'cpuMs';
  readonly max: number;
  readonly unit: string;
  readonly measure: string;
  readonly maxInWords: string;
}

const BOUNDS: readonly Bound[] = [
  { field: 'memMB', max: 1_048_576, unit: 'MB', measure: 'memory a call needs, in megabytes', maxInWords: '1 TiB (1,048,576 MB)' },
  { field: 'cpuMs', max: 86_400_000, unit: 'ms', measure: 'CPU time a call needs, in milliseconds', maxInWords: 'a day (86,400,000 ms)' },
];

export default defineRule({
  id: 'limits/out-of-range',
  description: '`limits.memMB` or `limits.cpuMs` is implausibly large (a cap below 1 is tool.schema.json’s to refuse).',
  severity: 'warning',
  why: 'A cap above 1 TiB of memory or a day of CPU time is almost always a unit mistake (bytes for MB, µs for ms).',
  fix: 'Give the cap in MB for memory and ms for CPU time.',
  example: '"limits": {"memMB": 536870912, "cpuMs": 1000}',
  reads: ['limits'],
  requires: ['limits'],
  check: ({ limits }) => {
    const findings: RuleFinding[] = [];
    for (const { field, max, unit, measure, maxInWords } of BOUNDS) {
      const value = limits[field];
      const pointer = `/limits/${field}`;
      if (value > max) {
        findings.push({
          pointer,
          message: `limits.${field} is ${value} ${unit}, more than ${maxInWords}, which is more likely a unit mistake than a real cap.`,
          hint: `Set limits.${field} to the ${measure}: at most ${max}.`,
        });
      }
    }
    return findings;
  },
});
