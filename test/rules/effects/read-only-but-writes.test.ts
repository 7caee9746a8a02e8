import { expect, test } from 'vitest';
import { vetToolManifest } from '../../../src/index.js';
import rule from '../../../src/rules/effects/read-only-but-writes.js';
import { packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const effects = (...kinds: string[]) => kinds.map((kind) => ({ kind, resource: 'memory:facts' }));

testRule(rule, {
  valid: [
    { name: 'read-only with reading effects', manifest: packTool({ mutating: false, effects: effects('reads', 'network', 'sensitive-data-egress') }) },
    { name: 'mutating with a write', manifest: packTool({ mutating: true, effects: effects('writes') }) },
    { name: 'mutating absent (defaults to true) with a write', manifest: packTool({ effects: effects('writes', 'deletes') }) },
    { name: 'read-only with no effects', manifest: packTool({ mutating: false }) },
    { name: 'turned off', manifest: packTool({ mutating: false, effects: effects('writes') }), options: { rules: { 'effects/read-only-but-writes': 'off' } } },
  ],
  invalid: [
    { name: 'read-only but writes', manifest: packTool({ mutating: false, effects: effects('writes') }), issues: [{ pointer: '/effects/0/kind' }] },
    {
      name: 'each writing kind, one issue each, reads left alone',
      manifest: packTool({ mutating: false, effects: effects('reads', 'writes', 'deletes', 'external-side-effect', 'spawns-run') }),
      issues: [{ pointer: '/effects/1/kind' }, { pointer: '/effects/2/kind' }, { pointer: '/effects/3/kind' }, { pointer: '/effects/4/kind' }],
    },
    { name: 'read-only but emits events (sending messages is mutating)', manifest: packTool({ mutating: false, effects: [{ kind: 'emits-event', resource: 'mail:outbox' }] }), issues: [{ pointer: '/effects/0/kind' }] },
    {
      name: 'the strict profile makes it an error',
      manifest: packTool({ mutating: false, effects: [{ kind: 'deletes' }] }),
      options: { profile: 'strict' },
      issues: [{ pointer: '/effects/0/kind', severity: 'error' }],
    },
  ],
});

test('the message takes "an" before a kind that begins with a vowel', () => {
  const messages = vetToolManifest(packTool({ mutating: false, effects: effects('emits-event', 'external-side-effect', 'writes') }))
    .issues.filter((issue) => issue.code === rule.id)
    .map((issue) => issue.message.slice(0, issue.message.indexOf(' effect,')));
  expect(messages).toEqual(['effects[0] declares an "emits-event"', 'effects[1] declares an "external-side-effect"', 'effects[2] declares a "writes"']);
});
