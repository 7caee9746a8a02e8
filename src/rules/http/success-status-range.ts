import { defineRule } from '../define-rule.js';

export default defineRule({
  id: 'http/success-status-range',
  description: '`spec.successStatus.min` is greater than `successStatus.max`.',
  severity: 'error',
  why: 'The runtime treats a status as success when min <= status <= max; an empty range makes every response a failure.',
  fix: 'Swap the two values, or set min to the lowest and max to the highest status that means success.',
  example: '"successStatus": {"min": 299, "max": 200}',
  reads: ['spec'],
  requires: ['spec'],
  check: ({ spec }) => {
    const range = spec.successStatus;
    if (range === undefined || range.min <= range.max) return [];
    return [
      {
        pointer: '/spec/successStatus',
        message: `spec.successStatus.min (${range.min}) is greater than max (${range.max}), so no response counts as a success.`,
        hint: `Swap them: {"min": ${range.max}, "max": ${range.min}}.`,
      },
    ];
  },
});
