import { defineRule } from '../define-rule.js';
import { joinPointer } from '../../issue.js';
import { findRepeats } from '../support/duplicates.js';
import { single } from '../../proposal.js';

export default defineRule({
  id: 'effects/duplicate',
  description: 'The same effect (kind and resource) is declared twice.',
  severity: 'warning',
  why: 'The policy engine authorizes each effect by its kind and resource; a second copy adds nothing and hides which one was meant to be edited.',
  fix: 'Remove the repeated effect, keeping its notes in the first one if they matter.',
  example: '"effects": [{"kind": "reads", "resource": "blob:*"}, {"kind": "reads", "resource": "blob:*"}]',
  fixes: 'Removes the repeated effect, when it has no notes or the same notes as the first.',
  suggests: 'Removing a repeat whose notes differ from the first’s.',
  reads: ['effects'],
  requires: ['effects'],
  check: ({ effects }) =>
    findRepeats(effects, (effect) => JSON.stringify([effect.kind, effect.resource ?? null])).map(({ index, first, item }) => {
      const pointer = joinPointer('/effects', index);
      const removal = single(`Remove effects[${index}].`, { kind: 'remove', pointer });
      // Notes the first copy lacks would be lost: then removing is a choice, not a fix.
      const losesNotes = item.notes !== undefined && item.notes !== effects[first]?.notes;
      return {
        pointer,
        message: `effects[${index}] repeats effects[${first}]: the same "${item.kind}" effect${item.resource === undefined ? ' with no resource' : ` on "${item.resource}"`}.`,
        hint: `Remove effects[${index}]${item.notes === undefined ? '' : `, moving its notes into effects[${first}] if they matter`}.`,
        ...(losesNotes ? { suggestions: [removal] } : { fix: removal }),
      };
    }),
});
