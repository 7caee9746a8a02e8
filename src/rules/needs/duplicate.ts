import { defineRule } from '../define-rule.js';
import { joinPointer } from '../../issue.js';
import { findRepeats } from '../support/duplicates.js';
import { single } from '../../proposal.js';

export default defineRule({
  id: 'needs/duplicate',
  description: 'The same context slot is named by two needs.',
  severity: 'warning',
  why: 'The runtime injects each slot once; a second need for it adds nothing, and if the two disagree on `optional` it is unclear whether the tool can run without the slot.',
  fix: 'Keep one need per slot.',
  example: '"needs": [{"name": "tenant"}, {"name": "tenant", "optional": true}]',
  fixes: 'Removes the repeated need, when it agrees with the first on `optional`.',
  suggests: 'Removing a repeat that disagrees with the first on `optional`.',
  reads: ['needs'],
  requires: ['needs'],
  check: ({ needs }) =>
    findRepeats(needs, (need) => need.name).map(({ index, first, item }) => {
      const disagree = (item.optional ?? false) !== (needs[first]?.optional ?? false);
      const removal = single(`Remove needs[${index}].`, { kind: 'remove', pointer: joinPointer('/needs', index) });
      return {
        ...(disagree ? { suggestions: [removal] } : { fix: removal }),
        pointer: joinPointer('/needs', index, 'name'),
        message: `needs[${index}] names the slot "${item.name}" again (first in needs[${first}])${disagree ? ', and the two disagree on whether it is optional' : ''}.`,
        hint: `Remove needs[${index}]${disagree ? ` and set "optional" on needs[${first}] to what the tool needs` : ''}.`,
      };
    }),
});
