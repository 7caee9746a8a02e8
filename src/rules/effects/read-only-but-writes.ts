import { defineRule, type RuleFinding } from '../define-rule.js';
import { joinPointer } from '../../issue.js';
import type { EffectKind } from '../../types.js';

// The kinds that change something outside the call; the specification counts sending messages
// as mutating, so `emits-event` is one. `network` and `sensitive-data-egress` can be part of a read.
const WRITING_KINDS: ReadonlySet<EffectKind> = new Set(['writes', 'deletes', 'external-side-effect', 'spawns-run', 'emits-event']);

export default defineRule({
  id: 'effects/read-only-but-writes',
  description: 'A tool marked `mutating: false` declares an effect that changes something.',
  severity: 'warning',
  why: 'A read-only tool passes the approval check unasked and runs in parallel with other calls; a tool that writes, deletes, starts runs, emits events (the specification counts sending messages as mutating) or has outside side effects must not.',
  fix: 'Set `mutating` to true, or remove the effect if the tool does not do it.',
  example: '"mutating": false, "effects": [{"kind": "writes"}]',
  reads: ['mutating', 'effects'],
  requires: ['mutating', 'effects'],
  check: ({ mutating, effects }) => {
    if (mutating !== false) return [];
    const findings: RuleFinding[] = [];
    effects.forEach((effect, index) => {
      if (!WRITING_KINDS.has(effect.kind)) return;
      findings.push({
        pointer: joinPointer('/effects', index, 'kind'),
        message: `effects[${index}] declares ${/^[aeiou]/.test(effect.kind) ? 'an' : 'a'} "${effect.kind}" effect, but the tool says it is read-only ("mutating": false).`,
        hint: `Set "mutating" to true, or remove the "${effect.kind}" effect if the tool does not have it.`,
      });
    });
    return findings;
  },
});
